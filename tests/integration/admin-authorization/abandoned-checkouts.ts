import { db } from '@/server/db/client';
import { serverCarts } from '@/server/db/schema';
import { insertProduct, unique, type ActionRegistry, type QueryRegistry } from './_registry';
import { newBuyer } from '../../helpers/factories';

// Valid inputs for the abandoned checkouts' admin action (src/server/abandoned-checkouts/actions).

/** A shopper with a phone who reached checkout an hour ago and did not order. */
export async function insertAbandonedCheckout() {
  const product = await insertProduct();
  const { id } = await newBuyer({ id: `shopper-${unique()}`, phone: '0803 123 4567' });
  await db.insert(serverCarts).values({
    userId: id,
    lines: [{ productId: product.id, quantity: 1, variant: null }],
    checkoutReachedAt: new Date(Date.now() - 3_600_000),
  });
  return { userId: id };
}

export const actions: ActionRegistry = {
  whatsappFollowUpAction: insertAbandonedCheckout,
};

export const queries: QueryRegistry = {
  listAdminAbandonedCheckouts: async () => [{ q: '', page: 1 }],
};
