'use client';
import { Controller } from 'react-hook-form';
import { useFieldBinding } from '@/components/admin/form/field-binding';
import { NIGERIAN_STATES } from '@/lib/nigeria';
import type { AdminDeliveryZone } from '@/server/delivery/admin-delivery-reads';

/**
 * The 36 states and the FCT as checkboxes, in a scrolling grid. A state another zone serves
 * says which; ticking it says it will move here, since a state belongs to one zone only.
 */
export function StateChecklist({
  zoneId,
  zones,
}: {
  /** The zone being edited; null for a new one. */
  zoneId: string | null;
  zones: AdminDeliveryZone[];
}) {
  // The zone form's `states` field (src/lib/schemas/delivery.ts).
  const { inputId: id, error, control } = useFieldBinding('states', { hint: true });
  const owner = new Map(zones.filter((zone) => zone.id !== zoneId).flatMap((zone) => zone.states.map((state) => [state, zone.name] as const)));
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <Controller
      control={control}
      name="states"
      render={({ field }) => {
        const chosen = new Set<string>(field.value ?? []);
        // Kept in the list's own order, as the server saves it.
        const toggle = (state: string, on: boolean) => field.onChange(NIGERIAN_STATES.filter((s) => (s === state ? on : chosen.has(s))));
        return (
          <fieldset data-field="states" className="flex min-w-0 flex-col gap-2" aria-describedby={describedBy}>
            <legend className="mb-2 text-sm font-medium">
              States
              <span aria-hidden="true" className="ml-0.5 text-destructive">
                {' *'}
              </span>
            </legend>
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              Tick every state this zone delivers to. A state in another zone moves to this one when you save.{' '}
              <span aria-live="polite" className="font-semibold text-foreground">
                {chosen.size} of {NIGERIAN_STATES.length} chosen.
              </span>
            </p>
            <div className="grid max-h-72 grid-cols-2 gap-x-2 overflow-y-auto rounded-md border border-input bg-card p-2 sm:grid-cols-3">
              {NIGERIAN_STATES.map((state, index) => {
                const other = owner.get(state);
                const checked = chosen.has(state);
                return (
                  <label key={state} className="flex cursor-pointer items-start gap-2.5 rounded-md px-2 py-2 text-sm hover:bg-sand/60">
                    <input
                      type="checkbox"
                      // The first box takes the focus when the field is refused.
                      ref={index === 0 ? field.ref : undefined}
                      checked={checked}
                      onChange={(event) => toggle(state, event.target.checked)}
                      onBlur={field.onBlur}
                      className="mt-0.5 size-4 shrink-0 accent-accent"
                    />
                    <span className="flex min-w-0 flex-col">
                      <span>{state}</span>
                      {other ? (
                        <span className={checked ? 'text-xs font-medium text-accent' : 'text-xs text-muted-foreground'}>
                          {checked ? `Moves here from ${other}` : `In ${other}`}
                        </span>
                      ) : null}
                    </span>
                  </label>
                );
              })}
            </div>
            {error ? (
              <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            ) : null}
          </fieldset>
        );
      }}
    />
  );
}
