'use server';
import { defineAction } from '@/server/action';
import { requireUser } from '@/server/auth/session';
import { stopWatching } from '@/server/saved/stock-alerts';
import { waitedForSchema } from '@/lib/schemas/stock-alert';

// "Tell me when it's back" on a sold-out piece's page, and the Confirm button of the visitor's link
// (docs/product.md, "Back in stock"). The signed-in actions only ever touch the session's own address;
// the visitor's are public, rate-limited (src/server/saved/stock-alerts.ts), and their link is their authority.

const FALLBACK = 'Something went wrong. Please try again.';

/** Signed in: "Cancel". */
export const stopWatchingPieceAction = defineAction(
  { name: 'stopWatchingPiece', schema: waitedForSchema, authorize: requireUser, fallbackError: FALLBACK },
  async (waited, user) => {
    await stopWatching(user, waited);
    return { watching: false };
  },
);
