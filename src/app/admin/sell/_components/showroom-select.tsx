'use client';
import { useId } from 'react';
import { NativeSelect } from '@/components/ui/native-select';

/** Where the sale is made: its stock is taken first, and the day's cash-up counts it there. Remembered on this device. */
export function ShowroomSelect({ locations, value, onChange }: { locations: readonly { id: string; name: string }[]; value: string; onChange: (id: string) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4 shadow-soft sm:p-5">
      <label htmlFor={id} className="text-sm font-medium">
        Showroom
      </label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)} aria-describedby={`${id}-hint`} className="h-12 text-base">
        {locations.map((location) => (
          <option key={location.id} value={location.id}>
            {location.name}
          </option>
        ))}
      </NativeSelect>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        Stock is taken from here first. This device remembers the choice.
      </p>
    </div>
  );
}
