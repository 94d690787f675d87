'use client';
import { useId, useState, useTransition } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { clsx } from 'clsx';
import { Check, CreditCard, Landmark, Send } from 'lucide-react';
import { ChoiceOption } from '@/components/store/checkout/choice-option';
import { ContactAddressFields } from '@/components/store/checkout/contact-address-fields';
import { StoreFieldset } from '@/components/store/form/store-choice-fields';
import { StoreForm, StoreFormField, StoreTextareaField } from '@/components/store/form/store-form';
import { useStoreForm, type Check as FormCheck } from '@/components/store/form/use-store-form';
import { zodCheck } from '@/components/store/form/zod-check';
import { StateSelect } from '@/components/store/state-select';
import { StoreButton } from '@/components/store/store-button';
import { Spinner } from '@/components/ui/spinner';
import { formatNaira } from '@/lib/money';
import { CHECKOUT_METHOD_LABELS, orderPagePath } from '@/lib/payment-methods';
import { acceptQuoteSchema, customerMessageSchema, declineQuoteSchema, type AcceptQuoteInput } from '@/lib/schemas/quote';
import type { CheckoutPrefill } from '@/server/checkout/checkout-prefill';
import type { CustomerQuote } from '@/server/quotes/customer-quotes';
import { acceptQuoteAction } from '@/server/quotes/actions/store/accept-quote';
import { askQuoteQuestionAction } from '@/server/quotes/actions/store/ask-quote-question';
import { declineQuoteAction } from '@/server/quotes/actions/store/decline-quote';
import { fieldErrorsOf, useAction } from '@/components/use-action';

const card = 'rounded-xl border border-border bg-card p-5 shadow-soft sm:p-6';

const checkQuestion = zodCheck(customerMessageSchema);

/** Any refusal of a message is about it (the quote closed meanwhile, too many sent): it shows at its field. */
const refusalAt = (name: string, result: { error: string }) => ({ fieldErrors: { [name]: [fieldErrorsOf(result)[name]?.[0] ?? result.error] } });

/** Ask the shop a question about the quote; mailed to the shop, kept in the conversation. */
export function QuoteQuestion({ quoteNumber }: { quoteNumber: string }) {
  const router = useRouter();
  const form = useStoreForm({ quoteNumber, body: '' }, checkQuestion);
  const { run } = useAction();
  const [refreshing, startTransition] = useTransition();
  const busy = form.submitting || refreshing;

  async function onSubmit(values: { quoteNumber: string; body: string }) {
    const result = await run(askQuoteQuestionAction, values, { failed: 'Failed to send your message. Please try again.' });
    if (result.ok) {
      form.reset();
      startTransition(() => router.refresh());
      return;
    }
    form.refuse(refusalAt('body', result));
  }

  return (
    <StoreForm form={form} onSubmit={onSubmit} className="mt-4 flex flex-col gap-3">
      <StoreTextareaField form={form} name="body" label="Ask a question" rows={3} />
      <StoreButton type="submit" variant="outline" disabled={!form.hydrated || busy} className="self-start">
        {busy ? <Spinner /> : <Send aria-hidden="true" className="size-4" />}
        Send
      </StoreButton>
    </StoreForm>
  );
}

type Method = AcceptQuoteInput['paymentMethod'];
/** The delivery details as typed (no state chosen yet is ''), and the way to pay. */
type AcceptValues = { fullName: string; email: string; phone: string; address: string; state: string; notes: string; paymentMethod: Method | null };

// The delivery details and the way to pay sit side by side on screen: checked as one list of fields. The
// schema's input names the states and the ways to pay; the form holds what was chosen so far, checked by it.
const checkAccepting = zodCheck(acceptQuoteSchema.shape.shipping.extend({ paymentMethod: acceptQuoteSchema.shape.paymentMethod })) as FormCheck<AcceptValues>;
const checkDecline = zodCheck(declineQuoteSchema);

type QuoteActionProps = {
  quote: CustomerQuote;
  prefill: CheckoutPrefill;
  methods: Method[];
  depositWording: string | null;
  totalKobo: number;
};

/** What the customer can do with the quote now: accept it, decline it, or follow its order. */
export function QuoteActions({
  quote,
  prefill,
  methods,
  depositWording,
  totalKobo,
}: QuoteActionProps) {
  if (quote.status === 'new') return null;
  if (quote.status === 'expired') {
    return (
      <section className={card}>
        <p className="text-sm">This quote has expired. Send us a message above and we can extend it.</p>
      </section>
    );
  }
  if (quote.status === 'declined') {
    return (
      <section className={card}>
        <p className="text-sm">
          You declined this quote{quote.declineReason ? `: “${quote.declineReason}”` : '.'} Changed your mind? Send us a message above.
        </p>
      </section>
    );
  }
  if (quote.status === 'accepted' && quote.orderStatus === 'cancelled') {
    return (
      <section className={card}>
        <p className="text-sm">
          Your order {quote.orderNumber} for this quote was cancelled. Send us a message above and we can send the quote again.
        </p>
      </section>
    );
  }
  if (quote.status === 'accepted' || quote.status === 'ordered') {
    return (
      <section className={clsx(card, 'flex flex-col gap-3')}>
        <p className="flex items-center gap-2 text-sm font-medium">
          <Check aria-hidden="true" className="size-4 text-accent" />
          You accepted this quote{quote.orderNumber ? `: order ${quote.orderNumber}` : '.'}
        </p>
        {quote.orderNumber ? (
          <Link href={orderPagePath(quote.orderNumber)} className="text-sm font-semibold underline decoration-brass underline-offset-4 hover:decoration-foreground">
            Go to your order
          </Link>
        ) : null}
      </section>
    );
  }
  return <AcceptOrDecline quote={quote} prefill={prefill} methods={methods} depositWording={depositWording} totalKobo={totalKobo} />;
}

function AcceptOrDecline({
  quote,
  prefill,
  methods,
  depositWording,
  totalKobo,
}: QuoteActionProps) {
  const id = useId();
  const router = useRouter();
  const [mode, setMode] = useState<'accept' | 'decline'>('accept');
  const accept = useStoreForm<AcceptValues>(
    { ...prefill, state: prefill.state || quote.deliveryState || '', notes: '', paymentMethod: methods[0] ?? null },
    checkAccepting,
  );
  const decline = useStoreForm({ quoteNumber: quote.quoteNumber, reason: '' }, checkDecline);
  const [formError, setFormError] = useState<string | null>(null);
  const { run } = useAction();
  const [leaving, startTransition] = useTransition();
  const busy = accept.submitting || decline.submitting || leaving;

  async function onAccept({ paymentMethod, ...shipping }: AcceptValues) {
    setFormError(null);
    const result = await run(acceptQuoteAction, { quoteNumber: quote.quoteNumber, shipping: shipping as AcceptQuoteInput['shipping'], paymentMethod: paymentMethod! }, {
      failed: 'Failed to accept the quote. Please try again.',
    });
    if (result.ok) {
      startTransition(() => router.push(orderPagePath(result.data.orderNumber, 'placed')));
      return;
    }
    // The server names the delivery details as the action's input nests them: shipping.phone.
    const fieldErrors = Object.fromEntries(Object.entries(fieldErrorsOf(result)).map(([key, messages]) => [key.replace(/^shipping\./, ''), messages]));
    if (!accept.refuse({ fieldErrors })) setFormError(result.error);
  }

  async function onDecline(values: { quoteNumber: string; reason: string }) {
    const result = await run(declineQuoteAction, values, { failed: 'Failed to decline the quote. Please try again.' });
    if (result.ok) {
      startTransition(() => router.refresh());
      return;
    }
    decline.refuse(refusalAt('reason', result));
  }

  return (
    <section aria-labelledby={`${id}-heading`} className={card}>
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        {mode === 'accept' ? 'Accept this quote' : 'Decline this quote'}
      </h3>
      {mode === 'accept' ? (
        <StoreForm form={accept} onSubmit={onAccept} className="mt-4 flex flex-col gap-5">
          <p className="text-sm text-muted-foreground">Where should we deliver it, and how will you pay? We place your order at the quoted prices.</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <ContactAddressFields field={accept.field} errors={accept.errors} addressLabel="Delivery address" />
            <StoreFormField form={accept} name="state" label="State">
              <StateSelect {...accept.field('state')} />
            </StoreFormField>
            <div className="sm:col-span-2">
              <StoreTextareaField form={accept} name="notes" label="Delivery notes" optional rows={2} />
            </div>
          </div>
          <StoreFieldset form={accept} name="paymentMethod" legend="How would you like to pay?">
            {methods.length === 0 ? (
              <p role="alert" className="text-sm text-destructive">
                Paying online is not available right now. Please message us and we will help you pay.
              </p>
            ) : (
              methods.map((option) => (
                <ChoiceOption
                  key={option}
                  name={`${id}-method`}
                  value={option}
                  checked={accept.values.paymentMethod === option}
                  onChange={(chosen) => accept.set('paymentMethod', chosen)}
                  icon={option === 'paystack' ? <CreditCard aria-hidden="true" className="size-5" /> : <Landmark aria-hidden="true" className="size-5" />}
                  title={CHECKOUT_METHOD_LABELS[option]}
                  detail={option === 'paystack' ? 'Pay on the next page, securely with Paystack.' : 'We show our account details on your order page.'}
                />
              ))
            )}
          </StoreFieldset>
          <p className="rounded-lg bg-sand/70 px-4 py-3 text-sm font-medium">
            {depositWording ? `${depositWording}.` : `Pay ${formatNaira(totalKobo)} now.`}
          </p>
          {formError ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {formError}
            </p>
          ) : null}
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <StoreButton type="submit" size="lg" disabled={!accept.hydrated || busy || methods.length === 0}>
              {busy ? <Spinner /> : <Check aria-hidden="true" className="size-4" />}
              {busy ? 'Placing your order…' : 'Accept and place order'}
            </StoreButton>
            <button type="button" onClick={() => setMode('decline')} className="min-h-11 text-sm font-semibold text-muted-foreground underline underline-offset-4 hover:text-foreground">
              Decline this quote
            </button>
          </div>
        </StoreForm>
      ) : (
        <StoreForm form={decline} onSubmit={onDecline} className="mt-4 flex flex-col gap-4">
          <StoreTextareaField form={decline} name="reason" label="Why are you declining?" hint="Price, timing, a change of plan: it helps us do better." rows={3} />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <StoreButton type="submit" variant="destructive" disabled={busy}>
              {busy ? <Spinner /> : null}
              Decline quote
            </StoreButton>
            <button type="button" onClick={() => setMode('accept')} className="min-h-11 text-sm font-semibold text-muted-foreground underline underline-offset-4 hover:text-foreground">
              Back to accepting
            </button>
          </div>
        </StoreForm>
      )}
    </section>
  );
}
