import { QuoteStatusBadge } from '@/components/quote-status-badge';
import { formatDateTime, formatLongDate } from '@/lib/dates';
import { formatLeadTime } from '@/lib/delivery/format';
import { formatNaira } from '@/lib/money';
import { QUOTE_BUDGET_LABELS, QUOTE_KIND_LABELS, depositWording, quoteSubject, wantedByLabel, formatDimensions, formatQuoteDay, type quoteTotals } from '@/lib/quotes';
import type { CustomerQuote } from '@/server/quotes/customer-quotes';
import type { CheckoutPrefill } from '@/server/checkout/checkout-prefill';
import { QuoteActions, QuoteQuestion } from './quote-actions';
import { AllQuotesLink } from './all-quotes-link';

const card = 'rounded-xl border border-border bg-card p-5 shadow-soft sm:p-6';

type Totals = ReturnType<typeof quoteTotals>;

/** One quote in My Account: the request, the shop's prices with the deposit, the conversation, and what to do next. */
export function QuoteDetail({
  quote,
  totals,
  prefill,
  methods,
}: {
  quote: CustomerQuote;
  totals: Totals;
  prefill: CheckoutPrefill;
  methods: ('paystack' | 'bank_transfer')[];
}) {
  const priced = quote.status !== 'new' && quote.lines.length > 0;
  const wording = depositWording(totals, formatNaira);
  return (
    <article aria-labelledby="quote-heading" className="flex flex-col gap-6">
      <AllQuotesLink />
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1.5">
          <p className="eyebrow">Quote</p>
          <h2 id="quote-heading" className="font-sans text-2xl font-semibold tracking-tight break-all md:text-3xl">
            {quote.quoteNumber}
          </h2>
          <p className="text-sm text-muted-foreground">Asked on {formatLongDate(quote.createdAt)}</p>
        </div>
        <QuoteStatusBadge status={quote.status} className="self-start text-sm sm:self-auto" />
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:items-start">
        <div className="flex flex-col gap-6">
          <section aria-labelledby="request-heading" className={card}>
            <h3 id="request-heading" className="text-lg font-semibold">
              Your request
            </h3>
            <p className="mt-1 text-sm text-muted-foreground">
              {quoteSubject(quote, (name) => `${QUOTE_KIND_LABELS[quote.kind]}: a custom version of ${name}`)}
            </p>
            <p className="mt-3 text-sm leading-relaxed whitespace-pre-line [overflow-wrap:anywhere]">{quote.description}</p>
            <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
              {[
                ['Dimensions', formatDimensions(quote)],
                ['Quantity', String(quote.quantity)],
                ['Fabric', quote.fabric],
                ['Finish or colour', quote.finish],
                ['Delivery state', quote.deliveryState],
                ['Budget', quote.budget ? QUOTE_BUDGET_LABELS[quote.budget] : null],
                [wantedByLabel(quote.kind), quote.wantedBy ? formatQuoteDay(quote.wantedBy, formatLongDate) : null],
              ]
                .filter((entry): entry is [string, string] => Boolean(entry[1]))
                .map(([label, value]) => (
                  <div key={label} className="flex flex-col gap-0.5">
                    <dt className="text-xs text-muted-foreground">{label}</dt>
                    <dd className="[overflow-wrap:anywhere]">{value}</dd>
                  </div>
                ))}
            </dl>
          </section>

          <section aria-labelledby="messages-heading" className={card}>
            <h3 id="messages-heading" className="text-lg font-semibold">
              Messages
            </h3>
            {quote.messages.length === 0 ? (
              <p className="mt-1 text-sm text-muted-foreground">Questions about your quote? Ask here; we reply by email and here.</p>
            ) : (
              <ol className="mt-4 flex flex-col gap-3">
                {quote.messages.map((message) => (
                  <li key={message.id} className={message.author === 'shop' ? 'mr-6 rounded-lg bg-sand/70 p-3' : 'ml-6 rounded-lg border border-border p-3'}>
                    <p className="text-xs text-muted-foreground">
                      <span className="font-semibold text-foreground">{message.author === 'shop' ? 'Adire Living' : 'You'}</span> · {formatDateTime(message.createdAt)}
                    </p>
                    <p className="mt-1 text-sm whitespace-pre-line [overflow-wrap:anywhere]">{message.body}</p>
                  </li>
                ))}
              </ol>
            )}
            <QuoteQuestion quoteNumber={quote.quoteNumber} />
          </section>
        </div>

        {/* On a phone the prices and what to do with them come first. */}
        <div className="order-first flex flex-col gap-6 lg:order-none">
          <section aria-labelledby="prices-heading" className={card}>
            <h3 id="prices-heading" className="text-lg font-semibold">
              Our quote
            </h3>
            {!priced ? (
              <p className="mt-1 text-sm text-muted-foreground">We are preparing your quote and will email you as soon as it is ready.</p>
            ) : (
              <>
                <table className="mt-4 w-full text-sm">
                  <caption className="sr-only">Quoted pieces</caption>
                  <thead>
                    <tr className="border-b border-border text-left text-xs text-muted-foreground">
                      <th scope="col" className="pb-2 font-medium">
                        Piece
                      </th>
                      <th scope="col" className="pb-2 text-right font-medium">
                        Qty
                      </th>
                      <th scope="col" className="pb-2 text-right font-medium">
                        Price
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-border">
                    {quote.lines.map((line) => (
                      <tr key={line.id}>
                        <td className="py-2 pr-3 [overflow-wrap:anywhere]">
                          {line.description}
                          <span className="block text-xs text-muted-foreground">{formatNaira(line.unitPriceKobo)} each</span>
                        </td>
                        <td className="py-2 text-right tabular-nums">{line.quantity}</td>
                        <td className="py-2 text-right tabular-nums">{formatNaira(line.quantity * line.unitPriceKobo)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <dl className="mt-3 flex flex-col gap-1.5 border-t border-border pt-3 text-sm">
                  <div className="flex justify-between gap-4">
                    <dt>Subtotal</dt>
                    <dd className="tabular-nums">{formatNaira(totals.subtotalKobo)}</dd>
                  </div>
                  <div className="flex justify-between gap-4">
                    <dt>Delivery{quote.deliveryZoneName ? ` (${quote.deliveryZoneName})` : ''}</dt>
                    <dd className="tabular-nums">{totals.deliveryKobo === 0 ? 'Free' : formatNaira(totals.deliveryKobo)}</dd>
                  </div>
                  <div className="flex justify-between gap-4 text-base font-semibold">
                    <dt>Total</dt>
                    <dd className="tabular-nums">{formatNaira(totals.totalKobo)}</dd>
                  </div>
                </dl>
                <ul className="mt-4 flex flex-col gap-1 text-sm">
                  {wording ? <li className="font-medium">{wording}.</li> : <li>Paid in full when you accept.</li>}
                  {quote.leadTimeMinDays !== null && quote.leadTimeMaxDays !== null ? (
                    <li className="text-muted-foreground">Made to order: {formatLeadTime(quote.leadTimeMinDays, quote.leadTimeMaxDays)}, then delivered.</li>
                  ) : null}
                  {quote.validUntil ? (
                    <li className="text-muted-foreground">
                      {quote.status === 'expired' ? 'These prices held until' : 'These prices hold until'} {formatQuoteDay(quote.validUntil, formatLongDate)}.
                    </li>
                  ) : null}
                </ul>
              </>
            )}
          </section>
          <QuoteActions quote={quote} prefill={prefill} methods={methods} depositWording={wording} totalKobo={totals.totalKobo} />
        </div>
      </div>
    </article>
  );
}
