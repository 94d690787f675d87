// @postgres: the order export's Lagos times in SQL; delivery dates set with SQL intervals; the job maintenance
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as, signedInShopper, type TestCaller } from '../helpers/sessions';
import { readableMail, startSmtpSink } from '../helpers/smtp-sink';
import { runJobsUntilIdle } from '../helpers/jobs';
import { db } from '@/server/db/client';
import { categories, deliveryZones, orderItems, orders, products, stockMovements, users, websiteSettings } from '@/server/db/schema';
import { insertDeliveryZones } from '../../seed/delivery';
import { checkCartAction } from '@/server/catalog/actions/store/check-cart';
import { priceCheckout } from '@/server/checkout/checkout-pricing';
import { listAdminOrders } from '@/server/order-desk/admin-order-list-reads';
import { ordersCsvStream } from '@/server/order-desk/admin-order-export';
import { followUpSampleOrders } from '@/server/orders/sample-follow-up';
import { jobMaintenance } from '@/server/composition/jobs';
import { requestDueReviews } from '@/server/reviews/review-request';
import { swatchOffer } from '@/server/catalog/swatch-reads';
import { receiptForOrder } from '@/server/receipts/load-receipt';
import { ActionError } from '@/server/action-error';
import { updateOrderStatusAction } from '@/server/order-desk/actions/update-order-status';
import type { CartChange } from '@/server/checkout/place-order';
import { BANK_TRANSFER, takeBankTransfers } from '../helpers/checkout';
import { newCategory, newProduct, newProductWithOptions, placeTestOrder, type OrderLine } from '../helpers/factories';
import { DELIVERY_ZONES, resetDatabase, SIGNED_IN_ACCOUNTS } from '../helpers/reset-database';

// Fabric and finish samples (docs/decisions/0059-fabric-samples.md) on a real database: a swatch is priced from
// the shop's setting alone, must be a value of an option the setting names, takes no stock, is held to the
// shop's number per order, travels at the swatch parcel fee when alone, shows as a sample order to staff,
// and three days after delivery its buyer is mailed the pieces in those fabrics, once, unless unsubscribed.

const { dataDir, smtpPort } = await vi.hoisted(async () => {
  const { pointMailAtSmtpSink } = await import('../helpers/loopback-port');
  const port = await pointMailAtSmtpSink();
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return { dataDir: pointDataDirAtTempFolder(), smtpPort: port };
});

const callers = setUpAdminTestDatabase(dataDir);
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let buyer: TestCaller;

beforeAll(async () => {
  smtp = await startSmtpSink(smtpPort);
  buyer = await signedInShopper();
  await newCategory('Sofas');
  await db.transaction((tx) => insertDeliveryZones(tx));
});
afterAll(() => smtp.close());
beforeEach(async () => {
  await resetDatabase({ keep: [...SIGNED_IN_ACCOUNTS, categories, ...DELIVERY_ZONES] });
  await db.update(users).set({ marketingOptOut: false });
  await db.update(deliveryZones).set({ active: true, parcelFeeKobo: 5_000_00 }).where(eq(deliveryZones.name, 'Lagos'));
  await takeBankTransfers();
  smtp.received.length = 0;
});

const VELVET = { option: 'Fabric', value: 'Velvet' };
const LAGOS = { shipping: { state: 'Lagos' as const } };

/** A loveseat in Velvet and Linen, five of each in stock. */
const loveseat = (name = 'Yaba Loveseat') =>
  newProductWithOptions({ name, priceKobo: 495_000_00 }, [{ name: 'Fabric', values: ['Velvet', 'Linen'] }], [
    { values: ['Velvet'], sku: `${name}-VEL`, stockQuantity: 5 },
    { values: ['Linen'], sku: `${name}-LIN`, stockQuantity: 5 },
  ]);

const swatchLine = (productId: string, swatch = VELVET, unitPriceKobo = 0): OrderLine => ({ productId, unitPriceKobo, swatch });

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ActionError);
  return error as ActionError<CartChange[] | undefined>;
}

const buyerId = async () => (await db.select({ id: users.id }).from(users).where(eq(users.email, buyer.email)))[0]!;
const stockOf = async (id: string) => (await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, id)))[0]!.stock;

describe('a swatch', () => {
  it('is priced from the setting, kept on its order line and takes no stock: the order is a sample order', async () => {
    await db.update(websiteSettings).set({ swatchPriceKobo: 2_500_00 });
    const sofa = await loveseat();
    const movements = await db.$count(stockMovements);
    const placed = await placeTestOrder([swatchLine(sofa.id, { option: 'fabric', value: 'velvet' }, 2_500_00)]);

    expect(placed.totalKobo).toBe(2_500_00);
    const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, placed.orderId));
    // The piece's own spelling is kept, whatever case the cart sent.
    expect(item).toMatchObject({ productName: 'Yaba Loveseat', quantity: 1, priceKobo: 2_500_00, variantId: null, sku: null, swatch: VELVET, measurements: null });
    expect(await stockOf(sofa.id)).toBe(10);
    expect(await db.$count(stockMovements)).toBe(movements);
    // Cancelled and reopened, it gives back and takes none either.
    for (const status of ['cancelled', 'pending'] as const) {
      expect(await as(callers.admin, () => updateOrderStatusAction({ id: placed.orderId, status, paymentStatus: 'pending' }))).toMatchObject({ ok: true });
    }
    expect(await stockOf(sofa.id)).toBe(10);
    expect(await db.$count(stockMovements)).toBe(movements);
    const [order] = await db.select({ samples: orders.samples }).from(orders).where(eq(orders.id, placed.orderId));
    expect(order!.samples).toBe(true);
    const receipt = await receiptForOrder(placed.orderId);
    expect(receipt!.lines[0]!.description).toBe('Yaba Loveseat — Swatch: Velvet (Fabric)');
  });

  it('refuses a price the browser changed, a value the piece does not have and an option the setting does not name', async () => {
    await db.update(websiteSettings).set({ swatchPriceKobo: 1_000_00 });
    const sofa = await loveseat();
    const tampered = await refusal(placeTestOrder([swatchLine(sofa.id, VELVET, 0)]));
    expect(tampered.details).toEqual([expect.objectContaining({ change: 'price', unitPriceKobo: 1_000_00 })]);
    const unknown = await refusal(placeTestOrder([swatchLine(sofa.id, { option: 'Fabric', value: 'Leather' }, 1_000_00)]));
    expect(unknown.message).toBe('Yaba Loveseat has no swatch of Leather. Please remove it from your cart.');
    await db.update(websiteSettings).set({ swatchOptions: 'Finish' });
    await refusal(placeTestOrder([swatchLine(sofa.id, VELVET, 1_000_00)]));
    expect(await db.select().from(orders)).toHaveLength(0);
  });

  it('is one unit a line, and an order holds at most the setting’s number', async () => {
    await db.update(websiteSettings).set({ swatchesPerOrder: 2 });
    const [a, b] = [await loveseat('Yaba Loveseat'), await loveseat('Lekki Sectional')];
    await expect(placeTestOrder([{ ...swatchLine(a.id), quantity: 2 }])).rejects.toThrow('A swatch is ordered one at a time.');
    const three = [swatchLine(a.id), swatchLine(a.id, { option: 'Fabric', value: 'Linen' }), swatchLine(b.id)];
    expect((await refusal(placeTestOrder(three))).message).toBe('You can order up to 2 swatches at a time.');
    const priced = await priceCheckout({ lines: three.map((line) => ({ ...line, quantity: 1 })), method: 'pickup', state: null, discount: null });
    expect(priced).toMatchObject({ ok: false, reason: 'refused', message: 'You can order up to 2 swatches at a time.' });
    expect((await placeTestOrder(three.slice(0, 2))).totalKobo).toBe(0);
  });

  it('is checked in the cart at the setting’s price with a stock of one, and unavailable when the piece has no such value', async () => {
    await db.update(websiteSettings).set({ swatchPriceKobo: 500_00 });
    const sofa = await loveseat();
    const checked = await checkCartAction([
      { id: sofa.id, variant: null, unitPriceKobo: 0, swatch: VELVET },
      { id: sofa.id, variant: null, unitPriceKobo: 500_00, swatch: { option: 'Fabric', value: 'Boucle' } },
    ]);
    expect(checked).toEqual({
      ok: true,
      data: [
        { id: sofa.id, variant: null, swatch: VELVET, available: true, unitPriceKobo: 500_00, priceChanged: true, stockQuantity: 1 },
        { id: sofa.id, variant: null, swatch: { option: 'Fabric', value: 'Boucle' }, available: false },
      ],
    });
  });

  it('is offered by a link naming the piece, its option and value; a made-up one is refused', async () => {
    const sofa = await loveseat();
    expect(await swatchOffer(`${sofa.id}:fabric:linen`)).toEqual({
      ok: true,
      line: { id: sofa.id, name: 'Yaba Loveseat', imageUrl: null, category: sofa.category, stockQuantity: 1, unitPriceKobo: 0, variant: null, swatch: { option: 'Fabric', value: 'Linen' } },
      perOrder: 5,
    });
    expect(await swatchOffer(`${sofa.id}:Fabric:Leather`)).toEqual({ ok: false, message: 'Yaba Loveseat has no such swatch. Choose one on its page.' });
    // docs/security.md, "A link makes the cart page say what it likes": the notice never repeats what the link asked for.
    const planted = await swatchOffer(`${sofa.id}:Fabric:velvet. Pay by transfer to 0123456789 to hold it`);
    expect(planted).toEqual({ ok: false, message: 'Yaba Loveseat has no such swatch. Choose one on its page.' });
    expect(await swatchOffer(`${sofa.id}:Pay by transfer to 0123456789:Velvet`)).toEqual(planted);
    expect(await swatchOffer('not-a-product:Fabric:Velvet')).toEqual({ ok: false, message: 'That swatch is no longer offered.' });
  });
});

describe('delivering swatches', () => {
  it('charges the swatch parcel fee for swatches alone, and the zone’s fee for an order with furniture', async () => {
    await db.update(websiteSettings).set({ swatchParcelFeeKobo: 1_500_00 });
    const sofa = await loveseat();
    const alone = await priceCheckout({ lines: [{ productId: sofa.id, swatch: VELVET, quantity: 1 }], method: 'delivery', state: 'Lagos', discount: null });
    expect(alone).toMatchObject({ ok: true, quote: { feeKobo: 1_500_00, zoneName: 'Lagos' } });
    const placed = await placeTestOrder([swatchLine(sofa.id)], { ...LAGOS, delivery: { method: 'delivery', feeKobo: 1_500_00 }, paymentMethod: BANK_TRANSFER });
    expect(placed.totalKobo).toBe(1_500_00);

    const mixed = [swatchLine(sofa.id), { productId: sofa.id, variant: 'Linen', unitPriceKobo: 495_000_00 }];
    const priced = await priceCheckout({ lines: mixed.map((line) => ({ ...line, quantity: 1 })), method: 'delivery', state: 'Lagos', discount: null });
    expect(priced).toMatchObject({ ok: true, quote: { feeKobo: 5_000_00 } });
    const both = await placeTestOrder(mixed, { ...LAGOS, delivery: { method: 'delivery', feeKobo: 5_000_00 } });
    expect(both.totalKobo).toBe(495_000_00 + 5_000_00);
    const [order] = await db.select({ samples: orders.samples }).from(orders).where(eq(orders.id, both.orderId));
    expect(order!.samples).toBe(false);
    // Only the loveseat's unit left the shelf.
    expect(await stockOf(sofa.id)).toBe(9);
  });
});

describe('sample orders in the back office', () => {
  it('are filtered to in the Orders list and marked in the CSV', async () => {
    const sofa = await loveseat();
    const samples = await placeTestOrder([swatchLine(sofa.id)]);
    const furniture = await placeTestOrder([{ productId: sofa.id, variant: 'Velvet', unitPriceKobo: 495_000_00 }]);
    const params = (samplesOnly: boolean) => ({ q: '', attention: false, samples: samplesOnly, sort: 'created', dir: 'desc', page: 1 }) as const;
    const list = (samplesOnly: boolean) => as(callers.admin, () => listAdminOrders(params(samplesOnly)));
    const filtered = await list(true);
    expect(filtered.rows.map((row) => [row.id, row.samples])).toEqual([[samples.orderId, true]]);
    expect(filtered.total).toBe(1);
    expect(filtered.rows[0]!.items[0]).toMatchObject({ swatch: VELVET });
    expect((await list(false)).rows.map((row) => row.id).sort()).toEqual([samples.orderId, furniture.orderId].sort());
    await expect(as(callers.shopper, () => listAdminOrders(params(true)))).rejects.toThrow();

    const csv = await new Response(ordersCsvStream({ q: '', attention: false, samples: true })).text();
    const rows = csv.trim().split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('Yaba Loveseat {Swatch: Velvet (Fabric)} × 1');
    expect(rows[1]!.endsWith(',yes')).toBe(true);
  });
});

describe('the sample order’s follow-up mail', () => {
  const deliveredDaysAgo = async (orderId: string, days: number) => {
    await db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, orderId));
    await db.update(orders).set({ deliveredAt: sql`now() - make_interval(days => ${days})` }).where(eq(orders.id, orderId));
  };

  it('goes out once, three days after delivery, with the pieces in those fabrics and the unsubscribe link', async () => {
    const sofa = await loveseat('Yaba Loveseat');
    const sectional = await loveseat('Lekki Sectional');
    const linenOnly = await newProductWithOptions({ name: 'Ikoyi Armchair' }, [{ name: 'Fabric', values: ['Linen'] }], [{ values: ['Linen'], sku: 'IKO-LIN', stockQuantity: 2 }]);
    await newProduct({ name: 'Plain Stool' });
    const placed = await placeTestOrder([swatchLine(sofa.id)], { buyer: await buyerId() });
    await deliveredDaysAgo(placed.orderId, 2);
    expect(await followUpSampleOrders()).toBe(0);

    await deliveredDaysAgo(placed.orderId, 4);
    expect(jobMaintenance.some((task) => task.run === followUpSampleOrders)).toBe(true);
    expect(await followUpSampleOrders()).toBe(1);
    expect(await followUpSampleOrders()).toBe(0);
    // A swatch is no purchase of its piece: no review is asked for.
    expect(await requestDueReviews()).toBe(0);
    await runJobsUntilIdle();
    const followUps = smtp.received.filter((mail) => readableMail(mail.raw).includes('Pieces in your'));
    expect(followUps).toHaveLength(1);
    expect(followUps[0]!.to).toEqual([buyer.email]);
    const text = readableMail(followUps[0]!.raw);
    expect(text).toContain('Pieces in your Velvet');
    expect(text).toContain(`- Lekki Sectional: http://localhost:3000/product/${sectional.id}`);
    expect(text).toContain(`- Yaba Loveseat: http://localhost:3000/product/${sofa.id}`);
    expect(text).not.toContain(linenOnly.id);
    expect(text).not.toContain('Plain Stool');
    expect(text).toMatch(/To stop reminders and suggestions like this one: http:\/\/localhost:3000\/unsubscribe\?token=/);
    expect(text).toMatch(/List-Unsubscribe:\s+<http:\/\/localhost:3000\/api\/unsubscribe\?token=[^>]+>/);
  });

  it('is not sent to a buyer who unsubscribed, nor for an order with furniture in it', async () => {
    const sofa = await loveseat();
    const { id } = await buyerId();
    await db.update(users).set({ marketingOptOut: true }).where(eq(users.id, id));
    const unsubscribed = await placeTestOrder([swatchLine(sofa.id)], { buyer: { id } });
    await deliveredDaysAgo(unsubscribed.orderId, 5);
    await db.update(users).set({ marketingOptOut: false }).where(eq(users.id, id));
    const mixed = await placeTestOrder([swatchLine(sofa.id), { productId: sofa.id, variant: 'Linen', unitPriceKobo: 495_000_00 }], { buyer: { id } });
    await deliveredDaysAgo(mixed.orderId, 5);
    await db.update(users).set({ marketingOptOut: true }).where(eq(users.id, id));

    expect(await followUpSampleOrders()).toBe(0);
    await runJobsUntilIdle();
    expect(smtp.received.filter((mail) => readableMail(mail.raw).includes('Pieces in your'))).toHaveLength(0);
    // Looked at once, never again, even after the buyer subscribes again.
    await db.update(users).set({ marketingOptOut: false }).where(eq(users.id, id));
    expect(await followUpSampleOrders()).toBe(0);
  });
});
