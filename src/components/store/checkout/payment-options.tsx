'use client';
import { useId } from 'react';
import { Banknote, CreditCard, Landmark } from 'lucide-react';
import type { CheckoutPaymentMethod } from '@/lib/constants';
import { CHECKOUT_METHOD_LABELS, nextStepText, type CheckoutPayment } from '@/lib/payment-methods';
import { ChoiceOption } from '@/components/store/checkout/choice-option';

const ICONS: Record<CheckoutPaymentMethod, React.ReactNode> = {
  paystack: <CreditCard aria-hidden="true" className="size-5" />,
  bank_transfer: <Landmark aria-hidden="true" className="size-5" />,
  pay_on_delivery: <Banknote aria-hidden="true" className="size-5" />,
};

export const NO_PAYMENT_METHOD = 'There is no way to pay for this order online. Please change your delivery choice, or contact us to order.';

/**
 * How the shopper pays: the methods that apply to this order (src/server/payments/methods.ts
 * decides, with the delivery price), each with what happens next. Methods the shop takes but
 * this order cannot use are explained underneath; when none applies, the order cannot be placed.
 * At a ₦0 total nothing is asked for.
 */
export function PaymentOptions({
  payment,
  selected,
  onSelect,
  updating,
  disabled,
}: {
  /** Null until delivery is priced (a state or pickup chosen). */
  payment: CheckoutPayment | null;
  selected: CheckoutPaymentMethod | null;
  onSelect: (method: CheckoutPaymentMethod) => void;
  /** A new answer is on its way (the state or delivery choice changed). */
  updating: boolean;
  disabled?: boolean;
}) {
  const name = useId();
  const messageId = `${name}-message`;
  if (payment?.nothingToPay) {
    return (
      <fieldset className="flex flex-col gap-3 sm:col-span-2" aria-busy={updating}>
        <legend className="mb-2 text-sm font-semibold">Payment</legend>
        <p role="status" className="rounded-lg bg-sand px-4 py-3 text-sm font-medium">
          There is nothing to pay for this order (a discount or free swatches cover it). Place your order to confirm it.
        </p>
      </fieldset>
    );
  }
  const offered = payment?.options.filter((option) => option.offered) ?? [];
  const explained = payment?.options.filter((option) => option.takenByShop && !option.offered && option.reason) ?? [];
  const none = payment !== null && offered.length === 0;

  return (
    <fieldset
      className="flex flex-col gap-3 sm:col-span-2"
      aria-describedby={payment === null || explained.length > 0 || none ? messageId : undefined}
      aria-busy={updating}
      disabled={disabled}
    >
      <legend className="mb-2 text-sm font-semibold">Payment</legend>
      {offered.map((option) => (
        <ChoiceOption
          key={option.method}
          name={name}
          value={option.method}
          checked={selected === option.method}
          onChange={onSelect}
          icon={ICONS[option.method]}
          title={CHECKOUT_METHOD_LABELS[option.method]}
          detail={nextStepText(option.method, payment!.reservation)}
        />
      ))}
      <div id={messageId} role="status" className="flex flex-col gap-2 text-sm">
        {payment === null ? <p className="text-muted-foreground">The ways to pay show here once delivery to your state, or showroom pickup, is settled above.</p> : null}
        {explained.map((option) => (
          <p key={option.method} className="text-muted-foreground">
            {option.reason}
          </p>
        ))}
        {none ? <p className="rounded-lg bg-sand px-4 py-3 font-medium text-foreground">{NO_PAYMENT_METHOD}</p> : null}
      </div>
    </fieldset>
  );
}
