import { TruckIcon } from '@/components/ui/icons/truck';
import { UsersIcon } from '@/components/ui/icons/users';
import { DELIVERY_CLASS_LABELS } from '@/lib/delivery/format';
import type { EstimatedPiece } from '@/lib/delivery/estimate';
import type { DeliveryRules } from '@/lib/delivery/price';
import { StateSelect } from '@/components/store/state-select';
import { DeliveryEstimate } from './delivery-estimate';
import { DeliveryFact as Fact } from './delivery-fact';
import { MakingTerms } from './making-terms';

// One delivery box per page, so fixed ids do.
const SELECT_ID = 'delivery-state';
const ESTIMATE_ID = 'delivery-estimate';

/**
 * The product page's delivery box: how long a made-to-order piece takes, whether it travels
 * as a large piece, and the estimate for the shopper's state. Without the rules (they could
 * not be read) it falls back to the general promise.
 */
export function ProductDelivery({
  rules,
  piece,
  depositPercent,
}: {
  rules: DeliveryRules | null;
  piece: EstimatedPiece;
  /** The deposit checkout offers for it (docs/decisions/0035-deposits-and-balances.md); null: paid in full. */
  depositPercent: number | null;
}) {
  return (
    <div className="flex flex-col gap-3.5 rounded-lg border border-border bg-card px-4 py-4 text-sm sm:px-5">
      <MakingTerms leadTime={{ leadTimeMinDays: piece.leadTimeMinDays, leadTimeMaxDays: piece.leadTimeMaxDays }} depositPercent={depositPercent} />
      {piece.deliveryClass === 'large' ? <Fact icon={UsersIcon}>{DELIVERY_CLASS_LABELS.large}</Fact> : null}
      {rules ? (
        <DeliveryEstimate rules={rules} piece={piece} selectId={SELECT_ID} estimateId={ESTIMATE_ID}>
          <StateSelect id={SELECT_ID} aria-describedby={ESTIMATE_ID} />
        </DeliveryEstimate>
      ) : (
        <Fact icon={TruckIcon}>Delivered nationwide across Nigeria. Delivery is calculated at checkout.</Fact>
      )}
    </div>
  );
}
