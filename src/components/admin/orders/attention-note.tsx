import { BellRing } from 'lucide-react';
import type { AttentionReasons } from '@/server/payments/needs-attention';

const REASONS: { key: keyof AttentionReasons; label: string }[] = [
  { key: 'transferToConfirm', label: 'Transfer to confirm' },
  { key: 'paymentToReview', label: 'Payment to review' },
  { key: 'moneyToRefund', label: 'Refund due' },
];

/** Under an order's number in the list: why its money waits on an admin, one reason a line. */
export function AttentionNote({ attention }: { attention: AttentionReasons }) {
  const reasons = REASONS.filter(({ key }) => attention[key]);
  if (reasons.length === 0) return null;
  return (
    <span className="mt-1 flex flex-col gap-0.5 text-xs font-semibold text-red-800">
      {reasons.map(({ key, label }) => (
        <span key={key} className="flex items-center gap-1">
          <BellRing aria-hidden="true" className="size-3.5 shrink-0" />
          {label}
        </span>
      ))}
    </span>
  );
}
