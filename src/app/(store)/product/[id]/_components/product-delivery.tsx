import { HammerIcon } from '@/components/ui/icons/hammer';
import { WalletIcon } from '@/components/ui/icons/wallet';
import type { IconProps } from '@/components/ui/icons/line-svg';
import { TruckIcon } from '@/components/ui/icons/truck';
import { UsersIcon } from '@/components/ui/icons/users';
import { DELIVERY_CLASS_LABELS, formatLeadTime } from '@/lib/delivery/format';
import type { EstimatedPiece } from '@/lib/delivery/estimate';
import type { DeliveryRules } from '@/lib/delivery/price';
import { StateSelect } from '@/components/store/state-select';
import { DeliveryEstimate } from './delivery-estimate';
import { MakingTerms } from './making-terms';
import { termsKey, type MakingTermsOf } from './making-terms-key';

// One delivery box per page, so fixed ids do.
const SELECT_ID = 'delivery-state';
const ESTIMATE_ID = 'delivery-estimate';

/** One fact of the delivery box, behind its icon. */
function Fact({ icon: Icon, children }: { icon: (props: IconProps) => React.ReactNode; children: React.ReactNode }) {
  return (
    <p className="flex items-start gap-3">
      <Icon className="mt-0.5 size-4 shrink-0 text-brass-text" />
      <span>{children}</span>
    </p>
  );
}

/** How long it takes to make and the deposit it is sold on (docs/decisions/0035-deposits-and-balances.md). */
function Terms({ leadTimeMinDays: min, leadTimeMaxDays: max, depositPercent }: MakingTermsOf) {
  return (
    <>
      {min !== null && max !== null ? (
        <Fact icon={HammerIcon}>
          <span className="font-medium">Made to order:</span> {formatLeadTime(min, max)}
        </Fact>
      ) : null}
      {depositPercent !== null ? (
        <Fact icon={WalletIcon}>
          <span className="font-medium">Pay a {depositPercent}% deposit</span> to start, the balance before delivery.
        </Fact>
      ) : null}
    </>
  );
}

/**
 * The product page's delivery box: how long a made-to-order piece takes (the chosen variant's own
 * lead time and deposit, if it has them), whether it travels as a large piece, and the estimate for
 * the shopper's state. Without the rules (they could not be read) it falls back to the general promise.
 */
export function ProductDelivery({
  rules,
  piece,
  depositPercent,
  variants,
}: {
  rules: DeliveryRules | null;
  piece: EstimatedPiece;
  /** The deposit checkout offers for it; null: paid in full. */
  depositPercent: number | null;
  /** Each variant's lead time and deposit. */
  variants: readonly MakingTermsOf[];
}) {
  const own = { leadTimeMinDays: piece.leadTimeMinDays, leadTimeMaxDays: piece.leadTimeMaxDays, depositPercent };
  const drawn = Object.fromEntries(
    [own, ...variants].map(({ leadTimeMinDays, leadTimeMaxDays, depositPercent: deposit }) => {
      const terms = { leadTimeMinDays, leadTimeMaxDays, depositPercent: deposit };
      return [termsKey(terms), <Terms key={termsKey(terms)} {...terms} />];
    }),
  );
  return (
    <div className="flex flex-col gap-3.5 rounded-lg border border-border bg-card px-4 py-4 text-sm sm:px-5">
      <MakingTerms drawn={drawn} fallback={termsKey(own)} />
      {piece.deliveryClass === 'large' ? <Fact icon={UsersIcon}>{DELIVERY_CLASS_LABELS.large}</Fact> : null}
      {rules ? (
        <DeliveryEstimate rules={rules} piece={piece} estimateId={ESTIMATE_ID}>
          <TruckIcon className="size-4 shrink-0 text-brass-text" />
          <label htmlFor={SELECT_ID} className="shrink-0 font-medium">
            Deliver to
          </label>
          <div className="min-w-0 flex-1">
            <StateSelect id={SELECT_ID} aria-describedby={ESTIMATE_ID} />
          </div>
        </DeliveryEstimate>
      ) : (
        <Fact icon={TruckIcon}>Delivered nationwide across Nigeria. Delivery is calculated at checkout.</Fact>
      )}
    </div>
  );
}
