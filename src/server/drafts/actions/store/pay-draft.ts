'use server';
import { defineAction } from '@/server/action';
import { requireUser } from '@/server/auth/session';
import { payDraftSchema } from '@/lib/schemas/draft-order';
import type { AfterPlacing } from '@/lib/payment-methods';
import { nextStepAfterPlacing } from '@/server/checkout/after-placing';
import { placeDraftOrder } from '../../place-draft-order';

/**
 * "Place order and pay" on a draft's link: the order placed (src/server/drafts/place-draft-order.ts),
 * then on to Paystack or the order page with the bank details, as checkout goes on.
 */
export const payDraftAction = defineAction<typeof payDraftSchema, Awaited<ReturnType<typeof requireUser>>, { orderNumber: string; next: AfterPlacing }>(
  { name: 'payDraft', schema: payDraftSchema, authorize: requireUser, fallbackError: 'Failed to place your order. Please try again.', refreshes: 'storefront' },
  async (input, user, refresh) => {
    const placed = await placeDraftOrder(user, input);
    if (placed.duplicate) refresh.unchanged();
    return { orderNumber: placed.orderNumber, next: await nextStepAfterPlacing(placed) };
  },
);
