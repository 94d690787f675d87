'use server';
import { z } from 'zod';
import { defineAction } from '@/server/action';
import { requireUser, type SessionUser } from '@/server/auth/session';
import { serverCartLinesSchema } from '../../cart-lines';
import { syncServerCart, type CartSyncResult } from '../../server-cart';

// The browser's cart sync (src/lib/cart/cart-sync.ts) for a signed-in shopper: only ever their own cart.

const syncSchema = z.object({
  lines: serverCartLinesSchema,
  base: z.iso.datetime().nullable(),
  changed: z.boolean(),
  checkoutReached: z.boolean().optional(),
});

export const syncCartAction = defineAction<typeof syncSchema, SessionUser, CartSyncResult>(
  { name: 'syncCart', schema: syncSchema, authorize: requireUser, fallbackError: 'Could not save your cart to your account.' },
  (request, user) => syncServerCart(user.id, request),
);
