import Link from 'next/link';
import { ArrowRight, Hourglass } from 'lucide-react';

/** Pending orders: what the shop has to act on first. */
export function OrdersWaiting({ pending }: { pending: number }) {
  return (
    <Link
      href="/admin/orders"
      className="group flex items-center gap-4 rounded-xl border border-border/70 bg-card p-5 shadow-soft transition-colors hover:border-foreground/25 sm:p-6"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800">
        <Hourglass aria-hidden="true" className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="text-sm font-medium text-muted-foreground">Orders waiting</span>
        <span className="font-display text-3xl font-semibold tracking-tight tabular-nums">{pending}</span>
        <span className="text-xs text-muted-foreground">
          {pending === 0 ? 'Nothing pending. All caught up.' : pending === 1 ? 'order is pending' : 'orders are pending'}
        </span>
      </span>
      <ArrowRight aria-hidden="true" className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5" />
    </Link>
  );
}
