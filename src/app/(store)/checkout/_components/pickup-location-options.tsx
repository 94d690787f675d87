'use client';
import { useId } from 'react';
import { MapPin } from 'lucide-react';
import { ChoiceOption } from '@/components/store/checkout/choice-option';
import { pickupLocationDetails } from '@/lib/order-delivery';
import type { PickupLocation, PickupOption } from '@/server/stock/pickup-locations';

// Where to collect a pickup (docs/decisions/0064-stock-locations.md): each location offering pickup with
// its address, opening hours and when the cart's pieces are ready there, as the latest price said.

const readyIn = (days: number) => (days === 0 ? 'ready the same business day' : `ready in ${days} business ${days === 1 ? 'day' : 'days'}`);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** When the pieces are ready at a location; `option` undefined: not priced yet, the shop's usual time. */
function readiness(option: PickupOption | undefined, readyBusinessDays: number): string {
  if (!option) return `Usually ${readyIn(readyBusinessDays)}`;
  if (option.hasEverything) return `In stock here — ${readyIn(readyBusinessDays)}`;
  return `${capitalised(readyIn(readyBusinessDays + option.extraBusinessDays))} (we bring your pieces from our warehouse)`;
}

/** Address · opening hours · when the pieces are ready there. */
export function pickupLocationDetail(place: PickupLocation, option: PickupOption | undefined, readyBusinessDays: number): string {
  return [...pickupLocationDetails(place), readiness(option, readyBusinessDays)].join(' · ');
}

/** The locations as native radios: one Tab stop, arrows move; a choice is priced again. */
export function PickupLocationOptions({
  options,
  chosenId,
  onChoose,
  readyBusinessDays,
}: {
  options: readonly PickupOption[];
  chosenId: string | null;
  onChoose: (id: string) => void;
  readyBusinessDays: number;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-3 sm:ml-7">
      <legend className="mb-2 text-sm font-semibold">Where to collect</legend>
      {options.map((option) => (
        <ChoiceOption
          key={option.id}
          name={name}
          value={option.id}
          checked={option.id === chosenId}
          onChange={onChoose}
          icon={<MapPin aria-hidden="true" className="size-5" />}
          title={option.name}
          detail={pickupLocationDetail(option, option, readyBusinessDays)}
        />
      ))}
    </fieldset>
  );
}
