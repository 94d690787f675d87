'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { ActionError } from '@/server/action-error';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { orders, quoteLines, quotes } from '@/server/db/schema';
import { loadDeliveryRules } from '@/server/delivery/rules';
import { lagosToday } from '@/lib/delivery/business-days';
import { quoteStatusOn, quoteTotals } from '@/lib/quotes';
import { sendQuoteSchema } from '@/lib/schemas/quote';
import { mailCustomer, messageQuoteReady } from '../quote-mail';
import { quoteSummaryLines } from '../quote-summary';
import { quotedTerms, recordQuoteAudit } from '../quote-audit';

// "Send quote" (docs/product.md, "Quotes for custom pieces"): the builder's lines, delivery (a
// zone's fee for the piece's class, or a custom fee), lead time, deposit and valid-until are
// fixed, the quote reads 'quoted', and the customer is mailed a link to it in My Account, in one
// transaction under the quote's lock, with its row in the activity log. A quote still open may be sent again with new prices, and so
// may an accepted one whose order was cancelled.

export const sendQuoteAction = defineAction<typeof sendQuoteSchema, SessionUser, { quoteNumber: string }>(
  { name: 'sendQuote', schema: sendQuoteSchema, authorize: permitted('quotes.write'), fallbackError: 'Failed to send the quote. Please try again.' },
  async (input) => {
    if (input.validUntil < lagosToday()) throw new ActionError('The valid-until date must be today or later.');
    const rules = await loadDeliveryRules();
    let delivery: { feeKobo: number; zoneName: string | null };
    if (input.delivery.mode === 'zone') {
      const { zoneName, deliveryClass } = input.delivery;
      const zone = rules.zones.find((candidate) => candidate.name === zoneName);
      if (!zone) throw new ActionError('That delivery zone is no longer active. Choose another, or a custom fee.');
      delivery = { feeKobo: deliveryClass === 'large' ? zone.largeFeeKobo : zone.parcelFeeKobo, zoneName: zone.name };
    } else {
      delivery = { feeKobo: input.delivery.fee, zoneName: null };
    }
    const lines = input.lines.map((line) => ({ description: line.description, quantity: line.quantity, unitPriceKobo: line.unitPrice }));
    const totals = quoteTotals({ lines, deliveryFeeKobo: delivery.feeKobo, depositPercent: input.depositPercent });
    if (!Number.isSafeInteger(totals.totalKobo)) throw new ActionError('That quote is too large.');
    if (input.depositPercent !== null && totals.depositKobo === null) throw new ActionError('A deposit needs priced lines: set a price, or choose pay in full.');

    return db.transaction(async (tx) => {
      const [quote] = await tx.select().from(quotes).where(eq(quotes.id, input.id)).for('update');
      if (!quote) throw new ActionError('This quote no longer exists.');
      const status = quoteStatusOn(quote, lagosToday());
      // An accepted quote whose order was cancelled (not paid in time) may be sent again.
      const [order] = quote.orderId ? await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, quote.orderId)) : [];
      const reopened = status === 'accepted' && order?.status === 'cancelled';
      if (status !== 'new' && status !== 'quoted' && status !== 'expired' && !reopened) {
        throw new ActionError('This quote was already accepted or declined; its prices are fixed.');
      }
      const before = await quotedTerms(tx, quote.id, { ...quote, status });
      await tx.delete(quoteLines).where(eq(quoteLines.quoteId, quote.id));
      await tx.insert(quoteLines).values(lines.map((line, position) => ({ ...line, quoteId: quote.id, position })));
      const sent = {
        status: 'quoted' as const,
        orderId: null,
        deliveryFeeKobo: delivery.feeKobo,
        deliveryZoneName: delivery.zoneName,
        leadTimeMinDays: input.leadTimeMinDays,
        leadTimeMaxDays: input.leadTimeMaxDays,
        depositPercent: input.depositPercent,
        validUntil: input.validUntil,
        sentAt: new Date(),
        updatedAt: new Date(),
      };
      await tx.update(quotes).set(sent).where(eq(quotes.id, quote.id));
      await recordQuoteAudit(tx, quote, { action: 'quote_sent', before, after: await quotedTerms(tx, quote.id, sent) });
      await mailCustomer(tx, quote, `Your quote ${quote.quoteNumber} is ready`, [
        'Thank you for asking us. Here is our quote:',
        '',
        ...quoteSummaryLines(sent, lines),
        '',
        'Accept it, ask a question or decline it in My Account (sign in, or create your account, with this email address).',
      ]);
      await messageQuoteReady(tx, quote, totals.totalKobo);
      return { quoteNumber: quote.quoteNumber };
    });
  },
);
