'use client';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useFieldBinding } from '@/components/admin/form/field-binding';
import { Input } from '@/components/ui/input';

type Option = { value: string; label: string; detail?: string };

/**
 * Pieces a code is limited to: a filterable, scrolling list of checkboxes bound to a form field
 * holding the chosen values (the discount form's productIds or categorySlugs). Nothing ticked: every piece.
 */
export function TargetChecklist({ name, legend, hint, options }: { name: 'productIds' | 'categorySlugs'; legend: string; hint: string; options: readonly Option[] }) {
  const { inputId: id, error, control } = useFieldBinding(name, { hint: true });
  const filterId = useId();
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = needle ? options.filter((option) => option.label.toLowerCase().includes(needle)) : options;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const chosen = new Set<string>(field.value ?? []);
        const toggle = (value: string, on: boolean) => field.onChange(options.map((o) => o.value).filter((v) => (v === value ? on : chosen.has(v))));
        return (
          <fieldset data-field={name} className="flex min-w-0 flex-col gap-2" aria-describedby={`${id}-hint`}>
            <legend className="mb-2 text-sm font-medium">{legend}</legend>
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              {hint}{' '}
              <span aria-live="polite" className="font-semibold text-foreground">
                {chosen.size === 0 ? 'None chosen.' : `${chosen.size} chosen.`}
              </span>
            </p>
            {options.length > 8 ? (
              <>
                <label htmlFor={filterId} className="sr-only">
                  Find in {legend.toLowerCase()}
                </label>
                <Input id={filterId} type="search" value={filter} onChange={(event) => setFilter(event.target.value)} placeholder="Find…" autoComplete="off" />
              </>
            ) : null}
            <div className="grid max-h-56 grid-cols-1 gap-x-2 overflow-y-auto rounded-md border border-input bg-card p-2 sm:grid-cols-2">
              {shown.length === 0 ? <p className="px-2 py-2 text-sm text-muted-foreground">Nothing matches.</p> : null}
              {shown.map((option, index) => (
                <label key={option.value} className="flex min-h-11 cursor-pointer items-start gap-2.5 rounded-md px-2 py-2 text-sm hover:bg-sand/60">
                  <input
                    type="checkbox"
                    ref={index === 0 ? field.ref : undefined}
                    checked={chosen.has(option.value)}
                    onChange={(event) => toggle(option.value, event.target.checked)}
                    onBlur={field.onBlur}
                    className="mt-0.5 size-4 shrink-0 accent-accent"
                  />
                  <span className="flex min-w-0 flex-col">
                    <span>{option.label}</span>
                    {option.detail ? <span className="text-xs text-muted-foreground">{option.detail}</span> : null}
                  </span>
                </label>
              ))}
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
