'use client';
import { useEffect, useLayoutEffect, useState } from 'react';
import Link from 'next/link';
import { Lock } from 'lucide-react';
import { BusinessBuyerFields, businessInputs } from '@/components/business-buyer-fields';
import { StoreForm, StoreFormField, StoreTextareaField, StoreTextField } from '@/components/store/form/store-form';
import { StoreCheckboxField } from '@/components/store/form/store-choice-fields';
import { useStoreForm } from '@/components/store/form/use-store-form';
import { zodCheck } from '@/components/store/form/zod-check';
import { StateSelect } from '@/components/store/state-select';
import { StoreButton } from '@/components/store/store-button';
import { Spinner } from '@/components/ui/spinner';
import { isNigerianState } from '@/lib/nigeria';
import { ORDER_UPDATES_CONSENT_WORDS } from '@/lib/messaging/consent-words';
import { checkoutFormSchema, type CheckoutForm, type CheckoutFormInput, type ShippingDetailsInput } from '@/lib/schemas/checkout';
import type { CheckoutPrefill } from '@/server/checkout/checkout-prefill';
import { readCheckoutDraft, saveCheckoutDraft } from './checkout-draft';

export const SIGN_IN_HREF = '/auth?next=/checkout';

type Field = keyof ShippingDetailsInput | 'business.name' | 'business.tin';

/** Server field errors (keys like 'shipping.phone'), for the form to show. */
export type ServerFieldErrors = Partial<Record<Field, string>>;

/** The details as typed, checked by the schema the checkout action parses (docs/decisions/0079-one-way-to-write-a-form.md). */
const checkDetails = zodCheck(checkoutFormSchema as unknown as Parameters<typeof zodCheck<CheckoutFormInput>>[0]);

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
  // Drawn by the server with the account's details (docs/decisions/0085-light-on-slow-links.md, checkout).
  const [defaults] = useState<CheckoutFormInput>(() => ({
    fullName: prefill.fullName,
    email: prefill.email,
    phone: prefill.phone,
    address: prefill.address,
    state: prefill.state as ShippingDetailsInput['state'],
    notes: '',
    business: { name: '', tin: '' },
    // Never ticked for the shopper, not even from a draft: only their own tick on this page is a yes.
    orderUpdatesConsent: false,
  }));
  const form = useStoreForm<CheckoutFormInput>(defaults, checkDetails);
  // What was typed before signing in (kept in this tab) wins over the account's details; read once the
  // page is alive, as the server cannot see it.
  useLayoutEffect(() => {
    const { business, state, ...texts } = readCheckoutDraft();
    for (const [name, value] of Object.entries(texts)) form.set(name as keyof typeof texts, value);
    if (isNigerianState(state)) form.set('state', state);
    if (business) form.set('business', { name: business.name ?? '', tin: business.tin ?? '' });
    // Once, as the page comes alive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const state = form.values.state;
  useEffect(() => onStateChange(isNigerianState(state) ? state : null), [state, onStateChange]);

  async function onValid(typed: CheckoutFormInput) {
    // `submitting` disables the button before a second click can land; the order's
    // idempotency key covers whatever still gets through.
    const serverErrors = await onPlace(checkoutFormSchema.parse(typed), typed);
    if (serverErrors) form.refuse({ fieldErrors: Object.fromEntries(Object.entries(serverErrors).map(([field, message]) => [field, [message]])) });
  }

  const disabled = busy || form.submitting;
  const business = { name: form.values.business?.name ?? '', tin: form.values.business?.tin ?? '' };

  return (
    <StoreForm form={form} onSubmit={onValid} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-2xl font-medium">
        Shipping Details
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Where should we deliver your order?</p>
      {signedIn ? null : (
        <p className="mt-5 rounded-lg bg-sand px-4 py-3 text-sm">
          You will sign in to place your order; your cart and these details will be kept.{' '}
          <Link
            href={SIGN_IN_HREF}
            onClick={() => saveCheckoutDraft(form.values)}
            className="font-semibold underline decoration-brass underline-offset-4 hover:decoration-foreground"
          >
            Sign in now
          </Link>
        </p>
      )}

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <StoreTextField form={form} name="fullName" label="Full Name" autoComplete="name" required />
        </div>
        <StoreTextField form={form} name="email" label="Email" type="email" autoComplete="email" inputMode="email" required />
        <StoreTextField form={form} name="phone" label="Phone" hint="For delivery, e.g. 0803 123 4567" type="tel" autoComplete="tel" inputMode="tel" required />
        <div className="sm:col-span-2">
          <StoreCheckboxField
            form={form}
            name="orderUpdatesConsent"
            label={ORDER_UPDATES_CONSENT_WORDS}
            hint="To the phone above. Email updates come either way; change this any time in My Account."
          />
        </div>
        <div className="sm:col-span-2">
          <StoreTextareaField
            form={form}
            name="address"
            label="Shipping Address"
            rows={3}
            autoComplete="street-address"
            required
            placeholder="House number, street, area, city"
          />
        </div>
        <StoreFormField form={form} name="state" label="State">
          <StateSelect required {...form.field('state')} />
        </StoreFormField>
        {children}
        <div className="sm:col-span-2">
          <StoreTextareaField
            form={form}
            name="notes"
            label="Order Notes (optional)"
            rows={3}
            placeholder="Delivery instructions, a landmark, the best time to call"
          />
        </div>
        <div data-field="business.name business.tin" className="sm:col-span-2">
          <BusinessBuyerFields
            {...businessInputs(business, (next) => form.set('business', next))}
            ids={{ name: form.fieldId('business.name'), tin: form.fieldId('business.tin') }}
            errors={{ name: form.errors['business.name'], tin: form.errors['business.tin'] }}
            startOpen={Boolean(defaults.business?.name || defaults.business?.tin)}
          />
        </div>
        {payment}
      </div>

      <StoreButton type="submit" size="lg" className="mt-8 w-full" disabled={disabled || blocked}>
        {disabled ? <Spinner /> : <Lock aria-hidden="true" className="size-4" />}
        Place Order
      </StoreButton>
      <p role="status" className="sr-only">
        {form.submitting ? 'Placing your order…' : ''}
      </p>
    </StoreForm>
  );
}
