import Link from 'next/link';
import { ChevronRight, ClipboardList } from 'lucide-react';
import { QuoteStatusBadge } from '@/components/quote-status-badge';
import { formatLongDate } from '@/lib/dates';
import { formatNaira } from '@/lib/money';
import { accountQuotePath, quoteSubject } from '@/lib/quotes';
import type { CustomerQuoteRow } from '@/server/quotes/customer-quotes';

/** My Account → Quotes: every quote asked under this account's email, newest first. */
export function QuoteList({ quotes }: { quotes: CustomerQuoteRow[] }) {
  return (
    <section aria-labelledby="quotes-heading" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h2 id="quotes-heading" className="text-2xl font-medium">
          Quotes
        </h2>
        <Link href="/quote" className="text-sm font-semibold underline decoration-brass underline-offset-4 hover:decoration-foreground">
          Request a quote
        </Link>
      </div>
      {quotes.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card px-6 py-12 text-center">
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-sand text-brass-text">
            <ClipboardList aria-hidden="true" className="size-8" strokeWidth={1.4} />
          </span>
          <h3 className="text-xl font-medium">No quotes yet</h3>
          <p className="max-w-sm text-sm text-muted-foreground">Ask us for a bespoke piece or a whole room, and our priced answer will be here.</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {quotes.map((quote) => (
            <li key={quote.id}>
              <Link
                href={accountQuotePath(quote.quoteNumber)}
                className="flex items-center gap-4 rounded-xl border border-border bg-card p-4 shadow-soft transition-colors hover:border-foreground/30 sm:p-5"
              >
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <span className="font-mono text-sm font-semibold">{quote.quoteNumber}</span>
                    <QuoteStatusBadge status={quote.status} />
                  </div>
                  <p className="truncate text-sm font-medium">{quoteSubject(quote, (name) => `A custom ${name}`)}</p>
                  <p className="text-xs text-muted-foreground">
                    Asked on {formatLongDate(quote.createdAt)}
                    {quote.subtotalKobo > 0 ? ` · ${formatNaira(quote.subtotalKobo + (quote.deliveryFeeKobo ?? 0))}` : ''}
                  </p>
                </div>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
