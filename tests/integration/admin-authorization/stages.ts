import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import { insertOrder } from './orders';
import type { ActionRegistry } from './_registry';

// Valid inputs for the admin actions of following an order (src/server/orders/stages/actions).

export const actions: ActionRegistry = {
  setOrderStageAction: async () => ({ id: (await insertOrder()).id, stage: 'confirmed', note: 'Paid in the showroom' }),
  resolveProblemReportAction: async () => {
    const order = await insertOrder();
    await db.update(orders).set({ stage: 'delivered', problemReportedAt: new Date(), problemReport: 'One leg arrived scratched.' }).where(eq(orders.id, order.id));
    return { id: order.id };
  },
};
