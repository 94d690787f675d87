import { randomUUID } from 'node:crypto';
import { variantsOf } from '../../helpers/factories';
import { firstLocationId } from '../../helpers/locations';
import { insertProduct, type ActionRegistry, type QueryRegistry } from './_registry';

// Valid inputs for the Sell screen's actions (src/server/pos/actions): a walk-in buys one piece in cash.

async function saleOfOne() {
  const product = await insertProduct();
  const [variant] = await variantsOf(product.id);
  return { lines: [{ variantId: variant!.id, quantity: 1, unitPriceKobo: 45_000_00 }], customer: { kind: 'walk_in' as const }, discountCode: '', manualDiscount: null };
}

/** A past day of its own for each caller: a day closes once, and an empty one closes with nothing expected. */
const pastDay = (() => {
  let day = 0;
  return () => new Date(Date.UTC(2026, 0, 1 + (day += 1))).toISOString().slice(0, 10);
})();

export const actions: ActionRegistry = {
  sellInShowroomAction: async () => ({
    locationId: await firstLocationId(),
    ...(await saleOfOne()),
    payments: [{ method: 'cash', amount: '45000', reference: '' }],
    idempotencyKey: randomUUID(),
  }),
  priceShowroomSaleAction: saleOfOne,
  findPiecesToSellAction: async () => ({ q: 'Test', locationId: await firstLocationId() }),
  findCustomersToSellAction: async () => ({ q: 'Amaka' }),
  closeCashUpAction: async () => ({ locationId: await firstLocationId(), businessDay: pastDay(), countedCash: '0', note: '' }),
  updateDiscountLimitsAction: async () => ({ limits: [{ role: 'manager', maxPercent: '15' }, { role: 'fulfilment', maxPercent: '5' }] }),
};


export const queries: QueryRegistry = {
  saleReceiptOf: async () => ['ORD-20260101-NONE'],
};
