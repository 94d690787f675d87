'use server';
import { z } from 'zod';
import { defineAction } from '@/server/action';
import { ActionError } from '@/server/action-error';
import { requireUser } from '@/server/auth/session';
import { MERGE_LIMIT, listSavedIds, mergeSavedPieces, setPieceSaved } from './saved-pieces';

// The hearts' actions (docs/product.md, "Saved pieces"): a signed-in shopper's own list only, the
// account always the session's. A visitor's hearts never reach the server until they sign in.

const FALLBACK = 'Could not update your saved pieces. Please try again.';
const productId = z.string().uuid();

/** A heart pressed: `saved` is what the shopper now wants. */
export const savePieceAction = defineAction(
  { name: 'savePiece', schema: z.object({ productId, saved: z.boolean() }), authorize: requireUser, fallbackError: FALLBACK },
  async ({ productId, saved }, user) => {
    if (!(await setPieceSaved(user.id, productId, saved))) throw new ActionError('This piece is no longer available.');
    return { saved };
  },
);

/**
 * Once after sign-in: the browser's list joins the account's, and the merged ids come back for the
 * hearts. Unknown or deleted pieces are ignored; repeating it changes nothing.
 */
export const mergeSavedPiecesAction = defineAction(
  { name: 'mergeSavedPieces', schema: z.object({ productIds: z.array(productId).max(MERGE_LIMIT) }), authorize: requireUser, fallbackError: FALLBACK },
  async ({ productIds }, user) => {
    await mergeSavedPieces(user.id, productIds);
    return { productIds: await listSavedIds(user.id) };
  },
);
