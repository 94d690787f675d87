'use server';
import { defineAction } from '@/server/action';
import { requireUser } from '@/server/auth/session';
import { isWatching } from '@/server/saved/stock-alerts';
import { waitedForSchema } from '@/lib/schemas/stock-alert';

// "Tell me when it's back" on a sold-out piece's page, and the Confirm button of the visitor's link
// (docs/product.md, "Back in stock"). The signed-in actions only ever touch the session's own address;
// the visitor's are public, rate-limited (src/server/saved/stock-alerts.ts), and their link is their authority.

const FALLBACK = 'Something went wrong. Please try again.';

/** Signed in: whether the account is already waiting (the button's state when the page opens). */
export const watchingPieceAction = defineAction(
  { name: 'watchingPiece', schema: waitedForSchema, authorize: requireUser, fallbackError: FALLBACK },
  async (waited, user) => ({ watching: await isWatching(user, waited), email: user.email }),
);
