import { randomBytes } from 'node:crypto';
import { db } from '@/server/db/client';
import { draftOrderLines, draftOrders } from '@/server/db/schema';
import { hashDraftToken } from '@/server/drafts/draft-writes';
import { variantsOf } from './factories';
import { firstLocationId } from './locations';

// A draft order written straight to the database (docs/decisions/0066-draft-orders.md), for tests that
// need one to exist rather than to be made: one of `product` at ₦45,000, picked up at the first location, its
// link working a week.

export async function insertDraft(product: { id: string; name: string }, fields: Partial<typeof draftOrders.$inferInsert> = {}) {
  const [variant] = await variantsOf(product.id);
  const token = randomBytes(32).toString('base64url');
  const [draft] = await db
    .insert(draftOrders)
    .values({
      customerName: 'Amaka Obi', customerEmail: 'amaka@example.com', customerPhone: '+2348031234567', deliveryMethod: 'pickup', pickupLocationId: await firstLocationId(), deliveryFeeKobo: 0,
      listSubtotalKobo: 45_000_00, subtotalKobo: 45_000_00, totalKobo: 45_000_00, tokenHash: hashDraftToken(token),
      expiresAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000), createdByName: 'Test staff', ...fields,
    })
    .returning({ id: draftOrders.id });
  await db.insert(draftOrderLines).values({
    draftOrderId: draft!.id, position: 0, productId: product.id, productName: product.name, variantId: variant!.id, quantity: 1,
    listPriceKobo: 45_000_00, priceKobo: 45_000_00, deliveryClass: 'parcel',
  });
  return { draftId: draft!.id, token };
}
