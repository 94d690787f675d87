import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { db } from '@/server/db/client';
import { categories, customers, deliveryZones, orderItems, orders, products, users, websiteSettings } from '@/server/db/schema';
import { insertDeliveryZones } from '../../seed/delivery';
import { placeOrder, type CartChange } from '@/server/checkout/place-order';
import { priceDeliveryAction } from '@/server/checkout/actions/store/price-delivery';
import { ActionError } from '@/server/action-error';
import { placeOrderSchema, type PlaceOrderInput } from '@/lib/schemas/checkout';
import { addBusinessDays, addCalendarDays, lagosToday } from '@/lib/delivery/business-days';
import { BANK_TRANSFER, takeBankTransfers } from '../helpers/checkout';
import { newBuyer, newCategory, newProduct } from '../helpers/factories';
import { DELIVERY_ZONES, resetDatabase } from '../helpers/reset-database';

// Delivery priced at checkout against a real database: the fee by zone and delivery class,
// free delivery from the threshold, pickup, states no zone serves, a fee changed after it was
// shown, the estimated window, and colours kept on the order lines.

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await newCategory('Sofas');
  await db.transaction((tx) => insertDeliveryZones(tx));
  await takeBankTransfers();
});
afterAll(() => database.dispose());

beforeEach(async () => {
  await resetDatabase({ keep: [users, categories, ...DELIVERY_ZONES, websiteSettings] });
  await db.update(deliveryZones).set({ active: true, parcelFeeKobo: 5_000_00 }).where(eq(deliveryZones.name, 'Lagos'));
  await db.update(deliveryZones).set({ active: true }).where(eq(deliveryZones.name, 'North'));
});

// This file's pieces: ₦45,000 each, ten in stock, unless a test says otherwise.
const PIECE = { priceKobo: 45_000_00, stockQuantity: 10 };

type Line = { productId: string; quantity: number; unitPriceKobo: number; variant?: string | null };

function request(lines: Line[], delivery: PlaceOrderInput['delivery'], state: PlaceOrderInput['shipping']['state'] = 'Lagos') {
  return placeOrderSchema.parse({
    shipping: { fullName: 'Amaka Obi', email: 'amaka@example.com', phone: '0803 123 4567', address: '12 Admiralty Way', state, notes: '' },
    lines,
    delivery,
    paymentMethod: BANK_TRANSFER,
    idempotencyKey: randomUUID(),
  });
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ActionError);
  return error as ActionError<CartChange[] | undefined>;
}

describe('delivery at checkout', () => {
  it('charges the zone parcel fee, stores the delivery and counts it in the customer total', async () => {
    const lamp = await newProduct({ ...PIECE, name: 'Brass Lamp', deliveryClass: 'parcel' });
    const quote = await priceDeliveryAction({ lines: [{ productId: lamp.id, quantity: 2 }], method: 'delivery', state: 'Lagos' });
    expect(quote).toMatchObject({ ok: true, quote: { feeKobo: 5_000_00, zoneName: 'Lagos' } });

    const placed = await placeOrder(await newBuyer(), request([{ productId: lamp.id, quantity: 2, unitPriceKobo: 45_000_00 }], { method: 'delivery', feeKobo: 5_000_00 }));
    expect(placed.totalKobo).toBe(95_000_00);
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.orderId));
    const today = lagosToday();
    expect(order).toMatchObject({
      subtotalKobo: 90_000_00,
      deliveryFeeKobo: 5_000_00,
      totalAmountKobo: 95_000_00,
      deliveryMethod: 'delivery',
      deliveryState: 'Lagos',
      deliveryZoneName: 'Lagos',
      deliveryWindowStart: addBusinessDays(today, 1),
      deliveryWindowEnd: addBusinessDays(today, 3),
    });
    const [customer] = await db.select().from(customers);
    expect(customer).toMatchObject({ totalOrders: 1, totalSpentKobo: 95_000_00 });
  });

  it('charges the large-piece fee once for an order with a large piece, and nothing from the free-delivery threshold on', async () => {
    const sofa = await newProduct({ ...PIECE, name: 'Ikoyi Sofa', deliveryClass: 'large', priceKobo: 700_000_00 });
    const lamp = await newProduct({ ...PIECE, name: 'Brass Lamp' });
    const lines = [
      { productId: sofa.id, quantity: 1, unitPriceKobo: 700_000_00 },
      { productId: lamp.id, quantity: 1, unitPriceKobo: 45_000_00 },
    ];
    const large = await placeOrder(await newBuyer(), request(lines, { method: 'delivery', feeKobo: 45_000_00 }, 'Oyo'));
    expect(large.totalKobo).toBe(745_000_00 + 45_000_00);

    // Three sofas pass the seeded ₦1,500,000 free-delivery threshold.
    const free = await priceDeliveryAction({ lines: [{ productId: sofa.id, quantity: 3 }], method: 'delivery', state: 'Kano' });
    expect(free).toMatchObject({ ok: true, quote: { feeKobo: 0, freeByThreshold: true, zoneName: 'North' } });
    const placed = await placeOrder(await newBuyer(), request([{ productId: sofa.id, quantity: 3, unitPriceKobo: 700_000_00 }], { method: 'delivery', feeKobo: 0 }, 'Kano'));
    expect(placed.totalKobo).toBe(2_100_000_00);
  });

  it('refuses a state whose zone is inactive, writing nothing; pickup is free and works', async () => {
    await db.update(deliveryZones).set({ active: false }).where(eq(deliveryZones.name, 'North'));
    const chair = await newProduct({ ...PIECE, name: 'Oyo Chair', stockQuantity: 3 });
    const line = [{ productId: chair.id, quantity: 1, unitPriceKobo: 45_000_00 }];

    expect(await priceDeliveryAction({ lines: [{ productId: chair.id, quantity: 1 }], method: 'delivery', state: 'Kano' })).toEqual({
      ok: false,
      reason: 'refused',
      message: "We don't deliver to Kano yet. Choose showroom pickup, or contact us.",
    });
    const error = await refusal(placeOrder(await newBuyer(), request(line, { method: 'delivery', feeKobo: 0 }, 'Kano')));
    expect(error.message).toBe("We don't deliver to Kano yet. Choose showroom pickup, or contact us.");
    expect(await db.select().from(orders)).toHaveLength(0);
    const [unchanged] = await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, chair.id));
    expect(unchanged?.stock).toBe(3);

    const placed = await placeOrder(await newBuyer(), request(line, { method: 'pickup', feeKobo: 0 }, 'Kano'));
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({ deliveryMethod: 'pickup', deliveryFeeKobo: 0, deliveryState: null, totalAmountKobo: 45_000_00 });
    expect(order?.deliveryWindowStart).toBe(addBusinessDays(lagosToday(), 2));
  });

  it('refuses an order whose fee changed after it was shown, and the next quote shows the new fee', async () => {
    const lamp = await newProduct({ ...PIECE, name: 'Brass Lamp' });
    const line = [{ productId: lamp.id, quantity: 1, unitPriceKobo: 45_000_00 }];
    await db.update(deliveryZones).set({ parcelFeeKobo: 6_500_00 }).where(eq(deliveryZones.name, 'Lagos'));

    const error = await refusal(placeOrder(await newBuyer(), request(line, { method: 'delivery', feeKobo: 5_000_00 })));
    expect(error.message).toBe('The delivery fee is now ₦6,500. Please check your order and place it again.');
    expect(await db.select().from(orders)).toHaveLength(0);
    const [product] = await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, lamp.id));
    expect(product?.stock).toBe(10);

    expect(await priceDeliveryAction({ lines: [{ productId: lamp.id, quantity: 1 }], method: 'delivery', state: 'Lagos' })).toMatchObject({
      ok: true,
      quote: { feeKobo: 6_500_00 },
    });
  });

  it('estimates the window from the slowest made-to-order line and stores each line\'s lead time', async () => {
    const bed = await newProduct({ ...PIECE, name: 'Lagos Luxe Bed', deliveryClass: 'large', leadTimeMinDays: 14, leadTimeMaxDays: 21 });
    const lamp = await newProduct({ ...PIECE, name: 'Brass Lamp' });
    const placed = await placeOrder(
      await newBuyer(),
      request(
        [
          { productId: bed.id, quantity: 1, unitPriceKobo: 45_000_00 },
          { productId: lamp.id, quantity: 1, unitPriceKobo: 45_000_00 },
        ],
        { method: 'delivery', feeKobo: 25_000_00 },
      ),
    );
    const today = lagosToday();
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order?.deliveryWindowStart).toBe(addBusinessDays(addCalendarDays(today, 14), 1));
    expect(order?.deliveryWindowEnd).toBe(addBusinessDays(addCalendarDays(today, 21), 3));
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, placed.orderId));
    expect(items.find((item) => item.productName === 'Lagos Luxe Bed')).toMatchObject({ deliveryClass: 'large', leadTimeMinDays: 14, leadTimeMaxDays: 21 });
  });

  it('prices nothing until a state is chosen', async () => {
    const lamp = await newProduct({ ...PIECE, name: 'Brass Lamp' });
    expect(await priceDeliveryAction({ lines: [{ productId: lamp.id, quantity: 1 }], method: 'delivery', state: null })).toMatchObject({
      ok: false,
      reason: 'unpriced',
    });
    expect(await priceDeliveryAction({ lines: [], method: 'delivery', state: 'Lagos' })).toMatchObject({ ok: false, reason: 'failed' });
  });
});

describe('colours on order lines', () => {
  it('keeps two colours of one sofa as two lines with their colours, drawing on one stock', async () => {
    const sofa = await newProduct({ ...PIECE, name: 'Ikoyi Sofa', colorVariants: ['Indigo', 'Emerald'], stockQuantity: 3 });
    const placed = await placeOrder(
      await newBuyer(),
      request(
        [
          { productId: sofa.id, quantity: 2, unitPriceKobo: 45_000_00, variant: 'Indigo' },
          { productId: sofa.id, quantity: 1, unitPriceKobo: 45_000_00, variant: 'Emerald' },
        ],
        { method: 'pickup', feeKobo: 0 },
      ),
    );
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, placed.orderId));
    expect(items.map((item) => [item.color, item.quantity]).sort()).toEqual([
      ['Emerald', 1],
      ['Indigo', 2],
    ]);
    const [left] = await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, sofa.id));
    expect(left?.stock).toBe(0);
  });

  it('refuses more units of a colour than that colour has, whatever the other colours hold', async () => {
    const sofa = await newProduct({ ...PIECE, name: 'Ikoyi Sofa', colorVariants: ['Indigo', 'Emerald'], stockByColour: { indigo: 1, emerald: 5 } });
    const error = await refusal(
      placeOrder(
        await newBuyer(),
        request(
          [
            { productId: sofa.id, quantity: 2, unitPriceKobo: 45_000_00, variant: 'Indigo' },
            { productId: sofa.id, quantity: 1, unitPriceKobo: 45_000_00, variant: 'Emerald' },
          ],
          { method: 'pickup', feeKobo: 0 },
        ),
      ),
    );
    expect(error.details?.map((change) => [change.change, change.variant, change.stockQuantity])).toEqual([['stock', 'Indigo', 1]]);
  });

  it('requires one of the product\'s colours, and none for a product without colours', async () => {
    const sofa = await newProduct({ ...PIECE, name: 'Ikoyi Sofa', colorVariants: ['Indigo'] });
    const lamp = await newProduct({ ...PIECE, name: 'Brass Lamp' });
    const pickup = { method: 'pickup', feeKobo: 0 } as const;

    const missing = await refusal(placeOrder(await newBuyer(), request([{ productId: sofa.id, quantity: 1, unitPriceKobo: 45_000_00 }], pickup)));
    expect(missing.message).toBe('Please choose the options you want for Ikoyi Sofa.');
    const gone = await refusal(placeOrder(await newBuyer(), request([{ productId: sofa.id, quantity: 1, unitPriceKobo: 45_000_00, variant: 'Mustard' }], pickup)));
    expect(gone.message).toBe('Ikoyi Sofa no longer comes in Mustard. Please remove it and choose again.');
    expect(gone.details).toEqual([{ productId: sofa.id, variant: 'Mustard', name: 'Ikoyi Sofa', change: 'variant' }]);
    const extra = await refusal(placeOrder(await newBuyer(), request([{ productId: lamp.id, quantity: 1, unitPriceKobo: 45_000_00, variant: 'Red' }], pickup)));
    expect(extra.details?.[0]?.change).toBe('variant');
    expect(await db.select().from(orders)).toHaveLength(0);
  });
});
