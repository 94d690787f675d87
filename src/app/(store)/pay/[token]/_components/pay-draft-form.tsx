'use client';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { CircleCheck, Lock } from 'lucide-react';
import { ContactAddressFields } from '@/components/store/checkout/contact-address-fields';
import { StoreForm, StoreFormField, StoreTextareaField } from '@/components/store/form/store-form';
import { useStoreForm } from '@/components/store/form/use-store-form';
import { zodCheck } from '@/components/store/form/zod-check';
import { PaymentOptions } from '@/components/store/checkout/payment-options';
import { PaymentPlanOptions, type PaymentPlan } from '@/components/store/checkout/payment-plan-options';
import { paystackPageUrl } from '@/components/store/payments/paystack-page-url';
import { StateSelect } from '@/components/store/state-select';
import { StoreButton } from '@/components/store/store-button';
import { Spinner } from '@/components/ui/spinner';
import { useAction } from '@/components/use-action';
import type { CheckoutPaymentMethod } from '@/lib/constants';
import { draftPayPath } from '@/lib/draft-orders';
import { orderPagePath, type AfterPlacing, type CheckoutPayment } from '@/lib/payment-methods';
import { shippingDetailsSchema } from '@/lib/schemas/checkout';
import type { PayDraftInput } from '@/lib/schemas/draft-order';
import type { CheckoutPrefill } from '@/server/checkout/checkout-prefill';
import { payDraftAction } from '@/server/drafts/actions/store/pay-draft';

const FAILED = 'Failed to place your order. Please try again.';
const LEAVING_TO: Record<AfterPlacing['kind'], string> = {
  paystack: 'Taking you to Paystack to pay…',
  'order-page': 'Taking you to your order…',
  home: 'Taking you back to the home page…',
};

type ShippingValues = { fullName: string; email: string; phone: string; address: string; state: string; notes: string };

/** The details as typed, checked by the schema payDraftAction parses them with (docs/decisions/0079-one-way-to-write-a-form.md). */
const checkShipping = zodCheck(shippingDetailsSchema as unknown as Parameters<typeof zodCheck<ShippingValues>>[0]);

/**
 * The customer's details and payment for a draft order's link (docs/decisions/0066-draft-orders.md),
 * then on to Paystack or the order page as checkout goes on. A delivered draft is priced for one
 * state, so its state is shown, not asked; a pickup still takes the customer's address for the order.
 */
export function PayDraftForm({
  token,
  prefill,
  fixedState,
  payment,
}: {
  token: string;
  prefill: CheckoutPrefill;
  /** The state a delivered draft is priced for; null for a pickup. */
  fixedState: string | null;
  /** Paystack and bank transfer as the shop takes them (at least one), and the deposit offered. */
  payment: CheckoutPayment;
}) {
  const router = useRouter();
  const { run } = useAction();
  const form = useStoreForm<ShippingValues>({ ...prefill, state: fixedState ?? prefill.state, notes: '' }, checkShipping);
  const [chosenMethod, setChosenMethod] = useState<CheckoutPaymentMethod | null>(null);
  const [plan, setPlan] = useState<PaymentPlan>('full');
  const [formError, setFormError] = useState<string | null>(null);
  const [placed, setPlaced] = useState<{ orderNumber: string; next: AfterPlacing } | null>(null);
  const busy = form.submitting || placed !== null;
  const method = chosenMethod ?? payment.options[0]?.method ?? null;
  const pickup = fixedState === null;
  const headingId = `${form.formId}-heading`;

  async function onSubmit(values: ShippingValues) {
    setFormError(null);
    if (method !== 'paystack' && method !== 'bank_transfer') return setFormError('Choose how you would like to pay.');
    const input: PayDraftInput = { token, shipping: values as PayDraftInput['shipping'], paymentMethod: method, deposit: payment.deposit !== null && plan === 'deposit' };
    const result = await run(payDraftAction, input, { failed: FAILED });
    if (result.ok) {
      const { orderNumber } = result.data;
      // As checkout: a Paystack page that is not a web address is a payment that could not start.
      const paystackPage = result.data.next.kind === 'paystack' ? paystackPageUrl(result.data.next.authorizationUrl) : null;
      const next: AfterPlacing = result.data.next.kind === 'paystack' && !paystackPage ? { kind: 'order-page', notice: 'not-started' } : result.data.next;
      setPlaced({ orderNumber, next });
      if (paystackPage) window.location.assign(paystackPage);
      else if (next.kind === 'order-page') router.push(orderPagePath(orderNumber, next.notice));
      else router.push('/');
      return;
    }
    if (result.code === 'signed-out') {
      // The session ended since the page was drawn: sign in again and come back to the link.
      router.push(`/auth?next=${encodeURIComponent(draftPayPath(token))}`);
      return;
    }
    // The shipping fields' errors come as 'shipping.phone'; a fixed state has no field, so its error is the form's.
    const fieldErrors = Object.fromEntries(Object.entries(result.fieldErrors ?? {}).map(([key, messages]) => [key.replace(/^shipping\./, ''), messages]));
    if (!form.refuse({ fieldErrors })) setFormError(result.error || FAILED);
  }

  if (placed) {
    return (
      <section className="flex flex-col items-center gap-3 rounded-xl border border-border bg-card p-5 text-center shadow-soft sm:p-8" aria-live="polite">
        <CircleCheck aria-hidden="true" className="size-12 text-success" strokeWidth={1.4} />
        <h2 className="text-2xl font-medium">Thank you for your order</h2>
        <p className="text-muted-foreground">
          Your order number is <span className="font-semibold text-foreground">{placed.orderNumber}</span>.
        </p>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> {LEAVING_TO[placed.next.kind]}
        </p>
      </section>
    );
  }

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-border bg-card p-5 shadow-soft sm:p-8">
      <h2 id={headingId} className="text-2xl font-medium">
        Pay for your order
      </h2>
      <StoreForm form={form} onSubmit={onSubmit} className="mt-4 flex flex-col gap-6">
        <p className="text-sm text-muted-foreground">
          {pickup ? 'Your details for the order, and how you will pay.' : 'Where we deliver, and how you will pay.'} We place your order at the
          prices in its summary.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <ContactAddressFields field={form.field} errors={form.errors} addressLabel={pickup ? 'Your address' : 'Delivery address'} />
          {pickup ? (
            <StoreFormField form={form} name="state" label="State">
              <StateSelect {...form.field('state')} />
            </StoreFormField>
          ) : (
            <div className="flex flex-col gap-2">
              <p className="text-sm leading-none font-medium">State</p>
              <p className="flex min-h-11 items-center text-base">{fixedState}</p>
              <p className="text-xs text-muted-foreground">Your delivery is priced for {fixedState}. To deliver elsewhere, ask us for a new link.</p>
              <input type="hidden" name="state" value={fixedState} />
            </div>
          )}
          <div className="sm:col-span-2">
            <StoreTextareaField form={form} name="notes" label={pickup ? 'Notes' : 'Delivery notes'} optional rows={2} />
          </div>
        </div>
        <PaymentOptions payment={payment} selected={method} onSelect={setChosenMethod} updating={false} disabled={busy} />
        {payment.deposit ? <PaymentPlanOptions offer={payment.deposit} plan={plan} onSelect={setPlan} disabled={busy} /> : null}
        {formError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {formError}
          </p>
        ) : null}
        <StoreButton type="submit" size="lg" disabled={busy} className="w-full sm:w-auto sm:self-start" data-replay>
          {busy ? <Spinner /> : <Lock aria-hidden="true" className="size-4" />}
          {busy ? 'Placing your order…' : 'Place order and pay'}
        </StoreButton>
      </StoreForm>
    </section>
  );
}
