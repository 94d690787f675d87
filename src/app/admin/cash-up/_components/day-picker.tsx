'use client';
import { useId } from 'react';
import { NativeSelect } from '@/components/ui/native-select';
import { Input } from '@/components/ui/input';

/** Which showroom and which Lagos day the screen shows; each change reads the page again. */
export function DayPicker({
  locations,
  locationId,
  day,
  today,
  onChange,
}: {
  locations: readonly { id: string; name: string }[];
  locationId: string;
  day: string;
  today: string;
  onChange: (wanted: { location: string; day: string }) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-4 rounded-xl border border-border bg-card p-4 shadow-soft sm:grid-cols-2 sm:p-5">
      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-location`} className="text-sm font-medium">
          Showroom
        </label>
        <NativeSelect id={`${id}-location`} value={locationId} onChange={(event) => onChange({ location: event.target.value, day })} className="h-12 text-base">
          {locations.map((location) => (
            <option key={location.id} value={location.id}>
              {location.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-day`} className="text-sm font-medium">
          Day
        </label>
        <Input
          id={`${id}-day`}
          type="date"
          value={day}
          max={today}
          onChange={(event) => event.target.value && onChange({ location: locationId, day: event.target.value })}
          className="h-12 text-base"
        />
      </div>
    </div>
  );
}
