import { BellRing } from 'lucide-react';
import type { AttentionReasons } from '@/server/payments/needs-attention';

const REASONS: { key: keyof AttentionReasons; label: string }[] = [
  { key: 'transferToConfirm', label: 'Transfer to confirm' },
  { key: 'paymentToReview', label: 'Payment to review' },
  { key: 'moneyToRefund', label: 'Refund due' },
];

/** Under an order's payment status in the list: why its money waits on an admin, if it does. */
export function AttentionNote({ attention }: { attention: AttentionReasons }) {
  const reasons = REASONS.filter(({ key }) => attention[key]);
  if (reasons.length === 0) return null;
  return (
    <span className="mt-1 flex items-center gap-1 text-xs font-semibold whitespace-nowrap text-red-800">
      <BellRing aria-hidden="true" className="size-3.5 shrink-0" />
      {reasons.map(({ label }) => label).join(', ')}
    </span>
  );
}
