'use client';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { StoreField, StoreInput } from '@/components/store/store-field';
import { fieldBase } from '@/components/ui/field-base';
import type { FormValues, StoreFormApi } from './use-store-form';

// The <form> and fields of a storefront form (docs/decisions/0079-one-way-to-write-a-form.md): a field
// is given its name once; its id, label, error, aria wiring and place in screen order come from it.

type Name<V> = Extract<keyof V, string>;

/**
 * The form: never validated by the browser (the check's words are the product's), busy while it sends.
 * `post`: a press before the scripts run never puts what was typed (a password) in the address.
 */
export function StoreForm<V extends FormValues>({
  form,
  onSubmit,
  className,
  children,
  ...rest
}: {
  form: StoreFormApi<V>;
  onSubmit: (values: V) => Promise<void>;
  className?: string;
  children: ReactNode;
} & Pick<React.ComponentProps<'form'>, 'aria-label' | 'aria-labelledby' | 'aria-describedby'>) {
  return (
    <form id={form.formId} method="post" onSubmit={form.handleSubmit(onSubmit)} noValidate aria-busy={form.submitting} className={className} {...rest}>
      {children}
    </form>
  );
}

type FieldProps<V extends FormValues> = {
  form: StoreFormApi<V>;
  name: Name<V>;
  label: ReactNode;
  hint?: ReactNode;
  /** A quiet '(optional)' after the label. */
  optional?: boolean;
};

const optionalMark = <span className="ml-1.5 font-normal text-muted-foreground">(optional)</span>;

/** The label, hint and error around a field's control, marked with its name for screen order. */
export function StoreFormField<V extends FormValues>({ form, name, label, hint, optional, children }: Omit<FieldProps<V>, 'form'> & { form: StoreFormApi<V>; children: ReactNode }) {
  return (
    <div data-field={name} className="contents">
      <StoreField inputId={form.fieldId(name)} label={optional ? <>{label}{optionalMark}</> : label} hint={hint} error={form.errors[name]}>
        {children}
      </StoreField>
    </div>
  );
}

/** A one-line text box. */
export function StoreTextField<V extends FormValues>({ form, name, label, hint, optional, ...input }: FieldProps<V> & Omit<React.ComponentProps<'input'>, 'form' | 'name' | 'value' | 'onChange'>) {
  return (
    <StoreFormField form={form} name={name} label={label} hint={hint} optional={optional}>
      <StoreInput {...input} {...form.field(name, { hint: Boolean(hint) })} />
    </StoreFormField>
  );
}

/** A box for a few lines. */
export function StoreTextareaField<V extends FormValues>({ form, name, label, hint, optional, className, ...textarea }: FieldProps<V> & Omit<React.ComponentProps<'textarea'>, 'form' | 'name' | 'value' | 'onChange'>) {
  return (
    <StoreFormField form={form} name={name} label={label} hint={hint} optional={optional}>
      <textarea data-slot="textarea" className={clsx(fieldBase, 'min-h-24 py-2.5', className)} {...textarea} {...form.field(name, { hint: Boolean(hint) })} />
    </StoreFormField>
  );
}
