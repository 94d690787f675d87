'use server';
import { z } from 'zod';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import { defineAction } from '@/server/action';
import { requestHeaders, requireUser } from '@/server/auth/session';
import { confirmStockAlert, isWatching, requestStockAlert, stopWatching, watchPiece } from './stock-alerts';

// "Tell me when it's back" on a sold-out piece's page, and the Confirm button of the visitor's link
// (docs/product.md, "Back in stock"). The signed-in actions only ever touch the session's own address;
// the visitor's are public, rate-limited (stock-alerts.ts), and their link is their authority.

const FALLBACK = 'Something went wrong. Please try again.';
const PUBLIC = async () => null;
const piece = z.object({ productId: z.string().uuid() });

/** Signed in: wait with the account's address, confirmed at once. */
export const watchPieceAction = defineAction(
  { name: 'watchPiece', schema: piece, authorize: requireUser, fallbackError: FALLBACK },
  async ({ productId }, user) => {
    await watchPiece(user, productId);
    return { watching: true, email: user.email };
  },
);

/** Signed in: whether the account is already waiting (the button's state when the page opens). */
export const watchingPieceAction = defineAction(
  { name: 'watchingPiece', schema: piece, authorize: requireUser, fallbackError: FALLBACK },
  async ({ productId }, user) => ({ watching: await isWatching(user, productId), email: user.email }),
);

/** Signed in: "Cancel". */
export const stopWatchingPieceAction = defineAction(
  { name: 'stopWatchingPiece', schema: piece, authorize: requireUser, fallbackError: FALLBACK },
  async ({ productId }, user) => {
    await stopWatching(user, productId);
    return { watching: false };
  },
);

/** A visitor: an address, mailed a link to confirm. */
export const askWhenBackAction = defineAction(
  {
    name: 'askWhenBack',
    schema: piece.extend({ email: z.string().trim().toLowerCase().max(254).email('Enter a valid email address') }),
    authorize: PUBLIC,
    fallbackError: FALLBACK,
  },
  async ({ productId, email }) => {
    await requestStockAlert(email, productId, (await requestHeaders()).get(CLIENT_IP_HEADER) ?? 'unknown');
    return { email };
  },
);

/** The confirmation link's page: the person presses Confirm (opening the link spent nothing). */
export const confirmStockAlertAction = defineAction(
  { name: 'confirmStockAlert', schema: z.object({ token: z.string().max(100) }), authorize: PUBLIC, fallbackError: FALLBACK },
  async ({ token }) => confirmStockAlert(token),
);
