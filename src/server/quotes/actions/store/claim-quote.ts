'use server';
import { defineAction } from '@/server/action';
import { requireUser, type SessionUser } from '@/server/auth/session';
import { claimQuoteSchema } from '@/lib/schemas/quote';
import { claimQuote } from '@/server/quotes/accept-quote';

// The customer's quote actions in My Account: the session is the customer, and each action checks
// the quote is theirs (src/server/quotes/accept-quote.ts). In actions/store/, not actions/: those are
// the back office's (tests/integration/admin-authorization.test.ts).

export const claimQuoteAction = defineAction<typeof claimQuoteSchema, SessionUser, { quoteNumber: string }>(
  { name: 'claimQuote', schema: claimQuoteSchema, authorize: requireUser, fallbackError: 'Failed to add the request to your account. Please try again.' },
  (input, user) => claimQuote(user, input),
);
