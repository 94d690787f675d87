import Link from 'next/link';
import { ArrowRight, BellRing } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { AttentionCounts } from '@/server/payments/needs-attention';

export const NEEDS_ATTENTION_HREF = '/admin/orders?attention=1';

/** What waits, reason by reason: "2 transfers to confirm · 1 refund due". */
function breakdown(counts: AttentionCounts) {
  const parts = [
    [counts.transfersToConfirm, 'transfer to confirm', 'transfers to confirm'],
    [counts.paymentsToReview, 'payment to review', 'payments to review'],
    [counts.refundsDue, 'refund due', 'refunds due'],
    [counts.problemsReported, 'problem reported', 'problems reported'],
    [counts.balancesOverdue, 'balance overdue', 'balances overdue'],
  ] as const;
  return parts
    .filter(([count]) => count > 0)
    .map(([count, one, many]) => `${count} ${count === 1 ? one : many}`)
    .join(' · ');
}

/** Orders whose money (or a buyer's problem report) waits on an admin (src/server/payments/needs-attention.ts); opens the filtered list. */
export function NeedsAttentionCard({ counts }: { counts: AttentionCounts }) {
  const waiting = counts.orders > 0;
  return (
    <Link
      href={NEEDS_ATTENTION_HREF}
      className="group flex items-center gap-4 rounded-xl border border-border/70 bg-card p-5 shadow-soft transition-colors hover:border-foreground/25 sm:p-6"
    >
      <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-full', waiting ? 'bg-red-100 text-red-800' : 'bg-green-100 text-green-800')}>
        <BellRing aria-hidden="true" className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="text-sm font-medium text-muted-foreground">Needs attention</span>
        <span className="font-display text-3xl font-semibold tracking-tight tabular-nums" data-testid="needs-attention-count">
          {counts.orders}
        </span>
        <span className="text-xs text-muted-foreground">{waiting ? breakdown(counts) : 'No payments or problems waiting on you.'}</span>
      </span>
      <ArrowRight aria-hidden="true" className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5" />
    </Link>
  );
}
