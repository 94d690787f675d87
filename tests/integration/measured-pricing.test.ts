import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { pointDataDirAtTempFolder } from '../helpers/temp-data-dir';
import { db } from '@/server/db/client';
import { categories, orderItems, orders, products, stockMovements, websiteSettings } from '@/server/db/schema';
import { type CartChange } from '@/server/checkout/place-order';
import { priceCheckout } from '@/server/checkout/checkout-pricing';
import { returnStock } from '@/server/orders/order-stock';
import { checkCartAction } from '@/server/catalog/actions/store/check-cart';
import { receiptForOrder } from '@/server/receipts/load-receipt';
import { renderReceiptPdf } from '@/server/receipts/render-receipt';
import { ActionError } from '@/server/action-error';
import { pdfLines } from '../helpers/pdf-text';
import { takeBankTransfers } from '../helpers/checkout';
import { CURTAIN_RULE, newCategory, newMeasuredProduct, newProduct, placeTestOrder } from '../helpers/factories';
import { resetDatabase } from '../helpers/reset-database';

// Curtains made to measure (docs/decisions/0058-made-to-measure.md) against a real database: the server
// prices each size by the product's rule in whole kobo, refuses a size outside its limits and a price the
// browser changed, takes no stock for a measured line, keeps the size and cut on the order line and its
// receipt, and sells it on deposit like other made-to-order pieces.

let database: TestDatabase;

beforeAll(async () => {
  pointDataDirAtTempFolder();
  database = await createTestDatabase();
  await newCategory('Curtains');
});
afterAll(() => database.dispose());

beforeEach(async () => {
  await resetDatabase({ keep: [categories, websiteSettings] });
  await takeBankTransfers({ depositPercent: 50 });
});

const LINED = { widthCm: 240, dropCm: 270, lined: true };
/** ₦12,500 a metre x 8.4 m + ₦6,000 x 3 widths + ₦3,500 x 8.4 m of lining. */
const LINED_PRICE = 105_000_00 + 18_000_00 + 29_400_00;

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ActionError);
  return error as ActionError<CartChange[] | undefined>;
}

const stockOf = async (id: string) => (await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, id)))[0]!.stock;

describe('a curtain made to measure', () => {
  it('is priced by its rule, ordered with its size and cut, and takes no stock', async () => {
    const curtain = await newMeasuredProduct({ name: 'Made-to-Measure Linen Curtains', stockQuantity: 0 });
    const placed = await placeTestOrder([{ productId: curtain.id, unitPriceKobo: LINED_PRICE, measure: LINED, quantity: 2 }]);

    expect(placed.totalKobo).toBe(2 * LINED_PRICE);
    const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, placed.orderId));
    expect(item).toMatchObject({ priceKobo: LINED_PRICE, totalKobo: 2 * LINED_PRICE, leadTimeMinDays: 7, leadTimeMaxDays: 10 });
    expect(item!.measurements).toEqual({ ...LINED, widths: 3, fabricCm: 840, fabricKobo: 105_000_00, makingKobo: 18_000_00, liningKobo: 29_400_00, totalKobo: LINED_PRICE });
    // Nothing in stock, and none taken or recorded as moved.
    expect(await stockOf(curtain.id)).toBe(0);
    expect(await db.select().from(stockMovements)).toHaveLength(0);
    // Cancelled, it gives back none of the stock it never took.
    expect(await db.transaction((tx) => returnStock(tx, placed.orderId))).toBe(0);
    expect(await stockOf(curtain.id)).toBe(0);

    const receipt = await receiptForOrder(placed.orderId);
    expect(receipt!.lines[0]!.description).toBe('Made-to-Measure Linen Curtains — 240 cm wide × 270 cm drop: 3 widths of fabric, 8.4 m, lined');
    const text = (await pdfLines(await renderReceiptPdf(receipt!))).join(' ');
    // The PDF wraps the description over two lines of its column.
    expect(text).toContain('Made-to-Measure Linen Curtains — 240 cm wide × 270');
    expect(text).toContain('cm drop: 3 widths of fabric, 8.4 m, lined');
  });

  it('rounds each part up to the whole kobo on the server', async () => {
    // 3 widths x 280 cm: 333 kobo a metre x 8.4 m = 2,797.2 kobo, lining 111 x 8.4 = 932.4, making none.
    const curtain = await newMeasuredProduct({ priceKobo: 333 }, { ...CURTAIN_RULE, makingPerWidthKobo: 0, liningPerMetreKobo: 111 });
    const placed = await placeTestOrder([{ productId: curtain.id, unitPriceKobo: 2_798 + 933, measure: LINED }]);
    const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, placed.orderId));
    expect(item!.measurements).toMatchObject({ fabricKobo: 2_798, liningKobo: 933, totalKobo: 3_731 });
  });

  it('refuses a price the browser changed, with the price the rule gives', async () => {
    const curtain = await newMeasuredProduct();
    const error = await refusal(placeTestOrder([{ productId: curtain.id, unitPriceKobo: 1_00, measure: LINED }]));
    expect(error.message).toBe(`The price of ${curtain.name} is now ₦152,400. Please review your cart.`);
    expect(error.details).toEqual([expect.objectContaining({ change: 'price', unitPriceKobo: LINED_PRICE })]);
    // The fixed price per metre is no way round it either.
    const unmeasured = await refusal(placeTestOrder([{ productId: curtain.id, unitPriceKobo: 12_500_00 }]));
    expect(unmeasured.message).toBe(`${curtain.name} is made to measure. Please remove it and enter your width and drop.`);
    expect(await db.select().from(orders)).toHaveLength(0);
  });

  it('refuses sizes outside the limits, and a measure for a piece sold at fixed sizes', async () => {
    const curtain = await newMeasuredProduct({ name: 'Linen Curtains' });
    const wide = await refusal(placeTestOrder([{ productId: curtain.id, unitPriceKobo: 1, measure: { ...LINED, widthCm: 601 } }]));
    expect(wide.message).toBe('Linen Curtains: Enter a width from 50 to 600 cm, in whole centimetres.');
    const short = await refusal(placeTestOrder([{ productId: curtain.id, unitPriceKobo: 1, measure: { ...LINED, dropCm: 49 } }]));
    expect(short.message).toBe('Linen Curtains: Enter a drop from 50 to 350 cm, in whole centimetres.');
    const unlinedOnly = await newMeasuredProduct({ name: 'Voile' }, { ...CURTAIN_RULE, liningPerMetreKobo: null });
    expect((await refusal(placeTestOrder([{ productId: unlinedOnly.id, unitPriceKobo: 1, measure: LINED }]))).message).toBe('Voile: This piece is not offered lined.');
    const sofa = await newProduct({ name: 'Sofa', category: 'curtains', priceKobo: 100_00 });
    expect((await refusal(placeTestOrder([{ productId: sofa.id, unitPriceKobo: 100_00, measure: LINED }]))).message).toBe(
      'Sofa is no longer made to measure. Please remove it from your cart.',
    );
    expect(await db.select().from(orders)).toHaveLength(0);
  });

  it('keeps two sizes of one curtain as two lines, each at its own price', async () => {
    const curtain = await newMeasuredProduct();
    const unlined = { widthCm: 100, dropCm: 90, lined: false };
    // 2 widths x 100 cm = 2 m: ₦25,000 of fabric and ₦12,000 of making.
    const placed = await placeTestOrder([
      { productId: curtain.id, unitPriceKobo: LINED_PRICE, measure: LINED },
      { productId: curtain.id, unitPriceKobo: 37_000_00, measure: unlined },
    ]);
    expect(placed.totalKobo).toBe(LINED_PRICE + 37_000_00);
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, placed.orderId));
    expect(items.map((item) => item.measurements?.widths).sort()).toEqual([2, 3]);
  });

  it('is priced the same by the cart check and checkout, and sold on a deposit as made to order', async () => {
    const curtain = await newMeasuredProduct({ stockQuantity: 0 });
    const checked = await checkCartAction([{ id: curtain.id, unitPriceKobo: LINED_PRICE, measure: LINED }]);
    expect(checked).toEqual({ ok: true, data: [expect.objectContaining({ available: true, priceChanged: false, unitPriceKobo: LINED_PRICE, measure: LINED })] });
    const tooWide = await checkCartAction([{ id: curtain.id, unitPriceKobo: LINED_PRICE, measure: { ...LINED, widthCm: 900 } }]);
    expect(tooWide).toEqual({ ok: true, data: [expect.objectContaining({ available: false })] });

    const priced = await priceCheckout({ lines: [{ productId: curtain.id, measure: LINED, quantity: 1 }], method: 'pickup', state: null, discount: null });
    expect(priced.ok && priced.payment.deposit).toEqual(expect.objectContaining({ depositKobo: LINED_PRICE / 2 }));
    const placed = await placeTestOrder([{ productId: curtain.id, unitPriceKobo: LINED_PRICE, measure: LINED }], { depositKobo: LINED_PRICE / 2 });
    const [order] = await db.select({ depositKobo: orders.depositKobo }).from(orders).where(eq(orders.id, placed.orderId));
    expect(order!.depositKobo).toBe(LINED_PRICE / 2);
  });
});
