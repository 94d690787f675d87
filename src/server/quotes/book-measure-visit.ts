import 'server-only';
import { db } from '@/server/db/client';
import { quoteLines, quotes } from '@/server/db/schema';
import { measureVisitOffer } from '@/server/catalog/measure-visit-reads';
import { addCalendarDays, lagosToday } from '@/lib/delivery/business-days';
import { measureVisitLine, VISIT_DAYS_AHEAD_MAX, visitAreaText } from '@/lib/catalog/measure-visit';
import { formatNaira } from '@/lib/money';
import type { QuoteRequest } from '@/lib/schemas/quote';
import { mailCustomer, mailShop } from './quote-mail';
import { quoteSummaryLines } from './quote-summary';
import { withNewQuoteNumber } from './quote-number';
import { QuoteRequestError, type QuoteSender } from './quote-request-error';

// "We measure for you" (docs/decisions/0062-we-measure-for-you.md): a signed-in shopper books a fitter's
// visit for a piece made to measure, in a state the shop visits, on a preferred day from tomorrow. Its fee
// is the shop's setting, so the booking is a quote already priced ('quoted', one line, no delivery), valid
// until the preferred day: the shopper accepts and pays it in My Account like any quote, which places the
// order. The quote, its line and both mails are one transaction.

export const SIGN_IN_TO_BOOK = 'Sign in to book a measuring visit: you pay for it in My Account.';

export async function bookMeasureVisit(request: QuoteRequest, sender: QuoteSender): Promise<{ quoteNumber: string }> {
  if (!sender.userId) throw new QuoteRequestError(SIGN_IN_TO_BOOK, 400);
  const offer = request.productId ? await measureVisitOffer(request.productId) : null;
  if (!offer) throw new QuoteRequestError('This piece has no measuring visits. Enter your sizes on its page instead.', 400, 'productId');
  if (!request.deliveryState || !offer.states.includes(request.deliveryState)) {
    throw new QuoteRequestError(`We measure in ${visitAreaText(offer.states)} only.`, 400, 'deliveryState');
  }
  const today = lagosToday();
  const day = request.wantedBy;
  if (!day || day <= today || day > addCalendarDays(today, VISIT_DAYS_AHEAD_MAX)) {
    throw new QuoteRequestError(`Choose a day from tomorrow to ${VISIT_DAYS_AHEAD_MAX} days ahead.`, 400, 'wantedBy');
  }
  const userId = sender.userId;
  const line = { description: measureVisitLine(offer.productName, day), quantity: 1, unitPriceKobo: offer.feeKobo };
  const terms = { deliveryFeeKobo: 0, deliveryZoneName: null, depositPercent: null, leadTimeMinDays: null, leadTimeMaxDays: null, validUntil: day };

  return withNewQuoteNumber((quoteNumber) =>
    db.transaction(async (tx) => {
      const [quote] = await tx
        .insert(quotes)
        .values({
          quoteNumber,
          userId,
          name: request.name,
          email: request.email,
          phone: request.phone,
          contactVia: request.contactVia,
          kind: 'measure-visit',
          productId: request.productId,
          productName: offer.productName,
          description: request.description,
          quantity: 1,
          deliveryState: request.deliveryState,
          wantedBy: day,
          status: 'quoted',
          sentAt: new Date(),
          ...terms,
        })
        .returning({ id: quotes.id, quoteNumber: quotes.quoteNumber, name: quotes.name, email: quotes.email, userId: quotes.userId });
      if (!quote) throw new Error('The quote row was not returned');
      await tx.insert(quoteLines).values({ ...line, quoteId: quote.id, position: 0 });
      await mailShop(tx, quote, `Measuring visit ${quote.quoteNumber} booked by ${request.name}`, [
        line.description,
        `State: ${request.deliveryState}`,
        `Address and directions: ${request.description}`,
        `Fee: ${formatNaira(offer.feeKobo)}, to be paid in My Account before the visit`,
      ]);
      await mailCustomer(tx, quote, `Your measuring visit ${quote.quoteNumber}: pay to confirm it`, [
        `Thank you for booking a measuring visit in ${request.deliveryState}.`,
        '',
        ...quoteSummaryLines(terms, [line]),
        '',
        'Pay for it in My Account to confirm the visit. We will call you the day before to agree the time.',
      ]);
      return { quoteNumber: quote.quoteNumber };
    }),
  );
}
