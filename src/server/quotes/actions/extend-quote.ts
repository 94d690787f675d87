'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { ActionError } from '@/server/action-error';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { quotes } from '@/server/db/schema';
import { formatLongDate } from '@/lib/dates';
import { lagosToday } from '@/lib/delivery/business-days';
import { formatQuoteDay } from '@/lib/quotes';
import { extendQuoteSchema } from '@/lib/schemas/quote';
import { mailCustomer } from '../quote-mail';
import { recordQuoteAudit } from '../quote-audit';

/** A sent quote (expired or not) holds its prices until a new date; the customer is told. */
export const extendQuoteAction = defineAction<typeof extendQuoteSchema, SessionUser, { validUntil: string }>(
  { name: 'extendQuote', schema: extendQuoteSchema, authorize: permitted('quotes.write'), fallbackError: 'Failed to extend the quote. Please try again.' },
  async (input) => {
    if (input.validUntil < lagosToday()) throw new ActionError('The new valid-until date must be today or later.');
    await db.transaction(async (tx) => {
      const [quote] = await tx.select().from(quotes).where(eq(quotes.id, input.id)).for('update');
      if (!quote) throw new ActionError('This quote no longer exists.');
      if (quote.status !== 'quoted') throw new ActionError('Only a sent quote that is still open can be extended.');
      await tx.update(quotes).set({ validUntil: input.validUntil, updatedAt: new Date() }).where(eq(quotes.id, quote.id));
      await recordQuoteAudit(tx, quote, { action: 'update', before: { validUntil: quote.validUntil }, after: { validUntil: input.validUntil } });
      await mailCustomer(tx, quote, `Your quote ${quote.quoteNumber} now holds until ${formatQuoteDay(input.validUntil, formatLongDate)}`, [
        `We have extended your quote: its prices now hold until ${formatQuoteDay(input.validUntil, formatLongDate)}.`,
      ]);
    });
    return { validUntil: input.validUntil };
  },
);
