import { BellRing } from 'lucide-react';
import type { AttentionReasons } from '@/server/payments/needs-attention';

const REASONS: { key: keyof AttentionReasons; label: string }[] = [
  { key: 'transferToConfirm', label: 'Transfer to confirm' },
  { key: 'paymentToReview', label: 'Payment to review' },
  { key: 'moneyToRefund', label: 'Refund due' },
  { key: 'problemReported', label: 'Problem reported' },
  { key: 'balanceOverdue', label: 'Balance overdue' },
];

/**
 * Under an order's number in the list: why its money waits on an admin, one reason a line, and
 * the note the shop wrote about its money (its headline here, the whole note on hover).
 */
export function AttentionNote({ attention, paymentNote }: { attention: AttentionReasons; paymentNote: string | null }) {
  const lines = REASONS.filter(({ key }) => attention[key]).map(({ key, label }) => ({ key: key as string, label, title: undefined as string | undefined }));
  if (paymentNote) lines.push({ key: 'note', label: paymentNote.split(':')[0]!, title: paymentNote });
  if (lines.length === 0) return null;
  return (
    <span className="mt-1 flex flex-col gap-0.5 text-xs font-semibold text-red-800">
      {lines.map(({ key, label, title }) => (
        <span key={key} className="flex items-center gap-1" title={title}>
          <BellRing aria-hidden="true" className="size-3.5 shrink-0" />
          {label}
        </span>
      ))}
    </span>
  );
}
