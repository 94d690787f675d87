'use client';
import { useId } from 'react';
import { useFormContext, useFormState, type Path } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { fieldAria, FormField } from '@/components/ui/form-field';
import type { WebsiteSettingsInput } from '@/lib/schemas/settings';

export type SettingsFieldName = Path<WebsiteSettingsInput>;

type SettingsTextFieldProps = {
  name: SettingsFieldName;
  label: string;
  hint?: React.ReactNode;
  required?: boolean;
  maxLength: number;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
} & Pick<React.ComponentProps<'input'>, 'type' | 'inputMode' | 'autoComplete' | 'placeholder' | 'spellCheck'>;

/** A text field of the settings form, wired to the form's state: label, hint and its error under it. */
export function SettingsTextField({ name, label, hint, required, maxLength, rows, ...inputProps }: SettingsTextFieldProps) {
  const inputId = useId();
  const { register, getFieldState } = useFormContext<WebsiteSettingsInput>();
  const error = getFieldState(name, useFormState<WebsiteSettingsInput>({ name })).error?.message;
  const control = {
    id: inputId,
    required,
    maxLength,
    ...fieldAria(inputId, { hint: Boolean(hint), error }),
    ...register(name),
  };
  return (
    <FormField label={label} required={required} inputId={inputId} hint={hint} error={error}>
      {rows ? <Textarea rows={rows} className="field-sizing-content max-h-72" {...control} /> : <Input autoComplete="off" {...inputProps} {...control} />}
    </FormField>
  );
}
