'use server';
import { defineAction } from '@/server/action';
import { requireUser } from '@/server/auth/session';
import { confirmReceiptSchema } from '@/lib/order-following';
import { respondToDelivery } from '@/server/order-desk/delivery-response';

// The buyer's answers after Delivered, on their order page (docs/product.md, "Following an order").

export const confirmReceiptAction = defineAction(
  { name: 'confirmReceipt', schema: confirmReceiptSchema, authorize: requireUser, fallbackError: 'Could not confirm receipt. Please try again.' },
  async ({ orderNumber }, user) => respondToDelivery(orderNumber, user.id, { kind: 'receipt' }),
);
