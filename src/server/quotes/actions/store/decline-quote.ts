'use server';
import { defineAction } from '@/server/action';
import { requireUser, type SessionUser } from '@/server/auth/session';
import { declineQuoteSchema } from '@/lib/schemas/quote';
import { declineQuote } from '@/server/quotes/accept-quote';

// The customer's quote actions in My Account: the session is the customer, and each action checks
// the quote is theirs (src/server/quotes/accept-quote.ts). In actions/store/, not actions/: those are
// the back office's (tests/integration/admin-authorization.test.ts).

export const declineQuoteAction = defineAction<typeof declineQuoteSchema, SessionUser, { quoteNumber: string }>(
  { name: 'declineQuote', schema: declineQuoteSchema, authorize: requireUser, fallbackError: 'Failed to decline the quote. Please try again.' },
  (input, user) => declineQuote(user, input),
);
