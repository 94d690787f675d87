import { ToneBadge } from '@/components/tone-badge';
import { statusLabel } from '@/lib/order-status';
import { refundStatusTone } from '@/lib/refund-status';

/** A coloured pill for a refund's status: pending yellow, approved green, rejected red, processed blue. */
export function RefundStatusBadge({ status, className }: { status: string | null | undefined; className?: string }) {
  return (
    <ToneBadge tone={refundStatusTone(status)} className={className}>
      {statusLabel(status)}
    </ToneBadge>
  );
}
