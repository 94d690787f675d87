'use client';
import { useTransition } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { AdminForm, useAdminForm } from '@/components/admin/form/admin-form';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { ArrowLeft, CalendarClock, FileText, Plus, Send, Trash2 } from 'lucide-react';
import { QuoteStatusBadge } from '@/components/quote-status-badge';
import { useCan } from '@/components/admin/staff-role-context';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { DEPOSIT_PERCENT_MAX, DEPOSIT_PERCENT_MIN, MAX_QUOTE_LINES, QUOTE_VALID_DAYS_DEFAULT } from '@/lib/made-to-order-constants';
import { formatDateTime, formatLongDate } from '@/lib/dates';
import { addCalendarDays } from '@/lib/delivery/business-days';
import { formatLeadTime } from '@/lib/delivery/format';
import { formatNaira } from '@/lib/money';
import { koboToDecimalString, parseNairaToKobo } from '@/lib/money-input';
import {
  QUOTE_BUDGET_LABELS,
  QUOTE_CONTACT_LABELS,
  QUOTE_KIND_LABELS,
  wantedByLabel,
  depositWording,
  formatDimensions,
  formatQuoteDay,
  quoteTotals,
} from '@/lib/quotes';
import { extendQuoteSchema, sendQuoteSchema, shopMessageSchema, type SendQuoteInput } from '@/lib/schemas/quote';
import type { AdminQuote } from '@/server/quotes/admin-quote-reads';
import { extendQuoteAction } from '@/server/quotes/actions/extend-quote';
import { sendQuoteAction } from '@/server/quotes/actions/send-quote';
import { sendQuoteMessageAction } from '@/server/quotes/actions/send-shop-message';
import { displayPhone } from '@/lib/nigeria';

const card = 'rounded-xl border border-border bg-card p-5 shadow-soft sm:p-6';

/** One quote in the back office: the request and its files, the conversation, and the quote builder. */
export function QuoteScreen({ quote, today }: { quote: AdminQuote; today: string }) {
  // An accepted quote whose order was cancelled (not paid in time) may be sent again.
  const orderCancelled = quote.status === 'accepted' && quote.orderStatus === 'cancelled';
  const open = quote.status === 'new' || quote.status === 'quoted' || quote.status === 'expired' || orderCancelled;
  // Sending, extending and writing are for roles with quotes.write; a reader sees the quote as sent ("No prices were sent" before).
  const canWrite = useCan('quotes.write');
  return (
    <div className="flex flex-col gap-6">
      <Link href="/admin/quotes" className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-semibold text-muted-foreground hover:text-foreground">
        <ArrowLeft aria-hidden="true" className="size-4" />
        All quotes
      </Link>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="font-display text-3xl font-semibold break-all">{quote.quoteNumber}</h1>
          <p className="text-sm text-muted-foreground">
            From {quote.name}, received {formatDateTime(quote.createdAt)}
            {quote.sentAt ? `; quote sent ${formatDateTime(quote.sentAt)}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <QuoteStatusBadge status={quote.status} className="text-sm" />
          {quote.orderNumber ? (
            <Link href={`/admin/orders?q=${encodeURIComponent(quote.orderNumber)}`} className="font-mono text-sm font-semibold underline underline-offset-4">
              {quote.orderNumber}
            </Link>
          ) : null}
        </div>
      </header>

      <div className="grid gap-6 xl:grid-cols-[1fr_1.1fr]">
        <div className="flex flex-col gap-6">
          <RequestCard quote={quote} />
          <Conversation quote={quote} canWrite={canWrite} />
        </div>
        <div className="flex flex-col gap-6">
          {orderCancelled ? (
            <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm">
              Its order {quote.orderNumber} was cancelled. Send the quote again to let the customer accept it anew.
            </p>
          ) : null}
          {canWrite && (quote.status === 'quoted' || quote.status === 'expired') ? <ExtendCard quote={quote} today={today} /> : null}
          {open && canWrite ? <QuoteBuilder quote={quote} today={today} /> : <SentQuote quote={quote} />}
        </div>
      </div>
    </div>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="text-sm [overflow-wrap:anywhere] whitespace-pre-line">{children}</dd>
    </div>
  );
}

function RequestCard({ quote }: { quote: AdminQuote }) {
  return (
    <section aria-labelledby="request-heading" className={card}>
      <h2 id="request-heading" className="text-lg font-semibold">
        The request
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {QUOTE_KIND_LABELS[quote.kind]}
        {quote.productName ? `: a custom version of ${quote.productName}` : ''}
      </p>
      <p className="mt-4 text-sm leading-relaxed whitespace-pre-line">{quote.description}</p>
      <dl className="mt-5 grid gap-4 sm:grid-cols-2">
        <Detail label="Dimensions">{formatDimensions(quote) ?? '—'}</Detail>
        <Detail label="Quantity">{quote.quantity}</Detail>
        <Detail label="Fabric">{quote.fabric ?? '—'}</Detail>
        <Detail label="Finish or colour">{quote.finish ?? '—'}</Detail>
        <Detail label="Delivery state">{quote.deliveryState ?? '—'}</Detail>
        <Detail label="Budget">{quote.budget ? QUOTE_BUDGET_LABELS[quote.budget] : '—'}</Detail>
        <Detail label={wantedByLabel(quote.kind)}>{quote.wantedBy ? formatQuoteDay(quote.wantedBy, formatLongDate) : '—'}</Detail>
        <Detail label="Reach by">{QUOTE_CONTACT_LABELS[quote.contactVia]}</Detail>
        <Detail label="Email">
          <a href={`mailto:${quote.email}`} className="underline underline-offset-4">
            {quote.email}
          </a>
          {quote.accountEmail ? <span className="block text-xs text-muted-foreground">Account: {quote.accountEmail}</span> : <span className="block text-xs text-muted-foreground">No account yet</span>}
        </Detail>
        <Detail label="Phone">{quote.phone ? displayPhone(quote.phone) : '—'}</Detail>
        {quote.declineReason ? <Detail label="Declined because">{quote.declineReason}</Detail> : null}
      </dl>
      <h3 className="mt-6 text-sm font-semibold">Photos and sketches</h3>
      {quote.files.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">None sent.</p>
      ) : (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {quote.files.map((file) => {
            const href = `/admin/quotes/files/${file.id}`;
            return (
              <li key={file.id}>
                <a href={href} target="_blank" rel="noopener" className="flex flex-col gap-1.5 rounded-lg border border-border p-2 text-xs hover:bg-sand">
                  {file.contentType === 'application/pdf' ? (
                    <span className="flex aspect-square items-center justify-center rounded bg-sand">
                      <FileText aria-hidden="true" className="size-8 text-muted-foreground" />
                    </span>
                  ) : (
                    // A private file from our own route: next/image would cache it publicly.
                    // eslint-disable-next-line @next/next/no-img-element
                    <img src={href} alt="" className="aspect-square w-full rounded object-cover" />
                  )}
                  <span className="truncate">{file.fileName}</span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** After a change the customer is mailed about: say so and read the quote again. */
function useQuoteSaved() {
  const router = useRouter();
  const [refreshing, startTransition] = useTransition();
  const saved = (success: string) => () => {
    toast.success(success);
    startTransition(() => router.refresh());
  };
  return { saved, refreshing };
}

/** A refusal is a toast titled 'Error', and its field errors show at the fields too. */
const refused = { title: 'Error', failed: 'Something went wrong. Please try again.', alwaysToast: true };

function Conversation({ quote, canWrite }: { quote: AdminQuote; canWrite: boolean }) {
  const form = useAdminForm(shopMessageSchema, { id: quote.id, body: '' });
  const { saved, refreshing } = useQuoteSaved();
  const busy = form.formState.isSubmitting || refreshing;
  const onSubmit = () =>
    form.send(sendQuoteMessageAction, {
      ...refused,
      onSaved: () => {
        form.reset({ id: quote.id, body: '' });
        saved('Message sent to the customer')();
      },
    });
  return (
    <section aria-labelledby="conversation-heading" className={card}>
      <h2 id="conversation-heading" className="text-lg font-semibold">
        Conversation
      </h2>
      {quote.messages.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">No messages yet. Each message is mailed to the other side.</p>
      ) : (
        <ol className="mt-4 flex flex-col gap-3">
          {quote.messages.map((message) => (
            <li key={message.id} className={message.author === 'shop' ? 'ml-6 rounded-lg bg-sand/70 p-3' : 'mr-6 rounded-lg border border-border p-3'}>
              <p className="text-xs text-muted-foreground">
                <span className="font-semibold text-foreground">{message.author === 'shop' ? (message.authorName ?? 'The shop') : quote.name}</span> ·{' '}
                {formatDateTime(message.createdAt)}
              </p>
              <p className="mt-1 text-sm whitespace-pre-line">{message.body}</p>
            </li>
          ))}
        </ol>
      )}
      {canWrite ? (
        <AdminForm form={form} onSubmit={onSubmit} className="mt-4 flex flex-col gap-3">
          <form.Field.Textarea name="body" label="Write to the customer" required={false} rows={3} />
          <Button type="submit" disabled={busy} className="self-start">
            {busy ? <Spinner /> : <Send aria-hidden="true" className="size-4" />}
            Send message
          </Button>
        </AdminForm>
      ) : null}
    </section>
  );
}

function ExtendCard({ quote, today }: { quote: AdminQuote; today: string }) {
  const form = useAdminForm(extendQuoteSchema, { id: quote.id, validUntil: addCalendarDays(today, QUOTE_VALID_DAYS_DEFAULT) });
  const { saved, refreshing } = useQuoteSaved();
  const busy = form.formState.isSubmitting || refreshing;
  const expired = quote.status === 'expired';
  return (
    <section aria-labelledby="extend-heading" className={card}>
      <h2 id="extend-heading" className="flex items-center gap-2 text-lg font-semibold">
        <CalendarClock aria-hidden="true" className="size-5" />
        {expired ? 'This quote has expired' : 'Valid until'}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {quote.validUntil ? `Its prices ${expired ? 'held' : 'hold'} until ${formatQuoteDay(quote.validUntil, formatLongDate)}.` : ''} Extending it mails the
        customer the new date.
      </p>
      <AdminForm
        form={form}
        onSubmit={() => form.send(extendQuoteAction, { ...refused, onSaved: saved('Quote extended') })}
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="sm:w-56">
          <form.Field.Text name="validUntil" label="New valid-until date" required={false} type="date" min={today} />
        </div>
        <Button type="submit" variant="outline" disabled={busy}>
          {busy ? <Spinner /> : null}
          Extend quote
        </Button>
      </AdminForm>
    </section>
  );
}

type LineDraft = { description: string; quantity: string; unitPrice: string };
/** The builder's values: both ways of pricing delivery are kept while the admin switches; the schema reads the chosen one. */
type BuilderValues = Omit<SendQuoteInput, 'delivery'> & {
  lines: LineDraft[];
  delivery: { mode: 'zone' | 'custom'; zoneName: string; deliveryClass: 'parcel' | 'large'; fee: string };
};

function builderValues(quote: AdminQuote, today: string): BuilderValues {
  const zoneFromState = quote.zones.find((zone) => quote.deliveryState && zone.states.includes(quote.deliveryState));
  const customFee = quote.deliveryFeeKobo !== null && !quote.deliveryZoneName;
  return {
    id: quote.id,
    lines:
      quote.lines.length > 0
        ? quote.lines.map((line) => ({ description: line.description, quantity: String(line.quantity), unitPrice: koboToDecimalString(line.unitPriceKobo) }))
        : [{ description: quote.productName ? `Custom ${quote.productName}` : '', quantity: String(quote.quantity), unitPrice: '' }],
    delivery: {
      mode: customFee ? 'custom' : 'zone',
      zoneName: quote.deliveryZoneName ?? zoneFromState?.name ?? quote.zones[0]?.name ?? '',
      deliveryClass: 'large',
      fee: customFee ? koboToDecimalString(quote.deliveryFeeKobo!) : '',
    },
    leadTimeMinDays: String(quote.leadTimeMinDays ?? 21),
    leadTimeMaxDays: String(quote.leadTimeMaxDays ?? 35),
    depositPercent: quote.sentAt ? (quote.depositPercent === null ? '' : String(quote.depositPercent)) : '50',
    validUntil: quote.validUntil && quote.validUntil >= today ? quote.validUntil : addCalendarDays(today, QUOTE_VALID_DAYS_DEFAULT),
  };
}

/**
 * The quote builder, on the admin form kit (docs/decisions/0016-admin-forms-from-schemas.md): its
 * lines are a field array, each line's fields named `lines.<n>.<field>`. Its fields carry no
 * required marker (`required={false}`), as the builder never showed one.
 */
function QuoteBuilder({ quote, today }: { quote: AdminQuote; today: string }) {
  const { saved, refreshing } = useQuoteSaved();
  const form = useAdminForm(sendQuoteSchema as unknown as z.ZodType<BuilderValues, BuilderValues>, builderValues(quote, today));
  const { Field, control, register } = form;
  const lines = useFieldArray({ control, name: 'lines' });
  const busy = form.formState.isSubmitting || refreshing;

  const [drafts, delivery, deposit] = useWatch({ control, name: ['lines', 'delivery', 'depositPercent'] });
  const zone = quote.zones.find((candidate) => candidate.name === delivery.zoneName);
  const feeKobo = delivery.mode === 'zone' ? (zone ? (delivery.deliveryClass === 'large' ? zone.largeFeeKobo : zone.parcelFeeKobo) : null) : parseNairaToKobo(delivery.fee);
  const priced = drafts.map((line) => ({ quantity: Number(line.quantity) || 0, unitPriceKobo: parseNairaToKobo(line.unitPrice) ?? 0 }));
  const totals = quoteTotals({ lines: priced, deliveryFeeKobo: feeKobo, depositPercent: deposit ? Number(deposit) : null });
  const wording = depositWording(totals, formatNaira);
  const linesError = form.formState.errors.lines?.message ?? form.formState.errors.lines?.root?.message;

  const onSubmit = () =>
    form.send((input: BuilderValues) => sendQuoteAction(input as SendQuoteInput), {
      ...refused,
      onSaved: saved('Quote sent to the customer'),
    });

  return (
    <section aria-labelledby="builder-heading" className={card}>
      <h2 id="builder-heading" className="text-lg font-semibold">
        {quote.sentAt ? 'Revise and send again' : 'Quote builder'}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Send quote mails the customer a link to it in My Account. Prices are in naira.</p>
      <AdminForm form={form} onSubmit={onSubmit} className="mt-5 flex flex-col gap-6">
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-sm font-semibold">Lines</legend>
          <div data-field="lines" data-field-focus="none" className="contents">
            {linesError ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {linesError}
              </p>
            ) : null}
          </div>
          {lines.fields.map((line, index) => (
            <div key={line.id} className="grid grid-cols-[5rem_1fr_auto] items-start gap-3 rounded-lg border border-border p-3">
              <div className="col-span-3">
                <Field.Text
                  name={`lines.${index}.description`}
                  label={<>Line {index + 1}<span className="sr-only"> description</span></>}
                  required={false}
                  placeholder="e.g. 3-seater sofa, 220 cm, aso-oke"
                />
              </div>
              <Field.Text name={`lines.${index}.quantity`} label={<>Qty<span className="sr-only">, line {index + 1}</span></>} required={false} inputMode="numeric" />
              <Field.Text
                name={`lines.${index}.unitPrice`}
                label={<>Unit price (₦)<span className="sr-only">, line {index + 1}</span></>}
                required={false}
                inputMode="decimal"
                placeholder="450000"
              />
              <Button
                variant="ghost"
                size="icon"
                className="self-end text-destructive hover:bg-destructive/10"
                aria-label={`Remove line ${index + 1}`}
                disabled={lines.fields.length === 1}
                onClick={() => lines.remove(index)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          ))}
          <Button
            variant="outline"
            className="self-start"
            disabled={lines.fields.length >= MAX_QUOTE_LINES}
            onClick={() => lines.append({ description: '', quantity: '1', unitPrice: '' }, { shouldFocus: false })}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add a line
          </Button>
        </fieldset>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold">Delivery</legend>
          <div className="flex flex-wrap gap-4 text-sm">
            <label className="inline-flex min-h-11 items-center gap-2">
              <input type="radio" value="zone" {...register('delivery.mode')} className="size-4 accent-foreground" />
              A delivery zone’s fee
            </label>
            <label className="inline-flex min-h-11 items-center gap-2">
              <input type="radio" value="custom" {...register('delivery.mode')} className="size-4 accent-foreground" />
              A custom fee
            </label>
          </div>
          {delivery.mode === 'zone' ? (
            <div className="grid gap-3 sm:grid-cols-2">
              <Field.Select name="delivery.zoneName" label="Zone" required={false}>
                {quote.zones.length === 0 ? <option value="">No active zones</option> : null}
                {quote.zones.map((candidate) => (
                  <option key={candidate.name} value={candidate.name}>
                    {candidate.name}
                  </option>
                ))}
              </Field.Select>
              <Field.Select name="delivery.deliveryClass" label="Delivered as" required={false}>
                <option value="large">Large piece {zone ? `(${formatNaira(zone.largeFeeKobo)})` : ''}</option>
                <option value="parcel">Parcel {zone ? `(${formatNaira(zone.parcelFeeKobo)})` : ''}</option>
              </Field.Select>
            </div>
          ) : (
            <div className="sm:w-56">
              <Field.Text name="delivery.fee" label="Delivery fee (₦)" required={false} inputMode="decimal" />
            </div>
          )}
        </fieldset>

        <div className="grid gap-4">
          <fieldset className="grid grid-cols-2 gap-3 sm:max-w-sm">
            <legend className="mb-2 text-sm font-semibold">Lead time (days)</legend>
            <Field.Text name="leadTimeMinDays" label="From" required={false} inputMode="numeric" />
            <Field.Text name="leadTimeMaxDays" label="To" required={false} inputMode="numeric" />
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field.Select name="depositPercent" label="Deposit" required={false}>
              <option value="">Pay in full</option>
              {Array.from({ length: (DEPOSIT_PERCENT_MAX - DEPOSIT_PERCENT_MIN) / 10 + 1 }, (_, i) => DEPOSIT_PERCENT_MIN + i * 10).map((percent) => (
                <option key={percent} value={String(percent)}>
                  {percent}%
                </option>
              ))}
            </Field.Select>
            <Field.Text name="validUntil" label="Valid until" required={false} type="date" min={today} />
          </div>
        </div>

        <div className="rounded-lg bg-sand/60 p-4 text-sm" aria-live="polite">
          <dl className="flex flex-col gap-1.5">
            <div className="flex justify-between gap-4">
              <dt>Lines</dt>
              <dd className="tabular-nums">{formatNaira(totals.subtotalKobo)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt>Delivery</dt>
              <dd className="tabular-nums">{feeKobo === null ? '—' : formatNaira(totals.deliveryKobo)}</dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-border pt-1.5 font-semibold">
              <dt>Total</dt>
              <dd className="tabular-nums">{formatNaira(totals.totalKobo)}</dd>
            </div>
          </dl>
          <p className="mt-2 text-muted-foreground">{wording ? `${wording}.` : 'Paid in full when accepted.'}</p>
        </div>

        <Button type="submit" size="lg" disabled={busy} className="self-start">
          {busy ? <Spinner /> : <Send aria-hidden="true" className="size-4" />}
          {busy ? 'Sending…' : 'Send quote'}
        </Button>
      </AdminForm>
    </section>
  );
}

function SentQuote({ quote }: { quote: AdminQuote }) {
  const totals = quoteTotals({ lines: quote.lines, deliveryFeeKobo: quote.deliveryFeeKobo, depositPercent: quote.depositPercent });
  const wording = depositWording(totals, formatNaira);
  return (
    <section aria-labelledby="sent-heading" className={card}>
      <h2 id="sent-heading" className="text-lg font-semibold">
        The quote
      </h2>
      {quote.lines.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">No prices were sent.</p>
      ) : (
        <>
          <ul className="mt-4 flex flex-col divide-y divide-border text-sm">
            {quote.lines.map((line) => (
              <li key={line.id} className="flex justify-between gap-4 py-2">
                <span>
                  {line.description} × {line.quantity}
                </span>
                <span className="tabular-nums">{formatNaira(line.quantity * line.unitPriceKobo)}</span>
              </li>
            ))}
            <li className="flex justify-between gap-4 py-2">
              <span>Delivery{quote.deliveryZoneName ? ` (${quote.deliveryZoneName})` : ''}</span>
              <span className="tabular-nums">{formatNaira(totals.deliveryKobo)}</span>
            </li>
            <li className="flex justify-between gap-4 py-2 font-semibold">
              <span>Total</span>
              <span className="tabular-nums">{formatNaira(totals.totalKobo)}</span>
            </li>
          </ul>
          <p className="mt-2 text-sm text-muted-foreground">
            {wording ? `${wording}.` : 'Paid in full.'}
            {quote.leadTimeMinDays !== null && quote.leadTimeMaxDays !== null ? ` Lead time: ${formatLeadTime(quote.leadTimeMinDays, quote.leadTimeMaxDays)}.` : ''}
          </p>
        </>
      )}
    </section>
  );
}
