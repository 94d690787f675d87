import { cn } from '@/lib/cn';
import { statusLabel, type StatusTone } from '@/lib/order-status';
import { refundStatusTone } from '@/lib/refund-status';

// The same pill as the order badges (src/components/order-status-badge.tsx): dark text on a
// light tint with a ring, coloured by src/lib/refund-status.ts.
const TONE_CLASSES: Record<StatusTone, string> = {
  yellow: 'bg-amber-100 text-amber-900 ring-amber-300',
  blue: 'bg-blue-100 text-blue-900 ring-blue-300',
  purple: 'bg-purple-100 text-purple-900 ring-purple-300',
  green: 'bg-green-100 text-green-900 ring-green-300',
  red: 'bg-red-100 text-red-900 ring-red-300',
  grey: 'bg-stone-100 text-stone-800 ring-stone-300',
};

/** A coloured pill for a refund's status: pending yellow, approved green, rejected red, processed blue. */
export function RefundStatusBadge({ status, className }: { status: string | null | undefined; className?: string }) {
  const tone = refundStatusTone(status);
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONE_CLASSES[tone],
        className,
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current opacity-70" />
      {statusLabel(status)}
    </span>
  );
}
