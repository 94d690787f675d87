'use client';
import { useId } from 'react';
import { Store, Truck } from 'lucide-react';
import { clsx } from 'clsx';
import { ChoiceOption } from '@/components/store/checkout/choice-option';
import type { DeliveryMethod } from '@/lib/constants';
import type { DeliveryPriceState } from './use-delivery-price';

export type PickupInfo = { enabled: boolean; address: string | null; readyBusinessDays: number };

/**
 * Delivery to the address above, or showroom pickup: two native radios (one Tab stop,
 * arrows move), with what the chosen option costs or why it cannot be served.
 */
export function DeliveryOptions({
  method,
  onMethodChange,
  pickup,
  deliveryPrice,
  disabled,
}: {
  method: DeliveryMethod;
  onMethodChange: (method: DeliveryMethod) => void;
  pickup: PickupInfo;
  deliveryPrice: DeliveryPriceState;
  disabled?: boolean;
}) {
  const name = useId();
  const messageId = `${name}-message`;
  const refused = deliveryPrice.result && !deliveryPrice.result.ok && deliveryPrice.result.reason !== 'unpriced' ? deliveryPrice.result.message : null;
  const days = pickup.readyBusinessDays;

  return (
    <fieldset className="flex flex-col gap-3 sm:col-span-2" aria-describedby={refused ? messageId : undefined} disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold">Delivery</legend>
      <ChoiceOption
        name={name}
        value="delivery"
        checked={method === 'delivery'}
        onChange={onMethodChange}
        icon={<Truck aria-hidden="true" className="size-5" />}
        title="Deliver to my address"
        detail="The fee for where you live shows in your order summary."
      />
      {pickup.enabled ? (
        <ChoiceOption
          name={name}
          value="pickup"
          checked={method === 'pickup'}
          onChange={onMethodChange}
          icon={<Store aria-hidden="true" className="size-5" />}
          title="Pick up at our showroom (free)"
          detail={`${pickup.address ? `${pickup.address}. ` : ''}Ready ${days} business ${days === 1 ? 'day' : 'days'} after you order; made-to-order pieces once they are finished.`}
        />
      ) : null}
      <p id={messageId} role="status" className={clsx('text-sm', refused ? 'rounded-lg bg-sand px-4 py-3 font-medium' : 'sr-only')}>
        {refused ?? ''}
      </p>
    </fieldset>
  );
}
