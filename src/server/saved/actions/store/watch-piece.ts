'use server';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import { defineAction } from '@/server/action';
import { requireUser } from '@/server/auth/session';
import { requestHeaders } from '@/server/request-context';
import { watchPiece } from '@/server/saved/stock-alerts';
import { waitedForSchema } from '@/lib/schemas/stock-alert';

// "Tell me when it's back" on a sold-out piece's page, and the Confirm button of the visitor's link
// (docs/product.md, "Back in stock"). The signed-in actions only ever touch the session's own address;
// the visitor's are public, rate-limited (src/server/saved/stock-alerts.ts), and their link is their authority.

const FALLBACK = 'Something went wrong. Please try again.';

/** Signed in: wait with the account's address, at once when it is confirmed, else once its mailed link is. */
export const watchPieceAction = defineAction(
  { name: 'watchPiece', schema: waitedForSchema, authorize: requireUser, fallbackError: FALLBACK },
  async (waited, user) => {
    const outcome = await watchPiece(user, waited, (await requestHeaders()).get(CLIENT_IP_HEADER) ?? 'unknown');
    return { watching: outcome === 'watching', email: user.email };
  },
);
