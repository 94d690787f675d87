'use server';
import { defineAction } from '@/server/action';
import { requireUser, type SessionUser } from '@/server/auth/session';
import { acceptQuoteSchema } from '@/lib/schemas/quote';
import { acceptQuote, type AcceptedQuote } from '@/server/quotes/accept-quote';

// The customer's quote actions in My Account: the session is the customer, and each action checks
// the quote is theirs (src/server/quotes/accept-quote.ts). In actions/store/, not actions/: those are
// the back office's (tests/integration/admin-authorization.test.ts).

export const acceptQuoteAction = defineAction<typeof acceptQuoteSchema, SessionUser, AcceptedQuote>(
  { name: 'acceptQuote', schema: acceptQuoteSchema, authorize: requireUser, fallbackError: 'Failed to accept the quote. Please try again.' },
  (input, user) => acceptQuote(user, input),
);
