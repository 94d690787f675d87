import { Hammer, Truck } from 'lucide-react';
import { DELIVERY_CLASS_LABELS, formatLeadTime } from '@/lib/delivery/format';
import type { EstimatedPiece } from '@/lib/delivery/estimate';
import type { DeliveryRules } from '@/lib/delivery/quote';
import { DeliveryEstimate } from './delivery-estimate';

/**
 * The product page's delivery box: how long a made-to-order piece takes, whether it travels
 * as a large piece, and the estimate for the shopper's state. Without the rules (they could
 * not be read) it falls back to the general promise.
 */
export function ProductDelivery({ rules, piece }: { rules: DeliveryRules | null; piece: EstimatedPiece }) {
  const { leadTimeMinDays: min, leadTimeMaxDays: max } = piece;
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-card px-4 py-4 sm:px-5">
      {min !== null && max !== null ? (
        <p className="flex items-start gap-3 text-sm">
          <Hammer aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brass-text" />
          <span>
            <span className="font-medium">Made to order:</span> {formatLeadTime(min, max)}
          </span>
        </p>
      ) : null}
      {piece.deliveryClass === 'large' ? (
        <p className="pl-7 text-sm text-muted-foreground">{DELIVERY_CLASS_LABELS.large}</p>
      ) : null}
      {rules ? (
        <DeliveryEstimate rules={rules} piece={piece} />
      ) : (
        <p className="flex items-start gap-3 text-sm text-muted-foreground">
          <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brass-text" />
          Delivered nationwide across Nigeria. Delivery is calculated at checkout.
        </p>
      )}
    </div>
  );
}
