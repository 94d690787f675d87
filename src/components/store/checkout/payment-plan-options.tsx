'use client';
import { useId } from 'react';
import { CalendarClock, Wallet } from 'lucide-react';
import { formatNaira } from '@/lib/money';
import { depositChoiceLabel, type DepositOffer } from '@/lib/payment-methods';
import { ChoiceOption } from '@/components/store/checkout/choice-option';

export type PaymentPlan = 'full' | 'deposit';

/**
 * Pay in full, or a deposit now and the balance before delivery, for an order holding pieces sold
 * with a deposit (docs/decisions/0035-deposits-and-balances.md), with the shop's deposit policy.
 */
export function PaymentPlanOptions({
  offer,
  plan,
  onSelect,
  disabled,
}: {
  offer: DepositOffer;
  plan: PaymentPlan;
  onSelect: (plan: PaymentPlan) => void;
  disabled?: boolean;
}) {
  const name = useId();
  const policyId = `${name}-policy`;
  return (
    <fieldset className="flex flex-col gap-3 sm:col-span-2" disabled={disabled} aria-describedby={offer.policy ? policyId : undefined}>
      <legend className="mb-2 text-sm font-semibold">How much to pay now</legend>
      <ChoiceOption
        name={name}
        value="full"
        checked={plan === 'full'}
        onChange={onSelect}
        icon={<Wallet aria-hidden="true" className="size-5" />}
        title="Pay in full"
        detail={`Pay ${formatNaira(offer.depositKobo + offer.balanceKobo)} now, and nothing more before delivery.`}
      />
      <ChoiceOption
        name={name}
        value="deposit"
        checked={plan === 'deposit'}
        onChange={onSelect}
        icon={<CalendarClock aria-hidden="true" className="size-5" />}
        title={depositChoiceLabel(offer, formatNaira)}
        detail="Your order is confirmed and made once the deposit is in. The balance falls due when it is ready for delivery."
      />
      {offer.policy ? (
        <p id={policyId} className="rounded-lg bg-sand px-4 py-3 text-sm">
          <span className="font-semibold">Deposit policy: </span>
          {offer.policy}
        </p>
      ) : null}
    </fieldset>
  );
}
