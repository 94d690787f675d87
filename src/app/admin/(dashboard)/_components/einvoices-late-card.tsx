import Link from 'next/link';
import { AlertTriangle, ArrowRight } from 'lucide-react';

export const EINVOICES_LATE_HREF = '/admin/einvoices?state=waiting';

/**
 * E-invoices not yet confirmed by MBS whose 24-hour reporting line is less than two hours away, or past
 * (src/server/einvoicing/admin-einvoice-reads.ts): shown only when there are any; opens the waiting ones.
 */
export function EInvoicesLateCard({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Link
      href={EINVOICES_LATE_HREF}
      role="alert"
      className="group flex items-center gap-4 rounded-xl border border-red-300 bg-red-50 p-5 text-red-900 shadow-soft transition-colors hover:border-red-500 sm:p-6"
      data-testid="einvoices-late-card"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-800">
        <AlertTriangle aria-hidden="true" className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="text-sm font-semibold">
          {count} {count === 1 ? 'e-invoice is' : 'e-invoices are'} close to the 24-hour reporting line
        </span>
        <span className="text-xs">Not yet confirmed by the NRS. Open the waiting e-invoices.</span>
      </span>
      <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
    </Link>
  );
}
