'use server';
import { defineAction } from '@/server/action';
import { requireUser, type SessionUser } from '@/server/auth/session';
import { acceptQuoteSchema, customerMessageSchema, declineQuoteSchema } from '@/lib/schemas/quote';
import { acceptQuote, askQuoteQuestion, declineQuote, type AcceptedQuote } from './accept-quote';

// The customer's quote actions in My Account: the session is the customer, and each action checks
// the quote is theirs (src/server/quotes/accept-quote.ts). Not in an actions/ folder: those are
// the back office's (tests/integration/admin-authorization.test.ts).

export const askQuoteQuestionAction = defineAction<typeof customerMessageSchema, SessionUser, { quoteNumber: string }>(
  { name: 'askQuoteQuestion', schema: customerMessageSchema, authorize: requireUser, fallbackError: 'Failed to send your message. Please try again.' },
  (input, user) => askQuoteQuestion(user, input),
);

export const declineQuoteAction = defineAction<typeof declineQuoteSchema, SessionUser, { quoteNumber: string }>(
  { name: 'declineQuote', schema: declineQuoteSchema, authorize: requireUser, fallbackError: 'Failed to decline the quote. Please try again.' },
  (input, user) => declineQuote(user, input),
);

export const acceptQuoteAction = defineAction<typeof acceptQuoteSchema, SessionUser, AcceptedQuote>(
  { name: 'acceptQuote', schema: acceptQuoteSchema, authorize: requireUser, fallbackError: 'Failed to accept the quote. Please try again.' },
  (input, user) => acceptQuote(user, input),
);
