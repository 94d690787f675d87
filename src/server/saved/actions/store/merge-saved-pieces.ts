'use server';
import { z } from 'zod';
import { defineAction } from '@/server/action';
import { requireUser } from '@/server/auth/session';
import { MERGE_LIMIT, listSavedIds, mergeSavedPieces } from '@/server/saved/saved-pieces';
import { oneLine } from '@/lib/schemas/fields';

// The hearts' actions (docs/product.md, "Saved pieces"): a signed-in shopper's own list only, the
// account always the session's. A visitor's hearts never reach the server until they sign in.

const FALLBACK = 'Could not update your saved pieces. Please try again.';
const productId = oneLine().uuid();

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
