'use server';
import { defineAction } from '@/server/action';
import { requireUser } from '@/server/auth/session';
import { reportProblemSchema } from '@/lib/order-following';
import { respondToDelivery } from '@/server/order-desk/delivery-response';

// The buyer's answers after Delivered, on their order page (docs/product.md, "Following an order").

export const reportProblemAction = defineAction(
  { name: 'reportProblem', schema: reportProblemSchema, authorize: requireUser, fallbackError: 'Could not send your report. Please try again.' },
  async ({ orderNumber, report, photoKeys }, user) => respondToDelivery(orderNumber, user.id, { kind: 'problem', report, photoKeys }),
);
