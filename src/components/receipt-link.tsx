import { Download } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * 'Download receipt': the order's PDF (src/app/receipts/[orderNumber]/route.ts), for its owner
 * or an admin. A plain link with `download`, styled as the outline button: the browser saves the
 * file itself, and the link still works without JavaScript.
 */
export function ReceiptLink({ orderNumber, size = 'md', className }: { orderNumber: string; size?: 'sm' | 'md'; className?: string }) {
  return (
    <a
      href={`/receipts/${encodeURIComponent(orderNumber)}`}
      download={`receipt-${orderNumber}.pdf`}
      className={cn(buttonVariants({ variant: 'outline', size }), className)}
    >
      <Download aria-hidden="true" className="size-4" />
      Download receipt
    </a>
  );
}
