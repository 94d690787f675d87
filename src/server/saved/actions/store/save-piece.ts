'use server';
import { z } from 'zod';
import { defineAction } from '@/server/action';
import { ActionError } from '@/server/action-error';
import { requireUser } from '@/server/auth/session';
import { setPieceSaved } from '@/server/saved/saved-pieces';
import { oneLine } from '@/lib/schemas/fields';

// The hearts' actions (docs/product.md, "Saved pieces"): a signed-in shopper's own list only, the
// account always the session's. A visitor's hearts never reach the server until they sign in.

const FALLBACK = 'Could not update your saved pieces. Please try again.';
const productId = oneLine().uuid();

/** A heart pressed: `saved` is what the shopper now wants. */
export const savePieceAction = defineAction(
  { name: 'savePiece', schema: z.object({ productId, saved: z.boolean() }), authorize: requireUser, fallbackError: FALLBACK },
  async ({ productId, saved }, user) => {
    if (!(await setPieceSaved(user.id, productId, saved))) throw new ActionError('This piece is no longer available.');
    return { saved };
  },
);
