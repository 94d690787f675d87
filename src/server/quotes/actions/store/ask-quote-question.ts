'use server';
import { defineAction } from '@/server/action';
import { requireUser, type SessionUser } from '@/server/auth/session';
import { customerMessageSchema } from '@/lib/schemas/quote';
import { askQuoteQuestion } from '@/server/quotes/accept-quote';

// The customer's quote actions in My Account: the session is the customer, and each action checks
// the quote is theirs (src/server/quotes/accept-quote.ts). In actions/store/, not actions/: those are
// the back office's (tests/integration/admin-authorization.test.ts).

export const askQuoteQuestionAction = defineAction<typeof customerMessageSchema, SessionUser, { quoteNumber: string }>(
  { name: 'askQuoteQuestion', schema: customerMessageSchema, authorize: requireUser, fallbackError: 'Failed to send your message. Please try again.' },
  (input, user) => askQuoteQuestion(user, input),
);
