import { ToneBadge } from '@/components/tone-badge';
import { orderStatusTone, paymentStatusTone, statusLabel } from '@/lib/order-status';

type Props = {
  /** 'order' for the order status, 'payment' for the payment status. */
  kind: 'order' | 'payment';
  status: string | null | undefined;
  /** Read before the value by screen readers, where no column header says what it is. */
  srPrefix?: string;
  className?: string;
};

/** A coloured pill for an order's status or payment status. */
export function OrderStatusBadge({ kind, status, srPrefix, className }: Props) {
  const tone = kind === 'order' ? orderStatusTone(status) : paymentStatusTone(status);
  return (
    <ToneBadge tone={tone} srPrefix={srPrefix} className={className}>
      {statusLabel(status)}
    </ToneBadge>
  );
}
