// @postgres: orders, transfers and counts take from one location at once
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as } from '../helpers/sessions';
import { newCategory, newProduct, placeTestOrder, putStockAt, newLocation, variantsOf } from '../helpers/factories';
import { firstLocationId, heldAt } from '../helpers/locations';
import { takeBankTransfers } from '../helpers/checkout';
import { resetDatabase, SIGNED_IN_ACCOUNTS } from '../helpers/reset-database';
import { db } from '@/server/db/client';
import { auditLog, orders, orderStockAllocations, productVariants, stockLocations, stockMovements, stockTransfers, websiteSettings } from '@/server/db/schema';
import { ActionError } from '@/server/action-error';
import { createLocationAction } from '@/server/stock/actions/create-location';
import { updateLocationAction } from '@/server/stock/actions/update-location';
import { deleteLocationAction } from '@/server/stock/actions/delete-location';
import { moveLocationAction } from '@/server/stock/actions/move-location';
import { sendTransferAction } from '@/server/stock/actions/send-transfer';
import { receiveTransferAction } from '@/server/stock/actions/receive-transfer';
import { countStockAction } from '@/server/stock/actions/count-stock';
import { moveOrderStockAction } from '@/server/orders/actions/move-order-stock';
import { updateOrderStatusAction } from '@/server/order-desk/actions/update-order-status';
import { priceCheckout } from '@/server/checkout/checkout-pricing';

// Stock where it really is (docs/decisions/0064-stock-locations.md): each variant counted per location,
// the website selling the sum of the locations that sell online, orders taking from a location by the
// shop's rule and giving back to the same place, transfers on the road between two, counts with reasons.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});

const callers = setUpAdminTestDatabase(dataDir);

beforeAll(async () => {
  await takeBankTransfers();
});
beforeEach(async () => {
  await resetDatabase({ keep: [...SIGNED_IN_ACCOUNTS, websiteSettings] });
  await newCategory('Sofas');
});

const onlineStock = async (variantId: string) =>
  (await db.select({ stock: productVariants.stockQuantity }).from(productVariants).where(eq(productVariants.id, variantId)))[0]!.stock;

async function singleVariantPiece(stockQuantity: number, name = 'Ikoyi Sofa') {
  const product = await newProduct({ name, stockQuantity, priceKobo: 450_000_00 });
  return { product, variant: (await variantsOf(product.id))[0]! };
}

const line = (productId: string, quantity = 1) => ({ productId, quantity, unitPriceKobo: 450_000_00 });

async function allocations(orderId: string) {
  return db
    .select({ locationId: orderStockAllocations.locationId, quantity: orderStockAllocations.quantity })
    .from(orderStockAllocations)
    .where(eq(orderStockAllocations.orderId, orderId))
    .orderBy(asc(orderStockAllocations.locationId));
}

async function unwrap<T>(result: Promise<{ ok: true; data: T } | { ok: false; error: string }>): Promise<T> {
  const settled = await result;
  if (!settled.ok) throw new Error(settled.error);
  return settled.data;
}

describe('stock per location', () => {
  it('sells online the sum of the locations that sell online; a showroom-only location is left out until it sells online', async () => {
    const { variant } = await singleVariantPiece(4);
    const warehouse = await firstLocationId();
    expect(await heldAt(warehouse, variant.id)).toBe(4);
    const lekki = await newLocation({ name: 'Lekki showroom' });
    const abuja = await newLocation({ name: 'Abuja showroom', sellsOnline: false });
    await putStockAt(lekki.id, variant.id, 3);
    await putStockAt(abuja.id, variant.id, 5);
    expect(await onlineStock(variant.id)).toBe(7);

    await unwrap(as(callers.admin, () => updateLocationAction({ id: abuja.id, name: 'Abuja showroom', address: '', openingHours: '', pickup: false, sellsOnline: true, restockBusinessDays: '3' })));
    expect(await onlineStock(variant.id)).toBe(12);
    await unwrap(as(callers.admin, () => updateLocationAction({ id: lekki.id, name: 'Lekki showroom', address: '', openingHours: '', pickup: true, sellsOnline: false, restockBusinessDays: '3' })));
    expect(await onlineStock(variant.id)).toBe(9);
  });

  it('puts stock set as one number (the product form, the stock editor) on the locations that sell online, taking in their order', async () => {
    const { variant } = await singleVariantPiece(2);
    const warehouse = await firstLocationId();
    const lekki = await newLocation();
    await putStockAt(lekki.id, variant.id, 3);
    await db.update(productVariants).set({ stockQuantity: 9 }).where(eq(productVariants.id, variant.id));
    expect([await heldAt(warehouse, variant.id), await heldAt(lekki.id, variant.id)]).toEqual([6, 3]);
    await db.update(productVariants).set({ stockQuantity: 1 }).where(eq(productVariants.id, variant.id));
    expect([await heldAt(warehouse, variant.id), await heldAt(lekki.id, variant.id)]).toEqual([0, 1]);
    expect(await onlineStock(variant.id)).toBe(1);
  });

  it('takes an order from the first location that holds it, several when one has too few, and gives each unit back where it came from', async () => {
    const { product, variant } = await singleVariantPiece(1);
    const warehouse = await firstLocationId();
    const lekki = await newLocation({ name: 'Lekki showroom' });
    await putStockAt(lekki.id, variant.id, 4);

    // Collected at the warehouse, which holds one: the other two come from Lekki, next in the shop's order.
    const placed = await placeTestOrder([line(product.id, 3)], { delivery: { method: 'pickup', feeKobo: 0, pickupLocationId: warehouse } });
    expect(await allocations(placed.orderId)).toEqual(
      [
        { locationId: warehouse, quantity: 1 },
        { locationId: lekki.id, quantity: 2 },
      ].sort((a, b) => a.locationId.localeCompare(b.locationId)),
    );
    expect([await heldAt(warehouse, variant.id), await heldAt(lekki.id, variant.id), await onlineStock(variant.id)]).toEqual([0, 2, 2]);
    const history = await db.select().from(stockMovements).where(eq(stockMovements.orderId, placed.orderId));
    expect(history.map((move) => [move.locationId, move.change, move.reason]).sort()).toEqual(
      [
        [warehouse, -1, 'order'],
        [lekki.id, -2, 'order'],
      ].sort(),
    );

    await unwrap(as(callers.admin, () => updateOrderStatusAction({ id: placed.orderId, status: 'cancelled', paymentStatus: 'pending', notes: '' })));
    expect([await heldAt(warehouse, variant.id), await heldAt(lekki.id, variant.id), await onlineStock(variant.id)]).toEqual([1, 4, 5]);
    expect(await allocations(placed.orderId)).toEqual([]);
  });

  it('takes a pickup from its own location first, records where to collect, and prices the wait by what the location holds', async () => {
    const { product, variant } = await singleVariantPiece(5);
    const lekki = await newLocation({ name: 'Lekki showroom', restockBusinessDays: 4 });
    const priced = await priceCheckout({ lines: [{ productId: product.id, quantity: 1 }], method: 'pickup', state: null, pickupLocationId: lekki.id, discount: null });
    expect(priced.ok && priced.pickup?.chosen).toMatchObject({ id: lekki.id, hasEverything: false, extraBusinessDays: 4 });
    expect(priced.ok && priced.pickup?.options.map((option) => [option.name, option.hasEverything])).toEqual([
      ['Main warehouse', true],
      ['Lekki showroom', false],
    ]);

    await putStockAt(lekki.id, variant.id, 1);
    const stocked = await priceCheckout({ lines: [{ productId: product.id, quantity: 1 }], method: 'pickup', state: null, pickupLocationId: lekki.id, discount: null });
    expect(stocked.ok && stocked.pickup?.chosen).toMatchObject({ id: lekki.id, hasEverything: true, extraBusinessDays: 0 });

    const placed = await placeTestOrder([line(product.id)], { delivery: { method: 'pickup', feeKobo: 0, pickupLocationId: lekki.id } });
    const [order] = await db.select({ pickupLocationId: orders.pickupLocationId }).from(orders).where(eq(orders.id, placed.orderId));
    expect(order!.pickupLocationId).toBe(lekki.id);
    expect(await allocations(placed.orderId)).toEqual([{ locationId: lekki.id, quantity: 1 }]);
    expect(await heldAt(lekki.id, variant.id)).toBe(0);
  });

  it('refuses pickup at a location that does not offer it', async () => {
    const { product } = await singleVariantPiece(5);
    const store = await newLocation({ pickup: false });
    await expect(placeTestOrder([line(product.id)], { delivery: { method: 'pickup', feeKobo: 0, pickupLocationId: store.id } })).rejects.toThrow(ActionError);
  });
});

describe('online and showroom stock at once', () => {
  it('never sells a unit twice nor goes below zero while orders, transfers and counts take from one location', async () => {
    const { product, variant } = await singleVariantPiece(0);
    const lekki = await newLocation({ name: 'Lekki showroom' });
    const abuja = await newLocation({ name: 'Abuja showroom' });
    await putStockAt(lekki.id, variant.id, 4);
    const attempts = await Promise.allSettled([
      ...Array.from({ length: 4 }, () => placeTestOrder([line(product.id)], { delivery: { method: 'pickup', feeKobo: 0, pickupLocationId: lekki.id } })),
      ...Array.from({ length: 3 }, () =>
        unwrap(as(callers.admin, () => sendTransferAction({ fromLocationId: lekki.id, toLocationId: abuja.id, lines: [{ variantId: variant.id, quantity: 1 }], note: null }))),
      ),
    ]);
    const succeeded = attempts.filter((attempt) => attempt.status === 'fulfilled').length;
    expect(succeeded).toBe(4);
    expect(await heldAt(lekki.id, variant.id)).toBe(0);
    const placedUnits = (await db.select().from(orderStockAllocations)).reduce((sum, row) => sum + row.quantity, 0);
    const sentUnits = (await db.select().from(stockTransfers)).length;
    expect(placedUnits + sentUnits).toBe(4);
    expect(await onlineStock(variant.id)).toBe(0);
  });
});

describe('transfers', () => {
  it('takes the units when sent, keeps them on the road, and adds them when received, once', async () => {
    const { variant } = await singleVariantPiece(6);
    const warehouse = await firstLocationId();
    const lekki = await newLocation({ name: 'Lekki showroom' });
    const { id } = await unwrap(
      as(callers.admin, () => sendTransferAction({ fromLocationId: warehouse, toLocationId: lekki.id, lines: [{ variantId: variant.id, quantity: '2' }], note: 'Van on Tuesday' })),
    );
    // Half-way: sent, not received. The website sells what is on a shelf only.
    expect([await heldAt(warehouse, variant.id), await heldAt(lekki.id, variant.id), await onlineStock(variant.id)]).toEqual([4, 0, 4]);
    const [sent] = await db.select().from(stockTransfers).where(eq(stockTransfers.id, id));
    expect(sent).toMatchObject({ status: 'in_transit', receivedAt: null, note: 'Van on Tuesday' });

    await unwrap(as(callers.admin, () => receiveTransferAction({ id })));
    expect([await heldAt(warehouse, variant.id), await heldAt(lekki.id, variant.id), await onlineStock(variant.id)]).toEqual([4, 2, 6]);
    expect(await as(callers.admin, () => receiveTransferAction({ id }))).toMatchObject({ ok: false, error: 'This transfer was already received.' });
    expect(await heldAt(lekki.id, variant.id)).toBe(2);

    const moves = await db.select({ reason: stockMovements.reason, change: stockMovements.change, locationId: stockMovements.locationId }).from(stockMovements).where(eq(stockMovements.variantId, variant.id));
    expect(moves).toEqual(
      expect.arrayContaining([
        { reason: 'transfer_sent', change: -2, locationId: warehouse },
        { reason: 'transfer_received', change: 2, locationId: lekki.id },
      ]),
    );
  });

  it('sends nothing when one line is short, and names it', async () => {
    const { variant } = await singleVariantPiece(1, 'Oja Lamp');
    const { variant: other } = await singleVariantPiece(5, 'Ayo Chair');
    const warehouse = await firstLocationId();
    const lekki = await newLocation({ name: 'Lekki showroom' });
    const refused = await as(callers.admin, () =>
      sendTransferAction({ fromLocationId: warehouse, toLocationId: lekki.id, lines: [{ variantId: other.id, quantity: 2 }, { variantId: variant.id, quantity: 2 }], note: null }),
    );
    expect(refused).toMatchObject({ ok: false, error: 'Main warehouse holds 1 of Oja Lamp, fewer than 2.' });
    expect([await heldAt(warehouse, other.id), await db.$count(stockTransfers)]).toEqual([5, 0]);
  });
});

describe('stock counts', () => {
  it('sets the counted numbers and keeps each difference with its reason, in the history and in Activity', async () => {
    const { variant } = await singleVariantPiece(5);
    const warehouse = await firstLocationId();
    await unwrap(as(callers.admin, () => countStockAction({ locationId: warehouse, lines: [{ variantId: variant.id, held: 5, counted: '3' }], reason: 'damaged' })));
    expect(await heldAt(warehouse, variant.id)).toBe(3);
    const [move] = await db.select().from(stockMovements).where(and(eq(stockMovements.variantId, variant.id), eq(stockMovements.reason, 'damaged')));
    expect(move).toMatchObject({ change: -2, stockAfter: 3, locationId: warehouse, locationStockAfter: 3 });
    const [row] = await db.select().from(auditLog).where(and(eq(auditLog.entityType, 'stock_count'), eq(auditLog.entityId, warehouse)));
    expect(row?.details).toMatchObject({ reason: 'Damaged', lines: [{ piece: 'Ikoyi Sofa', before: 5, counted: 3 }] });
  });
});

describe('where an order takes its stock', () => {
  it('can be moved to another location before dispatch, and not after', async () => {
    const { product, variant } = await singleVariantPiece(2);
    const warehouse = await firstLocationId();
    const lekki = await newLocation({ name: 'Lekki showroom' });
    const placed = await placeTestOrder([line(product.id, 2)]);
    expect(await as(callers.admin, () => moveOrderStockAction({ orderId: placed.orderId, variantId: variant.id, fromLocationId: warehouse, toLocationId: lekki.id }))).toMatchObject({
      ok: false,
      error: 'Lekki showroom holds 0 of Ikoyi Sofa; this order needs 2.',
      // Shown at the form's choice of location.
      details: { fieldErrors: { toLocationId: ['Lekki showroom holds 0 of Ikoyi Sofa; this order needs 2.'] } },
    });
    await putStockAt(lekki.id, variant.id, 2);
    await unwrap(as(callers.admin, () => moveOrderStockAction({ orderId: placed.orderId, variantId: variant.id, fromLocationId: warehouse, toLocationId: lekki.id })));
    expect(await allocations(placed.orderId)).toEqual([{ locationId: lekki.id, quantity: 2 }]);
    expect([await heldAt(warehouse, variant.id), await heldAt(lekki.id, variant.id), await onlineStock(variant.id)]).toEqual([2, 0, 2]);

    await db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, placed.orderId));
    expect(await as(callers.admin, () => moveOrderStockAction({ orderId: placed.orderId, variantId: variant.id, fromLocationId: lekki.id, toLocationId: warehouse }))).toMatchObject({ ok: false });
  });
});

describe('locations', () => {
  it('keeps one location selling online, names unique, and only deletes one that holds and names nothing', async () => {
    const warehouse = await firstLocationId();
    expect(await as(callers.admin, () => updateLocationAction({ id: warehouse, name: 'Main warehouse', address: '', openingHours: '', pickup: true, sellsOnline: false, restockBusinessDays: '3' }))).toMatchObject({
      ok: false,
      error: 'At least one location must sell online: the website sells its stock.',
    });
    const created = await unwrap(as(callers.admin, () => createLocationAction({ name: 'Lekki showroom', address: '3 Admiralty Way', openingHours: '', pickup: true, sellsOnline: true, restockBusinessDays: '2' })));
    expect(await as(callers.admin, () => createLocationAction({ name: 'lekki SHOWROOM', address: '', openingHours: '', pickup: true, sellsOnline: true, restockBusinessDays: '2' }))).toMatchObject({
      ok: false,
      error: 'A location called “lekki SHOWROOM” already exists.',
    });
    const { variant } = await singleVariantPiece(0);
    await putStockAt(created.id, variant.id, 1);
    expect(await as(callers.admin, () => deleteLocationAction({ id: created.id }))).toMatchObject({ ok: false, error: 'Lekki showroom still holds stock. Count it to zero or send it elsewhere first.' });

    const moved = await unwrap(as(callers.admin, () => moveLocationAction({ id: created.id, direction: 'up' })));
    expect(moved.ids).toEqual([created.id, warehouse]);
    // The first that sells online is now Lekki: stock set as one number lands there.
    await db.update(productVariants).set({ stockQuantity: 4 }).where(eq(productVariants.id, variant.id));
    expect(await heldAt(created.id, variant.id)).toBe(4);

    const empty = await unwrap(as(callers.admin, () => createLocationAction({ name: 'Pop-up', address: '', openingHours: '', pickup: false, sellsOnline: false, restockBusinessDays: '' })));
    await unwrap(as(callers.admin, () => deleteLocationAction({ id: empty.id })));
    expect(await db.$count(stockLocations)).toBe(2);
  });
});

