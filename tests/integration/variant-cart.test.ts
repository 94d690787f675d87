import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { pointDataDirAtTempFolder } from '../helpers/temp-data-dir';
import { db } from '@/server/db/client';
import { categories, orderItems, orders, productVariants, websiteSettings } from '@/server/db/schema';
import { checkCartAction } from '@/server/catalog/actions/store/check-cart';
import { priceCheckout } from '@/server/checkout/checkout-pricing';
import { placeOrder, type CartChange } from '@/server/checkout/place-order';
import { ActionError } from '@/server/action-error';
import { BANK_TRANSFER, PICKUP, takeBankTransfers } from '../helpers/checkout';
import { placeOrderSchema } from '@/lib/schemas/checkout';
import { newBuyer, newCategory, newDiscountCode, newProduct, newProductWithOptions, orderRequest, SHIPPING, variantsOf } from '../helpers/factories';
import { resetDatabase } from '../helpers/reset-database';

// A cart line is one variant of a piece, of any options (docs/decisions/0053-variants-are-the-unit-of-sale.md):
// the cart's check, checkout's prices and the order charge that variant's price, take its stock only,
// and the order line names it and its SKU. A line saved when colours were the only choice still reads.

let database: TestDatabase;

beforeAll(async () => {
  pointDataDirAtTempFolder();
  database = await createTestDatabase();
  await takeBankTransfers();
  await newCategory('Sofas');
});
afterAll(() => database.dispose());

beforeEach(() => resetDatabase({ keep: [categories, websiteSettings] }));

const THREE_VELVET = { priceKobo: 1_100_000_00, discountPriceKobo: 1_050_000_00 };

/** The Ikoyi Sofa in two sizes and two fabrics: four variants, four prices (one the sofa's own), four stocks. */
function ikoyiSofa() {
  return newProductWithOptions(
    { name: 'Ikoyi Sofa', priceKobo: 900_000_00 },
    [
      { name: 'Size', values: ['2-seater', '3-seater'] },
      { name: 'Fabric', values: ['Linen', 'Velvet'] },
    ],
    [
      { values: ['2-seater', 'Linen'], sku: 'IK-2-LIN', priceKobo: 700_000_00, stockQuantity: 1 },
      { values: ['2-seater', 'Velvet'], sku: 'IK-2-VEL', priceKobo: 800_000_00, stockQuantity: 2 },
      { values: ['3-seater', 'Linen'], sku: 'IK-3-LIN', stockQuantity: 3 },
      { values: ['3-seater', 'Velvet'], sku: 'IK-3-VEL', ...THREE_VELVET, stockQuantity: 4 },
    ],
  );
}

const stockBySku = async (productId: string) => Object.fromEntries((await variantsOf(productId)).map((variant) => [variant.sku, variant.stockQuantity]));

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ActionError);
  return error as ActionError<CartChange[]>;
}

describe('a piece sold in sizes and fabrics', () => {
  it('checks, prices and orders the 3-seater in velvet at its own price, taking its stock only and naming it on the order', async () => {
    const sofa = await ikoyiSofa();
    expect(sofa.stockQuantity).toBe(10);

    // The cart was shown the velvet 3-seater's full price; it is on sale now. The label matches in any case.
    const checked = await checkCartAction([
      { id: sofa.id, variant: '3-seater / velvet', unitPriceKobo: THREE_VELVET.priceKobo },
      { id: sofa.id, variant: '3-seater / Linen', unitPriceKobo: 900_000_00 },
      { id: sofa.id, variant: '3-seater', unitPriceKobo: 900_000_00 },
      { id: sofa.id, unitPriceKobo: 900_000_00 },
    ]);
    expect(checked).toEqual({
      ok: true,
      data: [
        { id: sofa.id, variant: '3-seater / velvet', available: true, unitPriceKobo: 1_050_000_00, priceChanged: true, stockQuantity: 4 },
        { id: sofa.id, variant: '3-seater / Linen', available: true, unitPriceKobo: 900_000_00, priceChanged: false, stockQuantity: 3 },
        // Half a variant, or none, is no variant: never another one's price or stock.
        { id: sofa.id, variant: '3-seater', available: false },
        { id: sofa.id, variant: null, available: false },
      ],
    });

    // Checkout's pricing works from the variant's price: a tenth off two velvet 3-seaters.
    await newDiscountCode({ code: 'TENTH', percentBasisPoints: 1000 });
    const priced = await priceCheckout({
      lines: [{ productId: sofa.id, variant: '3-seater / Velvet', quantity: 2 }],
      method: 'pickup',
      state: null,
      discount: { code: 'TENTH', guesser: { userId: null, clientAddress: null }, customer: null },
    });
    expect(priced.discount).toEqual({ applied: true, code: 'TENTH', kind: 'percentage', discountKobo: 210_000_00 });

    // The price the cart was shown before the sale is refused, naming the variant and today's price.
    const stale = await refusal(
      placeOrder(await newBuyer(), orderRequest([{ productId: sofa.id, variant: '3-seater / Velvet', quantity: 2, unitPriceKobo: THREE_VELVET.priceKobo }])),
    );
    expect(stale.details).toEqual([{ productId: sofa.id, variant: '3-seater / Velvet', name: 'Ikoyi Sofa', change: 'price', unitPriceKobo: 1_050_000_00 }]);

    const placed = await placeOrder(await newBuyer(), orderRequest([{ productId: sofa.id, variant: '3-seater / Velvet', quantity: 2, unitPriceKobo: 1_050_000_00 }]));
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({ subtotalKobo: 2_100_000_00, totalAmountKobo: 2_100_000_00 });
    const velvet = sofa.variants.find((variant) => variant.sku === 'IK-3-VEL')!;
    expect(await db.select().from(orderItems).where(eq(orderItems.orderId, placed.orderId))).toEqual([
      expect.objectContaining({
        productName: 'Ikoyi Sofa',
        variantId: velvet.id,
        variantLabel: '3-seater / Velvet',
        sku: 'IK-3-VEL',
        // The sofa has no Colour option.
        color: null,
        quantity: 2,
        priceKobo: 1_050_000_00,
        totalKobo: 2_100_000_00,
      }),
    ]);
    expect(await stockBySku(sofa.id)).toEqual({ 'IK-2-LIN': 1, 'IK-2-VEL': 2, 'IK-3-LIN': 3, 'IK-3-VEL': 2 });
  });

  it('refuses more of a variant than it holds, whatever the others hold, and a variant no longer sold, never moving the line to another', async () => {
    const sofa = await ikoyiSofa();
    const short = await refusal(
      placeOrder(await newBuyer(), orderRequest([{ productId: sofa.id, variant: '2-seater / Velvet', quantity: 3, unitPriceKobo: 800_000_00 }])),
    );
    expect(short.details).toEqual([{ productId: sofa.id, variant: '2-seater / Velvet', name: 'Ikoyi Sofa', change: 'stock', stockQuantity: 2 }]);

    await db.update(productVariants).set({ archivedAt: new Date() }).where(eq(productVariants.sku, 'IK-2-LIN'));
    expect(await checkCartAction([{ id: sofa.id, variant: '2-seater / Linen', unitPriceKobo: 700_000_00 }])).toEqual({
      ok: true,
      data: [{ id: sofa.id, variant: '2-seater / Linen', available: false }],
    });
    const gone = await refusal(
      placeOrder(await newBuyer(), orderRequest([{ productId: sofa.id, variant: '2-seater / Linen', quantity: 1, unitPriceKobo: 700_000_00 }])),
    );
    expect(gone.message).toBe('Ikoyi Sofa no longer comes in 2-seater / Linen. Please remove it and choose again.');
    expect(gone.details).toEqual([{ productId: sofa.id, variant: '2-seater / Linen', name: 'Ikoyi Sofa', change: 'variant' }]);
    expect(await db.select().from(orders)).toHaveLength(0);
    expect(await stockBySku(sofa.id)).toEqual({ 'IK-2-VEL': 2, 'IK-3-LIN': 3, 'IK-3-VEL': 4 });
  });

  it('keeps the colour apart on the order line when the piece has a Colour option, wherever it stands', async () => {
    const chair = await newProductWithOptions(
      { name: 'Lagos Lounge Chair', priceKobo: 185_000_00 },
      [
        { name: 'Size', values: ['Standard', 'Wide'] },
        { name: 'colour', values: ['Emerald', 'Ochre'] },
      ],
      [
        { values: ['Wide', 'Ochre'], sku: 'LC-W-OCH', stockQuantity: 2 },
        { values: ['Wide', 'Emerald'], sku: 'LC-W-EME', stockQuantity: 2 },
      ],
    );
    const placed = await placeOrder(await newBuyer(), orderRequest([{ productId: chair.id, variant: 'Wide / Ochre', unitPriceKobo: 185_000_00 }]));
    const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, placed.orderId));
    expect(line).toMatchObject({ variantLabel: 'Wide / Ochre', color: 'Ochre', sku: 'LC-W-OCH' });
  });
});

describe('a cart saved before variants', () => {
  it('names its colour, which still finds that colour’s variant at checkout', async () => {
    const sofa = await newProduct({ name: 'Lekki Sofa', priceKobo: 450_000_00, colorVariants: ['Indigo', 'Sand'], stockByColour: { indigo: 2, sand: 3 } });
    expect(await checkCartAction([{ id: sofa.id, color: 'Sand', unitPriceKobo: 450_000_00 }])).toEqual({
      ok: true,
      data: [{ id: sofa.id, variant: 'Sand', available: true, unitPriceKobo: 450_000_00, priceChanged: false, stockQuantity: 3 }],
    });
    // A checkout page loaded before variants sends the colour under its old key.
    const request = placeOrderSchema.parse({
      shipping: SHIPPING,
      lines: [{ productId: sofa.id, quantity: 1, unitPriceKobo: 450_000_00, color: 'sand' }],
      delivery: PICKUP,
      paymentMethod: BANK_TRANSFER,
      idempotencyKey: randomUUID(),
    });
    const placed = await placeOrder(await newBuyer(), request);
    const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, placed.orderId));
    expect(line).toMatchObject({ variantLabel: 'Sand', color: 'Sand' });
    expect(Object.fromEntries((await variantsOf(sofa.id)).map((variant) => [variant.option1, variant.stockQuantity]))).toEqual({ Indigo: 2, Sand: 2 });
  });
});
