'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { ActionError } from '@/server/action-error';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { quoteMessages, quotes } from '@/server/db/schema';
import { shopMessageSchema } from '@/lib/schemas/quote';
import { mailCustomer } from '../quote-mail';
import { recordQuoteAudit } from '../quote-audit';

/** Staff write to the customer on a quote: the message is kept and mailed to them from the shop. */
export const sendQuoteMessageAction = defineAction<typeof shopMessageSchema, SessionUser, { id: string }>(
  { name: 'sendQuoteMessage', schema: shopMessageSchema, authorize: permitted('quotes.write'), fallbackError: 'Failed to send the message. Please try again.' },
  async (input, admin) => {
    return db.transaction(async (tx) => {
      const [quote] = await tx.select().from(quotes).where(eq(quotes.id, input.id)).for('update');
      if (!quote) throw new ActionError('This quote no longer exists.');
      const [message] = await tx.insert(quoteMessages).values({ quoteId: quote.id, author: 'shop', userId: admin.id, body: input.body }).returning({ id: quoteMessages.id });
      await tx.update(quotes).set({ updatedAt: new Date() }).where(eq(quotes.id, quote.id));
      // The words stay in the quote's conversation; the log says a message went, and which.
      await recordQuoteAudit(tx, quote, { action: 'message_sent', details: { messageId: message!.id } });
      await mailCustomer(tx, quote, `A message about your quote ${quote.quoteNumber}`, [input.body]);
      return { id: message!.id };
    });
  },
);
