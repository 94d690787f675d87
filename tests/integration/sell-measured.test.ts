import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as } from '../helpers/sessions';
import { newCategory, newMeasuredProduct, newProduct, variantsOf } from '../helpers/factories';
import { firstLocationId } from '../helpers/locations';
import { takeBankTransfers } from '../helpers/checkout';
import { pdfLines } from '../helpers/pdf-text';
import { DELIVERY_ZONES, resetDatabase, SIGNED_IN_ACCOUNTS } from '../helpers/reset-database';
import { insertDeliveryZones } from '../../seed/delivery';
import { db } from '@/server/db/client';
import { draftOrderLines, orderItems, orders, products, staffDiscountLimits, stockMovements, websiteSettings } from '@/server/db/schema';
import { sellInShowroomAction } from '@/server/pos/actions/sell-in-showroom';
import { priceShowroomSaleAction } from '@/server/pos/actions/price-showroom-sale';
import { findPiecesToSellAction } from '@/server/pos/actions/find-for-sale';
import { saleReceiptOf } from '@/server/pos/sale-receipt-reads';
import { createDraftAction } from '@/server/drafts/actions/create-draft';
import { receiptForOrder } from '@/server/receipts/load-receipt';
import { renderReceiptPdf } from '@/server/receipts/render-receipt';
import type { ShowroomSaleInput } from '@/lib/schemas/showroom-sale';
import type { DraftOrderInput } from '@/lib/schemas/draft-order';

// A curtain made to measure sold by staff (docs/decisions/0058-made-to-measure.md, 0065 and 0066): on
// the Sell screen and on a draft it is priced by its size, by the storefront's rule, never at its
// fabric's price a metre; without a size it is refused; the size and cut are on the order line, the
// till receipt and the PDF, and it takes no stock.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});

const callers = setUpAdminTestDatabase(dataDir);

beforeAll(async () => {
  await db.transaction((tx) => insertDeliveryZones(tx));
  await takeBankTransfers({ depositPercent: 50 });
});
beforeEach(async () => {
  await resetDatabase({ keep: [...SIGNED_IN_ACCOUNTS, ...DELIVERY_ZONES, websiteSettings] });
  await db.insert(staffDiscountLimits).values([{ role: 'owner', maxPercent: 100 }]);
  await newCategory('Curtains');
});

const LINED = { widthCm: 240, dropCm: 270, lined: true };
/** ₦12,500 a metre x 8.4 m + ₦6,000 x 3 widths + ₦3,500 x 8.4 m of lining. */
const LINED_PRICE = 152_400_00;
const PER_METRE = 12_500_00;
const CUT = { ...LINED, widths: 3, fabricCm: 840, fabricKobo: 105_000_00, makingKobo: 18_000_00, liningKobo: 29_400_00, totalKobo: LINED_PRICE };
const DESCRIBED = 'Made-to-Measure Linen Curtains — 240 cm wide × 270 cm drop: 3 widths of fabric, 8.4 m, lined';

async function curtain() {
  const product = await newMeasuredProduct({ name: 'Made-to-Measure Linen Curtains', stockQuantity: 30 });
  return { product, variant: (await variantsOf(product.id))[0]! };
}

async function sale(variantId: string, changes: Partial<ShowroomSaleInput> = {}): Promise<ShowroomSaleInput> {
  return {
    locationId: await firstLocationId(),
    lines: [{ variantId, quantity: 1, unitPriceKobo: LINED_PRICE, measure: LINED }],
    customer: { kind: 'walk_in' },
    payments: [{ method: 'pos', amount: '152400' }],
    idempotencyKey: randomUUID(),
    ...changes,
  };
}

describe('a curtain made to measure on the Sell screen', () => {
  it('is found as made to measure, priced by its size, sold with its size and cut on the order and both receipts, and takes no stock', async () => {
    const { product, variant } = await curtain();
    const locationId = await firstLocationId();
    const found = await as(callers.admin, () => findPiecesToSellAction({ q: 'Linen Curtains', locationId }));
    expect(found.ok && found.data[0]).toMatchObject({ variantId: variant.id, madeToMeasure: true, priceKobo: PER_METRE });

    const priced = await as(callers.admin, () => priceShowroomSaleAction({ lines: [{ variantId: variant.id, quantity: 1, unitPriceKobo: PER_METRE, measure: LINED }], customer: { kind: 'walk_in' } }));
    expect(priced.ok && priced.data).toMatchObject({ subtotalKobo: LINED_PRICE, totalKobo: LINED_PRICE, lines: [{ priceKobo: LINED_PRICE, measurements: CUT }] });

    const movedBefore = (await db.select().from(stockMovements)).length;
    const sold = await as(callers.admin, async () => sellInShowroomAction(await sale(variant.id)));
    if (!sold.ok) throw new Error(sold.error);
    expect(sold.data).toMatchObject({ totalKobo: LINED_PRICE, paidKobo: LINED_PRICE });
    const [order] = await db.select().from(orders).where(eq(orders.id, sold.data.orderId));
    // Cut for the order: made to order, so not handed over there and then.
    expect(order).toMatchObject({ channel: 'showroom', totalAmountKobo: LINED_PRICE, paymentStatus: 'paid', status: 'processing' });
    const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, sold.data.orderId));
    expect(item).toMatchObject({ priceKobo: LINED_PRICE, totalKobo: LINED_PRICE, measurements: CUT });
    expect(await db.select().from(stockMovements)).toHaveLength(movedBefore);
    expect((await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, product.id)))[0]!.stock).toBe(30);

    const till = await as(callers.admin, () => saleReceiptOf(sold.data.orderNumber));
    expect(till!.lines[0]!.description).toBe(DESCRIBED);
    const pdf = (await pdfLines(await renderReceiptPdf((await receiptForOrder(sold.data.orderId))!))).join(' ');
    expect(pdf).toContain('240 cm wide × 270');
    expect(pdf).toContain('3 widths of fabric, 8.4 m, lined');
  });

  it('is refused without its width and drop, or with a size its rule refuses, and never sold at its price a metre', async () => {
    const { variant } = await curtain();
    const unsized = { lines: [{ variantId: variant.id, quantity: 1, unitPriceKobo: PER_METRE }], customer: { kind: 'walk_in' as const } };
    expect(await as(callers.admin, () => priceShowroomSaleAction(unsized))).toMatchObject({
      ok: false,
      error: 'Made-to-Measure Linen Curtains is made to measure. Give the width and drop of this piece.',
    });
    const atPerMetre = await as(callers.admin, async () =>
      sellInShowroomAction(await sale(variant.id, { lines: [{ variantId: variant.id, quantity: 1, unitPriceKobo: PER_METRE }], payments: [{ method: 'cash', amount: '12500' }] })),
    );
    expect(atPerMetre).toMatchObject({ ok: false, error: 'Made-to-Measure Linen Curtains is made to measure. Give the width and drop of this piece.' });
    const tooWide = await as(callers.admin, async () => sellInShowroomAction(await sale(variant.id, { lines: [{ variantId: variant.id, quantity: 1, unitPriceKobo: LINED_PRICE, measure: { ...LINED, widthCm: 700 } }] })));
    expect(tooWide).toMatchObject({ ok: false, error: 'Made-to-Measure Linen Curtains: Enter a width from 50 to 600 cm, in whole centimetres.' });
    expect(await db.select().from(orders)).toHaveLength(0);
  });

  it('sells two sizes of one curtain as two lines, and refuses a size for a piece sold at fixed sizes', async () => {
    const { variant } = await curtain();
    const unlined = { ...LINED, lined: false };
    const priced = await as(callers.admin, () =>
      priceShowroomSaleAction({
        lines: [
          { variantId: variant.id, quantity: 1, unitPriceKobo: 0, measure: LINED },
          { variantId: variant.id, quantity: 2, unitPriceKobo: 0, measure: unlined },
        ],
        customer: { kind: 'walk_in' },
      }),
    );
    expect(priced.ok && priced.data.subtotalKobo).toBe(LINED_PRICE + 2 * 123_000_00);
    const sofa = await newProduct({ name: 'Ikoyi Sofa', category: 'curtains', priceKobo: 450_000_00, stockQuantity: 1 });
    const [sofaVariant] = await variantsOf(sofa.id);
    expect(await as(callers.admin, () => priceShowroomSaleAction({ lines: [{ variantId: sofaVariant!.id, quantity: 1, unitPriceKobo: 0, measure: LINED }], customer: { kind: 'walk_in' } }))).toMatchObject({
      ok: false,
      error: 'Ikoyi Sofa is not made to measure: remove its size.',
    });
  });
});

describe('a curtain made to measure on a draft order', () => {
  const draft = (variantId: string, measure: DraftOrderInput['lines'][number]['measure']): DraftOrderInput => ({
    customer: { name: 'Amaka Obi', phone: '0803 123 4567', email: 'amaka@example.com' },
    lines: [{ variantId, quantity: 1, price: '', measure }],
    delivery: { method: 'delivery', state: 'Lagos' },
    discount: '',
    discountReason: '',
    linkDays: '7',
    note: '',
  });

  it('is priced by its size with the size and cut on the line, and refused without one', async () => {
    const { variant } = await curtain();
    expect(await as(callers.admin, () => createDraftAction(draft(variant.id, null)))).toMatchObject({
      ok: false,
      error: 'Made-to-Measure Linen Curtains is made to measure. Give the width and drop of this piece.',
    });
    const made = await as(callers.admin, () => createDraftAction(draft(variant.id, LINED)));
    expect(made.ok).toBe(true);
    const [line] = await db.select().from(draftOrderLines);
    expect(line).toMatchObject({ listPriceKobo: LINED_PRICE, priceKobo: LINED_PRICE, measurements: CUT });
  });
});
