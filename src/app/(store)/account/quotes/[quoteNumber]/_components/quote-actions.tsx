'use client';
import { useId, useState, useTransition } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { clsx } from 'clsx';
import { Check, CreditCard, Landmark, Send } from 'lucide-react';
import { ChoiceOption } from '@/components/store/checkout/choice-option';
import { ContactAddressFields, storeTextarea } from '@/components/store/checkout/contact-address-fields';
import { StateSelect } from '@/components/store/state-select';
import { StoreButton } from '@/components/store/store-button';
import { StoreField } from '@/components/store/store-field';
import { fieldAria } from '@/components/ui/field-messages';
import { Spinner } from '@/components/ui/spinner';
import { formatNaira } from '@/lib/money';
import { CHECKOUT_METHOD_LABELS, orderPagePath } from '@/lib/payment-methods';
import type { AcceptQuoteInput } from '@/lib/schemas/quote';
import type { CheckoutPrefill } from '@/server/checkout/checkout-prefill';
import type { CustomerQuote } from '@/server/quotes/customer-quotes';
import { acceptQuoteAction } from '@/server/quotes/actions/store/accept-quote';
import { askQuoteQuestionAction } from '@/server/quotes/actions/store/ask-quote-question';
import { declineQuoteAction } from '@/server/quotes/actions/store/decline-quote';
import { useAction } from '@/components/use-action';

const card = 'rounded-xl border border-border bg-card p-5 shadow-soft sm:p-6';

/** Ask the shop a question about the quote; mailed to the shop, kept in the conversation. */
export function QuoteQuestion({ quoteNumber }: { quoteNumber: string }) {
  const id = useId();
  const router = useRouter();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const { run, pending: sending } = useAction();
  const [refreshing, startTransition] = useTransition();
  const busy = sending || refreshing;

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (!body.trim()) return setError('Write a message first');
    const result = await run(askQuoteQuestionAction, { quoteNumber, body }, { failed: 'Failed to send your message. Please try again.' });
    if (result.ok) {
      setBody('');
      setError(undefined);
      startTransition(() => router.refresh());
      return;
    }
    setError(result.fieldErrors?.body?.[0] ?? result.error);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-3" aria-busy={busy}>
      <StoreField inputId={`${id}-question`} label="Ask a question" error={error}>
        <textarea id={`${id}-question`} rows={3} className={storeTextarea} value={body} onChange={(event) => setBody(event.target.value)} {...fieldAria(`${id}-question`, { error })} />
      </StoreField>
      <StoreButton type="submit" variant="outline" disabled={busy} className="self-start">
        {busy ? <Spinner /> : <Send aria-hidden="true" className="size-4" />}
        Send
      </StoreButton>
    </form>
  );
}

type Method = 'paystack' | 'bank_transfer';
type ShippingValues = { fullName: string; email: string; phone: string; address: string; state: string; notes: string };
const SHIPPING_FIELDS = ['fullName', 'email', 'phone', 'address', 'state', 'notes'] as const;

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
  const [values, setValues] = useState<ShippingValues>({ ...prefill, state: prefill.state || quote.deliveryState || '', notes: '' });
  const [method, setMethod] = useState<Method | null>(methods[0] ?? null);
  const [errors, setErrors] = useState<Partial<Record<keyof ShippingValues | 'method' | 'reason', string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const { run, pending: working } = useAction();
  const [leaving, startTransition] = useTransition();
  const busy = working || leaving;
  const inputId = (name: string) => `${id}-${name}`;

  const field = (name: keyof ShippingValues) => ({
    id: inputId(name),
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => setValues({ ...values, [name]: event.target.value }),
    ...fieldAria(inputId(name), { error: errors[name] }),
  });

  async function onAccept(event: React.FormEvent) {
    event.preventDefault();
    setFormError(null);
    if (!method) {
      setErrors({ method: 'Choose how you would like to pay.' });
      return;
    }
    const result = await run(acceptQuoteAction, { quoteNumber: quote.quoteNumber, shipping: values as AcceptQuoteInput['shipping'], paymentMethod: method }, {
      failed: 'Failed to accept the quote. Please try again.',
    });
    if (result.ok) {
      startTransition(() => router.push(orderPagePath(result.data.orderNumber, 'placed')));
      return;
    }
    const found: typeof errors = {};
    for (const [key, messages] of Object.entries(result.fieldErrors ?? {})) {
      const name = key.replace(/^shipping\./, '') as keyof ShippingValues;
      if ((SHIPPING_FIELDS as readonly string[]).includes(name)) found[name] = messages[0];
    }
    setErrors(found);
    const first = SHIPPING_FIELDS.find((name) => found[name]);
    if (first) document.getElementById(inputId(first))?.focus();
    else setFormError(result.error);
  }

  async function onDecline(event: React.FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return setErrors({ reason: 'Tell us why, so we can do better' });
    const result = await run(declineQuoteAction, { quoteNumber: quote.quoteNumber, reason }, { failed: 'Failed to decline the quote. Please try again.' });
    if (result.ok) {
      startTransition(() => router.refresh());
      return;
    }
    setErrors({ reason: result.fieldErrors?.reason?.[0] ?? result.error });
  }

  return (
    <section aria-labelledby={`${id}-heading`} className={card}>
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        {mode === 'accept' ? 'Accept this quote' : 'Decline this quote'}
      </h3>
      {mode === 'accept' ? (
        <form onSubmit={onAccept} noValidate className="mt-4 flex flex-col gap-5" aria-busy={busy}>
          <p className="text-sm text-muted-foreground">Where should we deliver it, and how will you pay? We place your order at the quoted prices.</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <ContactAddressFields field={field} errors={errors} addressLabel="Delivery address" />
            <StoreField inputId={inputId('state')} label="State" error={errors.state}>
              <StateSelect {...field('state')} />
            </StoreField>
            <div className="sm:col-span-2">
              <StoreField inputId={inputId('notes')} label={<>Delivery notes<span className="ml-1.5 font-normal text-muted-foreground">(optional)</span></>} error={errors.notes}>
                <textarea rows={2} className={storeTextarea} {...field('notes')} />
              </StoreField>
            </div>
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">How would you like to pay?</legend>
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
                  checked={method === option}
                  onChange={setMethod}
                  icon={option === 'paystack' ? <CreditCard aria-hidden="true" className="size-5" /> : <Landmark aria-hidden="true" className="size-5" />}
                  title={CHECKOUT_METHOD_LABELS[option]}
                  detail={option === 'paystack' ? 'Pay on the next page, securely with Paystack.' : 'We show our account details on your order page.'}
                />
              ))
            )}
            {errors.method ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {errors.method}
              </p>
            ) : null}
          </fieldset>
          <p className="rounded-lg bg-sand/70 px-4 py-3 text-sm font-medium">
            {depositWording ? `${depositWording}.` : `Pay ${formatNaira(totalKobo)} now.`}
          </p>
          {formError ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {formError}
            </p>
          ) : null}
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <StoreButton type="submit" size="lg" disabled={busy || methods.length === 0}>
              {busy ? <Spinner /> : <Check aria-hidden="true" className="size-4" />}
              {busy ? 'Placing your order…' : 'Accept and place order'}
            </StoreButton>
            <button type="button" onClick={() => setMode('decline')} className="min-h-11 text-sm font-semibold text-muted-foreground underline underline-offset-4 hover:text-foreground">
              Decline this quote
            </button>
          </div>
        </form>
      ) : (
        <form onSubmit={onDecline} noValidate className="mt-4 flex flex-col gap-4" aria-busy={busy}>
          <StoreField inputId={inputId('reason')} label="Why are you declining?" error={errors.reason} hint="Price, timing, a change of plan: it helps us do better.">
            <textarea rows={3} className={storeTextarea} value={reason} onChange={(event) => setReason(event.target.value)} {...fieldAria(inputId('reason'), { hint: true, error: errors.reason })} />
          </StoreField>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <StoreButton type="submit" variant="destructive" disabled={busy}>
              {busy ? <Spinner /> : null}
              Decline quote
            </StoreButton>
            <button type="button" onClick={() => setMode('accept')} className="min-h-11 text-sm font-semibold text-muted-foreground underline underline-offset-4 hover:text-foreground">
              Back to accepting
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
