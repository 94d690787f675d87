// @postgres+pglite: sums per code and Lagos day are made in SQL on bigint; reminders are written by the worker's own batch (SKIP LOCKED)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { and, eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { pointDataDirAtTempFolder } from '../helpers/temp-data-dir';
import { as, signedInAdmin, signedInStaff, type TestCaller } from '../helpers/sessions';
import { newBuyer, newCategory, newDiscountCode, newMessageRow, newOrderRow, newProduct, variantsOf } from '../helpers/factories';
import { db } from '@/server/db/client';
import { auditLog, orderItems, serverCarts, stockAlerts, websiteSettings } from '@/server/db/schema';
import { AccessDeniedError } from '@/server/auth/session';
import { readMarketingReport } from '@/server/reports/report-screens';
import { sendAbandonedCheckoutReminders } from '@/server/abandoned-checkouts/reminders';
import { closeAbandonedCheckout } from '@/server/abandoned-checkouts/close-on-order';
import { SETTINGS_ROW_ID } from '@/server/settings/admin-settings-reads';
import { GET as exportMarketing } from '@/app/admin/reports/marketing/export/route';
import MarketingReportPage from '@/app/admin/reports/marketing/page';
import { periodParamsSchema } from '@/lib/reports/periods';

// Reports → Marketing against real rows (docs/decisions/0082-what-each-figure-counts.md, "Made to order and
// marketing"): a code used twice in the period (and once by an order cancelled unpaid), abandoned checkouts
// reminded by the worker's own batch, one recovered, back-in-stock alerts of a piece and of one colour, one of
// each that became an order, and messages in each state. Every figure is checked against sums worked by hand.

pointDataDirAtTempFolder();
let database: TestDatabase;
let admin: TestCaller;
const NOW = new Date('2026-11-20T12:00:00Z');
const lagos = (at: string) => new Date(`${at}+01:00`);
const NOVEMBER = { period: 'custom', from: '2026-11-01', to: '2026-11-20' };

const read = (caller: TestCaller, params: Record<string, string> = NOVEMBER) => as(caller, () => readMarketingReport(periodParamsSchema.parse(params), NOW));
const cellsOf = async (table: 'codes' | 'abandoned' | 'stock-alerts' | 'messages', params?: Record<string, string>) => (await read(admin, params)).tables[table].rows.map((row) => row.cells);

let sofa: { id: string; name: string };

/** A counted order (paid) placed at a Lagos time, of the sofa in `variantId` when given. */
async function sofaOrder(values: Parameters<typeof newOrderRow>[0], at: string, variantId: string | null = null) {
  const row = await newOrderRow({ status: 'processing', paymentStatus: 'paid', createdAt: lagos(at), ...values });
  await db.insert(orderItems).values({ orderId: row.id, productId: sofa.id, variantId, productName: sofa.name, quantity: 1, priceKobo: row.subtotalKobo, totalKobo: row.subtotalKobo });
  return row;
}

/** A shopper who reached checkout with the sofa at a Lagos time, reminded an hour later by the worker's batch. */
async function remindedShopper(reachedAt: string) {
  const shopper = await newBuyer();
  await db.insert(serverCarts).values({ userId: shopper.id, lines: [{ productId: sofa.id, quantity: 1 }], checkoutReachedAt: lagos(reachedAt) });
  await sendAbandonedCheckoutReminders(new Date(lagos(reachedAt).getTime() + 2 * 3_600_000));
  return shopper;
}

/** The shopper ordered: checkout closes their abandoned checkout in the order's transaction. */
const ordered = (userId: string, orderId: string) => db.transaction((tx) => closeAbandonedCheckout(tx, userId, orderId));

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await signedInAdmin();
  await db.insert(websiteSettings).values({ id: SETTINGS_ROW_ID, siteName: 'Adire Living' }).onConflictDoNothing();
  await newCategory('Sofas');
  sofa = await newProduct({ name: 'Lekki Sofa', colorVariants: ['Indigo', 'Sand'], stockQuantity: 4 });

  // Codes: DETTY10 twice in November (one paid, one pay on delivery the shop confirmed), once by an order
  // cancelled before any money; SALLAH once in November and once in October.
  const detty = await newDiscountCode({ code: 'DETTY10', percentBasisPoints: 1000 });
  const sallah = await newDiscountCode({ code: 'SALLAH', kind: 'fixed', percentBasisPoints: null, amountKobo: 5_000_00 });
  const coded = (discount: { id: string; code: string }, subtotal: number, cut: number, at: string, values: Parameters<typeof newOrderRow>[0] = {}) =>
    sofaOrder({ discountId: discount.id, discountCode: discount.code, subtotalKobo: subtotal, discountKobo: cut, deliveryFeeKobo: 5_000_00, totalAmountKobo: subtotal - cut + 5_000_00, ...values }, at);
  await coded(detty, 430_000_00, 43_000_00, '2026-11-02T10:00:00');
  await coded(detty, 200_000_00, 20_000_00, '2026-11-09T23:30:00', { paymentStatus: 'pending', paymentMethod: 'pay_on_delivery' });
  await coded(detty, 100_000_00, 10_000_00, '2026-11-10T10:00:00', { status: 'cancelled', paymentStatus: 'pending' });
  await coded(sallah, 90_000_00, 5_000_00, '2026-11-11T10:00:00');
  await coded(sallah, 90_000_00, 5_000_00, '2026-10-30T10:00:00');
  // An order brought in from the shop's old store: its code's name as placed, and no code of ours behind it.
  await sofaOrder({ discountCode: 'OLDSTORE', subtotalKobo: 100_000_00, discountKobo: 10_000_00, totalAmountKobo: 90_000_00 }, '2026-11-13T10:00:00');
  // A discount given by hand is no code's.
  await sofaOrder({ subtotalKobo: 50_000_00, discountKobo: 1_000_00, manualDiscountReason: 'Scuffed', totalAmountKobo: 49_000_00 }, '2026-11-12T10:00:00');

  // Abandoned checkouts: reminded in October and recovered in November (October's); reminded on the 4th and
  // recovered with ₦250,000; reminded on the 6th (and again on the 7th); reminded on the 8th, its order cancelled unpaid.
  const october = await remindedShopper('2026-10-25T10:00:00');
  const recovered = await remindedShopper('2026-11-04T10:00:00');
  await ordered(recovered.id, (await sofaOrder({ userId: recovered.id, subtotalKobo: 250_000_00, totalAmountKobo: 250_000_00 }, '2026-11-05T09:00:00')).id);
  await remindedShopper('2026-11-06T10:00:00');
  await sendAbandonedCheckoutReminders(lagos('2026-11-07T12:00:00'));
  const unpaid = await remindedShopper('2026-11-08T10:00:00');
  await ordered(unpaid.id, (await newOrderRow({ userId: unpaid.id, status: 'cancelled', createdAt: lagos('2026-11-08T15:00:00') })).id);
  await ordered(october.id, (await sofaOrder({ userId: october.id, subtotalKobo: 70_000_00, totalAmountKobo: 70_000_00 }, '2026-11-10T09:00:00')).id);

  // Back-in-stock alerts, mailed on the 5th: for the sofa in any colour, one ordered on the 6th and one
  // ordered before the alert (the 4th); for Indigo, one that ordered Indigo (by account, another address) and
  // one that ordered Sand. One mailed in October, one still waiting.
  const [indigo, sand] = await variantsOf(sofa.id);
  const mailed = lagos('2026-11-05T08:00:00');
  const alert = (email: string, values: Partial<typeof stockAlerts.$inferInsert> = {}) =>
    db.insert(stockAlerts).values({ productId: sofa.id, email, confirmedAt: lagos('2026-10-01T08:00:00'), notifiedAt: mailed, ...values });
  await alert('ada@example.com');
  await sofaOrder({ customerEmail: 'Ada@Example.com', subtotalKobo: 450_000_00, totalAmountKobo: 450_000_00 }, '2026-11-06T10:00:00');
  await alert('bola@example.com');
  await sofaOrder({ customerEmail: 'bola@example.com', subtotalKobo: 450_000_00, totalAmountKobo: 450_000_00 }, '2026-11-04T10:00:00');
  const chidi = await newBuyer({ email: 'chidi@example.com' });
  await alert('chidi@example.com', { userId: chidi.id, variantId: indigo!.id });
  await sofaOrder({ userId: chidi.id, customerEmail: 'chidi.work@example.com', subtotalKobo: 450_000_00, totalAmountKobo: 450_000_00 }, '2026-11-07T10:00:00', indigo!.id);
  await alert('dayo@example.com', { variantId: indigo!.id });
  await sofaOrder({ customerEmail: 'dayo@example.com', subtotalKobo: 450_000_00, totalAmountKobo: 450_000_00 }, '2026-11-07T11:00:00', sand!.id);
  await alert('efe@example.com', { notifiedAt: lagos('2026-10-20T08:00:00') });
  await alert('funmi@example.com', { notifiedAt: null });

  // Messages: WhatsApp order updates delivered, read and failed (two billable), an SMS sent, a marketing
  // WhatsApp delivered (billable), and one of October.
  const message = (at: string, values: Parameters<typeof newMessageRow>[0]) => newMessageRow({ createdAt: lagos(at), ...values });
  await message('2026-11-02T10:00:00', { state: 'delivered', billable: true, pricingCategory: 'utility' });
  await message('2026-11-03T10:00:00', { state: 'read', billable: true, pricingCategory: 'utility' });
  await message('2026-11-03T11:00:00', { state: 'failed', billable: false });
  await message('2026-11-04T10:00:00', { channel: 'sms', state: 'sent', providerMessageId: null });
  await message('2026-11-05T10:00:00', { event: 'back_in_stock', purpose: 'marketing', state: 'delivered', billable: true, pricingCategory: 'marketing' });
  await message('2026-10-31T10:00:00', { state: 'delivered' });
});
afterAll(() => database.dispose());

describe('discount codes', () => {
  it('counts each code’s orders placed in the period that are sales, as charged, and the discount they took', async () => {
    expect(await cellsOf('codes')).toEqual([
      ['DETTY10', 2, 430_000_00 - 43_000_00 + 5_000_00 + (200_000_00 - 20_000_00 + 5_000_00), 43_000_00 + 20_000_00],
      ['OLDSTORE', 1, 90_000_00, 10_000_00],
      ['SALLAH', 1, 90_000_00 - 5_000_00 + 5_000_00, 5_000_00],
    ]);
  });
});

describe('abandoned checkouts', () => {
  it('counts the checkouts first reminded in the period and those that became a sale, with what they were charged', async () => {
    expect(await cellsOf('abandoned')).toEqual([
      ['2026-11-04', 1, 1, 250_000_00],
      ['2026-11-06', 1, 0, 0],
      ['2026-11-08', 1, 0, 0],
    ]);
    expect(await cellsOf('abandoned', { ...NOVEMBER, by: 'month' })).toEqual([['2026-11-01', 3, 1, 250_000_00]]);
    // October's reminder, recovered in November, is October's.
    expect(await cellsOf('abandoned', { period: 'custom', from: '2026-10-01', to: '2026-10-31', by: 'month' })).toEqual([['2026-10-01', 1, 1, 70_000_00]]);
  });
});

describe('back-in-stock alerts', () => {
  it('counts the alerts mailed in the period and those the same customer followed with an order of the piece (the colour waited for)', async () => {
    expect(await cellsOf('stock-alerts')).toEqual([
      ['Lekki Sofa — Any variant', 2, 1],
      ['Lekki Sofa — Indigo', 2, 1],
    ]);
  });
});

describe('messages', () => {
  it('counts the messages of the period by channel and category, by the state each is at, and the billable', async () => {
    // Columns: messages, then queued, accepted, sent, failed, delivered, read, not sent, then billable.
    expect(await cellsOf('messages')).toEqual([
      ['SMS', 'Order updates', 1, 0, 0, 1, 0, 0, 0, 0, 0],
      ['WhatsApp', 'Marketing', 1, 0, 0, 0, 0, 1, 0, 0, 1],
      ['WhatsApp', 'Order updates', 3, 0, 0, 0, 1, 1, 1, 0, 2],
    ]);
  });
});

describe('who may read and export', () => {
  const exportAs = (caller: TestCaller, query: string) => exportMarketing(new Request(`http://localhost:3000/admin/reports/marketing/export?${query}`, { headers: caller.headers }));

  it('the accountant exports the codes as CSV, naira with two decimals, recorded in Activity', async () => {
    const accountant = await signedInStaff('accountant');
    const response = await exportAs(accountant, 'table=codes&period=custom&from=2026-11-01&to=2026-11-20');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="marketing-codes-2026-11-01-to-2026-11-20.csv"');
    expect((await response.text()).replace('\uFEFF', '').split('\r\n')).toEqual(['Code,Orders,Total sales,Discount given', 'DETTY10,2,577000.00,63000.00', 'OLDSTORE,1,90000.00,10000.00', 'SALLAH,1,90000.00,5000.00', '']);
    const audit = await db.select().from(auditLog).where(and(eq(auditLog.entityType, 'export'), eq(auditLog.entityLabel, 'Marketing report CSV: Discount codes')));
    expect(audit).toHaveLength(1);
  });

  it('the accountant sees the figures in naira, each table as a card with its CSV link, and that the messages’ cost is not known', async () => {
    const accountant = await signedInStaff('accountant');
    const html = await as(accountant, async () => renderToStaticMarkup(await MarketingReportPage({ searchParams: Promise.resolve(NOVEMBER) })));
    for (const title of ['Discount codes', 'Abandoned checkouts', 'Back-in-stock alerts', 'Messages sent']) expect(html).toContain(`>${title}</h2>`);
    expect(html).toMatch(/<td[^>]*>₦577,000<\/td>/);
    expect(html).toContain('>1 of 3</dd>');
    expect(html).toContain('href="/admin/reports/marketing/export?table=messages&amp;period=custom&amp;from=2026-11-01&amp;to=2026-11-20&amp;by=day"');
    expect(html).toContain('What messages cost is not known here');
  });

  it('fulfilment can neither read nor export', async () => {
    const fulfilment = await signedInStaff('fulfilment');
    await expect(read(fulfilment)).rejects.toBeInstanceOf(AccessDeniedError);
    expect((await exportAs(fulfilment, 'table=codes')).status).toBe(403);
  });
});
