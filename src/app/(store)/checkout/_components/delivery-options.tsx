'use client';
import { useId } from 'react';
import { Store, Truck } from 'lucide-react';
import { clsx } from 'clsx';
import { ChoiceOption } from '@/components/store/checkout/choice-option';
import type { DeliveryMethod } from '@/lib/constants';
import type { PickupLocation } from '@/server/stock/pickup-locations';
import type { DeliveryPriceState } from './use-delivery-price';
import { pickupLocationDetail, PickupLocationOptions } from './pickup-location-options';

/** The locations offering pickup (none: pickup is off), and the business days the shop needs to get an order ready. */
export type PickupInfo = { locations: PickupLocation[]; readyBusinessDays: number };

const or = new Intl.ListFormat('en-GB', { type: 'disjunction' });

/**
 * Delivery to the address above, or pickup: two native radios (one Tab stop, arrows move), with
 * what the chosen option costs or why it cannot be served. With several locations, pickup asks
 * where, each saying when the cart is ready there.
 */
export function DeliveryOptions({
  method,
  onMethodChange,
  pickup,
  pickupLocationId,
  onPickupLocationChange,
  deliveryPrice,
  disabled,
}: {
  method: DeliveryMethod;
  onMethodChange: (method: DeliveryMethod) => void;
  pickup: PickupInfo;
  /** The location the shopper chose; null: the one the price chose (the first that holds the cart). */
  pickupLocationId: string | null;
  onPickupLocationChange: (id: string) => void;
  deliveryPrice: DeliveryPriceState;
  disabled?: boolean;
}) {
  const name = useId();
  const messageId = `${name}-message`;
  const refused = deliveryPrice.result && !deliveryPrice.result.ok && deliveryPrice.result.reason !== 'unpriced' ? deliveryPrice.result.message : null;
  // While a choice is priced again the last answer's locations stay in view.
  const priced = (deliveryPrice.result ?? deliveryPrice.last)?.pickup ?? null;
  const [only] = pickup.locations.length === 1 ? pickup.locations : [];

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
      {pickup.locations.length > 0 ? (
        <ChoiceOption
          name={name}
          value="pickup"
          checked={method === 'pickup'}
          onChange={onMethodChange}
          icon={<Store aria-hidden="true" className="size-5" />}
          title={only ? `Pick up at ${only.name} (free)` : 'Pick up in store (free)'}
          detail={
            only
              ? pickupLocationDetail(only, priced?.options.find((option) => option.id === only.id), pickup.readyBusinessDays)
              : `Choose from ${or.format(pickup.locations.map((location) => location.name))}.`
          }
        />
      ) : null}
      {method === 'pickup' && priced && priced.options.length > 1 ? (
        <PickupLocationOptions
          options={priced.options}
          chosenId={pickupLocationId ?? priced.chosen?.id ?? null}
          onChoose={onPickupLocationChange}
          readyBusinessDays={pickup.readyBusinessDays}
        />
      ) : null}
      <p id={messageId} role="status" className={clsx('text-sm', refused ? 'rounded-lg bg-sand px-4 py-3 font-medium' : 'sr-only')}>
        {refused ?? ''}
      </p>
    </fieldset>
  );
}
