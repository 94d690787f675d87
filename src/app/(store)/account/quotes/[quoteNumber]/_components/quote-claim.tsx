'use client';
import { useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { Check } from 'lucide-react';
import { StoreButton } from '@/components/store/store-button';
import { Spinner } from '@/components/ui/spinner';
import { formatLongDate } from '@/lib/dates';
import type { UnclaimedQuote } from '@/server/quotes/customer-quotes';
import { claimQuoteAction } from '@/server/quotes/actions/store/claim-quote';
import { AllQuotesLink } from './all-quotes-link';
import { useAction } from '@/components/use-action';

const card = 'rounded-xl border border-border bg-card p-5 shadow-soft sm:p-6';

/**
 * A request asked signed out with this account's address, not yet the account's
 * (src/server/quotes/customer-quotes.ts): its number and day only, never what it says, and
 * "This request is mine" once the address is confirmed.
 */
export function QuoteClaim({ quote }: { quote: UnclaimedQuote }) {
  const router = useRouter();
  const [error, setError] = useState<string>();
  const { run, pending: sending } = useAction();
  const [refreshing, startTransition] = useTransition();
  const busy = sending || refreshing;

  async function claim() {
    const result = await run(claimQuoteAction, { quoteNumber: quote.quoteNumber }, { failed: 'Failed to add the request to your account. Please try again.' });
    if (result.ok) return startTransition(() => router.refresh());
    setError(result.error);
  }

  return (
    <article aria-labelledby="quote-heading" className="flex flex-col gap-6">
      <AllQuotesLink />
      <section className={card}>
        <p className="eyebrow">Quote request</p>
        <h2 id="quote-heading" className="mt-1.5 font-sans text-2xl font-semibold tracking-tight break-all md:text-3xl">
          {quote.quoteNumber}
        </h2>
        <p className="mt-3 text-sm leading-relaxed">
          This request was sent with your email address on {formatLongDate(quote.createdAt)}, by someone who was not signed in. We show it in
          your account only once you tell us it is yours.
        </p>
        {quote.emailConfirmed ? (
          <>
            <StoreButton type="button" onClick={claim} disabled={busy} className="mt-4">
              {busy ? <Spinner /> : <Check aria-hidden="true" className="size-4" />}
              This request is mine
            </StoreButton>
            {error ? (
              <p role="alert" className="mt-3 text-sm text-destructive">
                {error}
              </p>
            ) : null}
            <p className="mt-3 text-sm text-muted-foreground">If you did not send it, leave it: nothing is added to your account.</p>
          </>
        ) : (
          <p role="status" className="mt-3 text-sm font-medium">
            Confirm your email address first, with the link we mailed you when you created your account. The request then appears here.
          </p>
        )}
      </section>
    </article>
  );
}
