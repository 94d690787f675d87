'use client';
import { clsx } from 'clsx';
import { useEffect, useRef, type ReactNode } from 'react';
import { fieldAria, FieldMessages } from '@/components/ui/field-messages';
import { StoreFormField } from './store-form';
import type { FormValues, StoreFormApi } from './use-store-form';

// The storefront kit's controls that are not text (docs/decisions/0079-one-way-to-write-a-form.md): a
// checkbox, a group of choices and a file picker, named once as the text fields are. A file of their
// own, so the pages on the script budget that use only text fields do not carry them.

type Name<V> = Extract<keyof V, string>;

/** A yes/no value: the box, its label beside it and a hint under the label. */
export function StoreCheckboxField<V extends FormValues>({ form, name, label, hint }: { form: StoreFormApi<V>; name: Name<V>; label: ReactNode; hint?: ReactNode }) {
  const id = form.fieldId(name);
  const error = form.errors[name];
  return (
    <div data-field={name} className="flex items-start gap-3">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={form.values[name] === true}
        onChange={(event) => form.set(name, event.target.checked as V[typeof name])}
        className="mt-0.5 size-5 shrink-0 accent-accent"
        {...fieldAria(id, { hint: Boolean(hint), error })}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <FieldMessages inputId={id} hint={hint} error={error} />
      </div>
    </div>
  );
}

/**
 * A group of choices (radio buttons, option cards) under its legend, the controls as children. Refused,
 * the group itself takes the focus, so its legend and error are read out.
 */
export function StoreFieldset<V extends FormValues>({
  form,
  name,
  legend,
  className,
  children,
}: {
  form: StoreFormApi<V>;
  name: Name<V>;
  legend: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = form.fieldId(name);
  const error = form.errors[name];
  return (
    <fieldset id={id} tabIndex={-1} data-field={name} aria-describedby={error ? `${id}-error` : undefined} className={clsx('flex flex-col gap-2 outline-none', className)}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {children}
      <FieldMessages inputId={id} error={error} />
    </fieldset>
  );
}

/** A file picker whose value is the files chosen (`File[]`). */
export function StoreFileField<V extends FormValues>({
  form,
  name,
  label,
  hint,
  ...input
}: { form: StoreFormApi<V>; name: Name<V>; label: ReactNode; hint?: ReactNode } & Pick<React.ComponentProps<'input'>, 'accept' | 'multiple'>) {
  const id = form.fieldId(name);
  const picker = useRef<HTMLInputElement>(null);
  const files = form.values[name] as File[];
  // A picker cannot be handed files, only emptied: when the form empties the value (a reset), so is the picker.
  useEffect(() => {
    if (files.length === 0 && picker.current) picker.current.value = '';
  }, [files]);
  return (
    <StoreFormField form={form} name={name} label={label} hint={hint}>
      <input
        ref={picker}
        id={id}
        name={name}
        type="file"
        {...input}
        onChange={(event) => form.set(name, [...(event.target.files ?? [])] as V[typeof name])}
        {...fieldAria(id, { hint: Boolean(hint), error: form.errors[name] })}
        className="block w-full min-w-0 rounded-md border border-input bg-background text-sm file:mr-3 file:h-11 file:cursor-pointer file:border-0 file:border-r file:border-border file:bg-sand file:px-4 file:font-semibold file:text-foreground"
      />
    </StoreFormField>
  );
}
