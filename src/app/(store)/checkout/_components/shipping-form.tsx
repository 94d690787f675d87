'use client';
import { StateSelect } from '@/components/store/state-select';
import { FormField } from '@/components/ui/form-field';
import { useEffect, useId, useState } from 'react';
import Link from 'next/link';
import { Lock } from 'lucide-react';
import { get, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { StoreButton } from '@/components/store/store-button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { BusinessBuyerFields } from '@/components/business-buyer-fields';
import { isNigerianState } from '@/lib/nigeria';
import { checkoutFormSchema, type CheckoutForm, type CheckoutFormInput, type ShippingDetailsInput } from '@/lib/schemas/checkout';
import type { CheckoutPrefill } from '@/server/checkout/checkout-prefill';
import { readCheckoutDraft, saveCheckoutDraft } from './checkout-draft';

export const SIGN_IN_HREF = '/auth?next=/checkout';

type ShippingField = keyof ShippingDetailsInput;
type Field = ShippingField | 'business.name' | 'business.tin';

/** Page order: focus goes to the first invalid field as the eye reads them. */
const FIELD_ORDER: readonly Field[] = ['fullName', 'email', 'phone', 'address', 'state', 'notes', 'business.name', 'business.tin'];

/** Server field errors (keys like 'shipping.phone'), for the form to show. */
export type ServerFieldErrors = Partial<Record<Field, string>>;

export function ShippingForm({
  id,
  prefill,
  busy,
  blocked = false,
  onPlace,
  signedIn,
  onStateChange,
  children,
  payment,
}: {
  id: string;
  prefill: CheckoutPrefill;
  /** Placing, leaving the page after placing, or pricing delivery: the button stays disabled. */
  busy: boolean;
  /** The order cannot be placed as it stands (no way to pay for it): the button is disabled, without a spinner. */
  blocked?: boolean;
  /** Places the order; resolves with any field errors the server found. */
  onPlace: (details: CheckoutForm, typed: CheckoutFormInput) => Promise<ServerFieldErrors | undefined>;
  /** As the page was rendered; signed-out visitors are told they will sign in to place the order. */
  signedIn: boolean;
  /** The chosen state (null until one is chosen), which prices delivery. */
  onStateChange: (state: string | null) => void;
  /** The delivery choice, shown after the address fields. */
  children?: React.ReactNode;
  /** The payment choice, the last step before placing the order. */
  payment?: React.ReactNode;
}) {
  const ids = useFieldIds();
  // The form mounts in the browser only (after the cart has loaded), so the draft saved
  // before signing in can be read here; what was typed wins over the account's details.
  const [defaults] = useState<Partial<CheckoutFormInput>>(() => {
    const draft = readCheckoutDraft();
    return {
      fullName: draft.fullName ?? prefill.fullName,
      email: draft.email ?? prefill.email,
      phone: draft.phone ?? prefill.phone,
      address: draft.address ?? prefill.address,
      state: (isNigerianState(draft.state) ? draft.state : prefill.state) as ShippingDetailsInput['state'],
      notes: draft.notes ?? '',
      business: { name: draft.business?.name ?? '', tin: draft.business?.tin ?? '' },
    };
  });

  const form = useForm<CheckoutFormInput, unknown, CheckoutForm>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: defaults,
    shouldFocusError: false,
  });
  const state = useWatch({ control: form.control, name: 'state' });
  useEffect(() => onStateChange(isNigerianState(state) ? state : null), [state, onStateChange]);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    getValues,
    formState: { errors, isSubmitting },
  } = form;

  // A frame later: the render that shows the error has opened the business fields, if it is theirs.
  const focusField = (field: Field) => requestAnimationFrame(() => setFocus(field));

  async function onValid(details: CheckoutForm) {
    // isSubmitting disables the button before a second click can land; the order's
    // idempotency key covers whatever still gets through.
    const serverErrors = await onPlace(details, getValues());
    if (!serverErrors) return;
    const invalid = FIELD_ORDER.filter((field) => serverErrors[field]);
    for (const field of invalid) setError(field, { type: 'server', message: serverErrors[field] });
    if (invalid[0]) focusField(invalid[0]);
  }

  function onInvalid(invalid: FieldErrors<CheckoutFormInput>) {
    const first = FIELD_ORDER.find((field) => get(invalid, field));
    if (first) focusField(first);
  }

  const disabled = busy || isSubmitting;
  const describedBy = (field: ShippingField, hint?: boolean) =>
    [hint ? `${ids[field]}-hint` : undefined, errors[field] ? `${ids[field]}-error` : undefined].filter(Boolean).join(' ') ||
    undefined;
  const invalid = (field: ShippingField) => (errors[field] ? true : undefined);

  return (
    <form id={id} noValidate onSubmit={handleSubmit(onValid, onInvalid)} aria-busy={disabled} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-2xl font-medium">
        Shipping Details
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Where should we deliver your order?</p>
      {signedIn ? null : (
        <p className="mt-5 rounded-lg bg-sand px-4 py-3 text-sm">
          You will sign in to place your order; your cart and these details will be kept.{' '}
          <Link
            href={SIGN_IN_HREF}
            onClick={() => saveCheckoutDraft(getValues())}
            className="font-semibold underline decoration-brass underline-offset-4 hover:decoration-foreground"
          >
            Sign in now
          </Link>
        </p>
      )}

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <FormField inputId={ids.fullName} label="Full Name" error={errors.fullName?.message} className="sm:col-span-2">
          <Input
            id={ids.fullName}
            autoComplete="name"
            required
            aria-invalid={invalid('fullName')}
            aria-describedby={describedBy('fullName')}
            {...register('fullName')}
          />
        </FormField>
        <FormField inputId={ids.email} label="Email" error={errors.email?.message}>
          <Input
            id={ids.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            aria-invalid={invalid('email')}
            aria-describedby={describedBy('email')}
            {...register('email')}
          />
        </FormField>
        <FormField inputId={ids.phone} label="Phone" error={errors.phone?.message} hint="For delivery, e.g. 0803 123 4567">
          <Input
            id={ids.phone}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            aria-invalid={invalid('phone')}
            aria-describedby={describedBy('phone', true)}
            {...register('phone')}
          />
        </FormField>
        <FormField inputId={ids.address} label="Shipping Address" error={errors.address?.message} className="sm:col-span-2">
          <Textarea
            id={ids.address}
            rows={3}
            autoComplete="street-address"
            required
            placeholder="House number, street, area, city"
            aria-invalid={invalid('address')}
            aria-describedby={describedBy('address')}
            {...register('address')}
          />
        </FormField>
        <FormField inputId={ids.state} label="State" error={errors.state?.message}>
          <StateSelect
            id={ids.state}
            required
            aria-invalid={invalid('state')}
            aria-describedby={describedBy('state')}
            {...register('state')}
          />
        </FormField>
        {children}
        <FormField inputId={ids.notes}
          label="Order Notes (optional)"
          error={errors.notes?.message}
          className="sm:col-span-2"
        >
          <Textarea
            id={ids.notes}
            rows={3}
            placeholder="Delivery instructions, a landmark, the best time to call"
            aria-invalid={invalid('notes')}
            aria-describedby={describedBy('notes')}
            {...register('notes')}
          />
        </FormField>
        <BusinessBuyerFields
          className="sm:col-span-2"
          name={register('business.name')}
          tin={register('business.tin')}
          errors={{ name: errors.business?.name?.message, tin: errors.business?.tin?.message }}
          startOpen={Boolean(defaults.business?.name || defaults.business?.tin)}
        />
        {payment}
      </div>

      <StoreButton type="submit" size="lg" className="mt-8 w-full" disabled={disabled || blocked}>
        {disabled ? <Spinner /> : <Lock aria-hidden="true" className="size-4" />}
        Place Order
      </StoreButton>
      <p role="status" className="sr-only">
        {isSubmitting ? 'Placing your order…' : ''}
      </p>
    </form>
  );
}

function useFieldIds(): Record<ShippingField, string> {
  return { fullName: useId(), email: useId(), phone: useId(), address: useId(), state: useId(), notes: useId() };
}
