'use client';
import { useId } from 'react';
import { Store, Truck } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { DeliveryMethod } from '@/lib/constants';
import type { DeliveryQuoteState } from './use-delivery-quote';

export type PickupInfo = { enabled: boolean; address: string | null; readyBusinessDays: number };

/**
 * Delivery to the address above, or showroom pickup: two native radios (one Tab stop,
 * arrows move), with what the chosen option costs or why it cannot be served.
 */
export function DeliveryOptions({
  method,
  onMethodChange,
  pickup,
  quote,
  disabled,
}: {
  method: DeliveryMethod;
  onMethodChange: (method: DeliveryMethod) => void;
  pickup: PickupInfo;
  quote: DeliveryQuoteState;
  disabled?: boolean;
}) {
  const name = useId();
  const messageId = `${name}-message`;
  const refused = quote.result && !quote.result.ok && quote.result.reason !== 'unpriced' ? quote.result.message : null;
  const days = pickup.readyBusinessDays;

  return (
    <fieldset className="flex flex-col gap-3 sm:col-span-2" aria-describedby={refused ? messageId : undefined} disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold">Delivery</legend>
      <Option
        name={name}
        value="delivery"
        checked={method === 'delivery'}
        onChange={onMethodChange}
        icon={<Truck aria-hidden="true" className="size-5" />}
        title="Deliver to my address"
        detail="The fee for where you live shows in your order summary."
      />
      {pickup.enabled ? (
        <Option
          name={name}
          value="pickup"
          checked={method === 'pickup'}
          onChange={onMethodChange}
          icon={<Store aria-hidden="true" className="size-5" />}
          title="Pick up at our showroom (free)"
          detail={`${pickup.address ? `${pickup.address}. ` : ''}Ready ${days} business ${days === 1 ? 'day' : 'days'} after you order; made-to-order pieces once they are finished.`}
        />
      ) : null}
      <p id={messageId} role="status" className={cn('text-sm', refused ? 'rounded-lg bg-sand px-4 py-3 font-medium' : 'sr-only')}>
        {refused ?? ''}
      </p>
    </fieldset>
  );
}

function Option({
  name,
  value,
  checked,
  onChange,
  icon,
  title,
  detail,
}: {
  name: string;
  value: DeliveryMethod;
  checked: boolean;
  onChange: (method: DeliveryMethod) => void;
  icon: React.ReactNode;
  title: string;
  detail: string;
}) {
  const detailId = useId();
  return (
    <label
      className={cn(
        'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
        checked ? 'border-foreground bg-sand/60' : 'border-border hover:border-foreground/40',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        aria-describedby={detailId}
        className="mt-1 size-4 accent-foreground"
      />
      <span className="mt-0.5 text-muted-foreground">{icon}</span>
      <span className="flex flex-col gap-0.5">
        <span className="font-medium">{title}</span>
        {/* Out of the radio's name (it only describes it), so the name stays short. */}
        <span id={detailId} aria-hidden="true" className="text-sm text-muted-foreground">
          {detail}
        </span>
      </span>
    </label>
  );
}
