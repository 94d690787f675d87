import type { Metadata } from 'next';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { QuoteClaim } from '@/app/(store)/account/quotes/[quoteNumber]/_components/quote-claim';
import { QuoteDetail } from '@/app/(store)/account/quotes/[quoteNumber]/_components/quote-detail';
import { requireUserPage } from '@/server/auth/session';
import { getCheckoutPrefill } from '@/server/checkout/checkout-prefill';
import { availablePaymentMethods, loadPaymentSettings } from '@/server/payments/methods';
import { getQuoteForUser, unclaimedQuoteFor } from '@/server/quotes/customer-quotes';
import { quoteTotals } from '@/lib/quotes';

type Props = { params: Promise<{ quoteNumber: string }> };

/**
 * The shopper's own quote, or one asked signed out with their address that they have yet to claim;
 * signed out, the sign-in page brings them back here (docs/product.md).
 */
const loadQuote = cache(async (quoteNumber: string) => {
  const user = await requireUserPage(`/account/quotes/${encodeURIComponent(quoteNumber)}`);
  const quote = await getQuoteForUser(quoteNumber, user);
  if (quote) return { user, quote, unclaimed: null };
  const unclaimed = await unclaimedQuoteFor(quoteNumber, user);
  return unclaimed ? { user, quote: null, unclaimed } : null;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await loadQuote((await params).quoteNumber);
  const quoteNumber = loaded?.quote?.quoteNumber ?? loaded?.unclaimed?.quoteNumber;
  return { title: quoteNumber ? `Quote ${quoteNumber}` : 'Page not found', robots: { index: false, follow: false } };
}

export default async function AccountQuotePage({ params }: Props) {
  const loaded = await loadQuote((await params).quoteNumber);
  // Someone else's quote reads exactly like one that does not exist.
  if (!loaded) notFound();
  if (!loaded.quote) return <QuoteClaim quote={loaded.unclaimed} />;
  const { user, quote } = loaded;
  const totals = quoteTotals({ lines: quote.lines, deliveryFeeKobo: quote.deliveryFeeKobo, depositPercent: quote.depositPercent });
  const [prefill, settings] = await Promise.all([getCheckoutPrefill(user), loadPaymentSettings()]);
  // Paystack or a transfer, whichever the shop takes; never pay on delivery for a custom piece.
  const methods = availablePaymentMethods({ settings, delivery: { method: 'delivery', payOnDelivery: false }, totalKobo: totals.totalKobo }).filter(
    (option) => option.method !== 'pay_on_delivery' && option.offered,
  );
  return <QuoteDetail quote={quote} totals={totals} prefill={prefill} methods={methods.map((option) => option.method as 'paystack' | 'bank_transfer')} />;
}
