// @postgres: sums per Lagos day, week and month are made in SQL (at time zone, date_trunc) on bigint, and the VAT is rounded by integer division
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { pointDataDirAtTempFolder } from '../helpers/temp-data-dir';
import { as, signedInAdmin, signedInStaff, type TestCaller } from '../helpers/sessions';
import { newCategory, newLocation, newOrderRow, newProduct } from '../helpers/factories';
import { db } from '@/server/db/client';
import { auditLog, orderItems, payments, refunds, users, websiteSettings } from '@/server/db/schema';
import { AccessDeniedError } from '@/server/auth/session';
import { readSalesReport } from '@/server/reports/sales-report';
import { getSalesLast30Days } from '@/server/dashboard/admin-dashboard-reads';
import { readSalesByChannel } from '@/server/dashboard/sales-by-channel';
import { keptSumsDifferences } from '@/server/reports/kept-sums';
import { SETTINGS_ROW_ID } from '@/server/settings/admin-settings-reads';
import { expectedCash, openTakingsOf } from '@/server/pos/cash-up';
import { GET as exportReport } from '@/app/admin/reports/export/route';
import { periodParamsSchema } from '@/lib/reports/periods';
import type { SalesFigures } from '@/lib/reports/figures';

// Back office → Reports against real rows (docs/decisions/0082-what-each-figure-counts.md): an order on each
// channel (website, showroom, chat, quote) with discounts, a deposit, a measured curtain, delivery, orders
// either side of a Lagos midnight, a refund processed the next month; every figure is checked to the kobo
// against sums worked by hand. VAT is 7.5% inside prices: VAT = amount × 3/43, rounded half up. Amounts
// are multiples of 43 kobo where the VAT is exact, and the delivery fees and a manual discount are not.

pointDataDirAtTempFolder();
let database: TestDatabase;
let admin: TestCaller;
const NOW = new Date('2026-11-20T12:00:00Z');
/** A Lagos wall-clock time (UTC+1) as the moment it is. */
const lagos = (at: string) => new Date(`${at}+01:00`);

const read = (caller: TestCaller, params: Record<string, string>) => as(caller, () => readSalesReport(periodParamsSchema.parse(params), NOW));
const day = (date: string) => ({ period: 'custom', from: date, to: date });

async function sale(order: Parameters<typeof newOrderRow>[0], lines: Omit<typeof orderItems.$inferInsert, 'orderId'>[], paid: { method: 'paystack' | 'bank_transfer' | 'cash'; kobo: number; at: Date } | null) {
  const row = await newOrderRow(order);
  if (lines.length > 0) await db.insert(orderItems).values(lines.map((line) => ({ ...line, orderId: row.id })));
  if (paid) await db.insert(payments).values({ orderId: row.id, method: paid.method, amountKobo: paid.kobo, status: 'succeeded', paidAt: paid.at, createdAt: paid.at, confirmedBy: seller.id });
  return row;
}

let orderA: { id: string };
let orderC: { id: string };
let seller: { id: string; name: string };
let lekkiId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await signedInAdmin();
  const vat = { vatRegistered: true, vatRateBasisPoints: 750, taxId: '12345678-0001' };
  await db.insert(websiteSettings).values({ id: SETTINGS_ROW_ID, siteName: 'Adire Living', ...vat }).onConflictDoUpdate({ target: websiteSettings.id, set: vat });
  await newCategory('Sofas');
  const sofa = await newProduct({ name: 'Ikoyi Sofa', category: 'sofas', priceKobo: 430_000_00 });
  const lekki = await newLocation({ name: 'Lekki showroom' });
  lekkiId = lekki.id;
  const [staff] = await db.insert(users).values({ id: randomUUID(), name: 'Bisi Adeyemi', email: `bisi-${randomUUID()}@example.com` }).returning({ id: users.id, name: users.name });
  seller = staff!;

  // A: website, 23:30 on the 14th in Lagos (22:30 UTC): ₦430,000 sofa, ₦43,000 off by code, ₦5,000 delivery to Lagos.
  orderA = await sale(
    { createdAt: lagos('2026-11-14T23:30:00'), subtotalKobo: 430_000_00, discountCode: 'DETTY10', discountKobo: 43_000_00, deliveryFeeKobo: 5_000_00, totalAmountKobo: 392_000_00, deliveryState: 'Lagos', status: 'processing', paymentStatus: 'paid', paymentMethod: 'paystack' },
    [{ productId: sofa.id, productName: 'Ikoyi Sofa', variantLabel: '3-seater / Velvet', quantity: 1, priceKobo: 430_000_00, totalKobo: 430_000_00 }],
    { method: 'paystack', kobo: 392_000_00, at: lagos('2026-11-14T23:31:00') },
  );
  // B: website, 00:30 on the 15th in Lagos (23:30 UTC on the 14th): two measured curtains at ₦21,500, collected.
  await sale(
    { createdAt: lagos('2026-11-15T00:30:00'), subtotalKobo: 43_000_00, totalAmountKobo: 43_000_00, deliveryMethod: 'pickup', status: 'processing', paymentStatus: 'paid', paymentMethod: 'paystack' },
    [{ productName: 'Adire Curtain', quantity: 2, priceKobo: 21_500_00, totalKobo: 43_000_00, measurements: { widthCm: 240, dropCm: 260 } as never }],
    { method: 'paystack', kobo: 43_000_00, at: lagos('2026-11-15T00:31:00') },
  );
  // C: showroom at Lekki by Bisi, three chairs at ₦8,600 less ₦800 by hand, paid in cash, collected.
  orderC = await sale(
    { createdAt: lagos('2026-11-14T10:00:00'), channel: 'showroom', soldAtLocationId: lekki.id, soldBy: seller.id, subtotalKobo: 25_800_00, discountKobo: 800_00, manualDiscountReason: 'Scuffed leg', totalAmountKobo: 25_000_00, deliveryMethod: 'pickup', status: 'delivered', paymentStatus: 'paid' },
    [{ productName: 'Ekiti Chair', quantity: 3, priceKobo: 8_600_00, totalKobo: 25_800_00 }],
    { method: 'cash', kobo: 25_000_00, at: lagos('2026-11-14T10:05:00') },
  );
  // D: a draft Bisi sent by chat: a ₦860,000 table made to order with ₦10,000 delivery to Ogun, only the ₦430,000 deposit in.
  await sale(
    { createdAt: lagos('2026-11-14T12:00:00'), channel: 'chat', soldBy: seller.id, subtotalKobo: 860_000_00, deliveryFeeKobo: 10_000_00, totalAmountKobo: 870_000_00, depositKobo: 430_000_00, deliveryState: 'Ogun', status: 'processing', paymentStatus: 'deposit_paid' },
    [{ productName: 'Oko Dining Table', quantity: 1, priceKobo: 860_000_00, totalKobo: 860_000_00 }],
    { method: 'bank_transfer', kobo: 430_000_00, at: lagos('2026-11-14T13:00:00') },
  );
  // E: a quote accepted on the website: a ₦129,000 bed, paid by transfer.
  await sale(
    { createdAt: lagos('2026-11-14T15:00:00'), quoteId: randomUUID(), subtotalKobo: 129_000_00, totalAmountKobo: 129_000_00, deliveryState: 'Lagos', status: 'pending', paymentStatus: 'paid' },
    [{ productName: 'Bespoke Bed', quantity: 1, priceKobo: 129_000_00, totalKobo: 129_000_00 }],
    { method: 'bank_transfer', kobo: 129_000_00, at: lagos('2026-11-14T16:00:00') },
  );
  // Not sales: cancelled before any money, and still waiting for Paystack.
  await sale({ createdAt: lagos('2026-11-14T09:00:00'), status: 'cancelled', subtotalKobo: 999_00, totalAmountKobo: 999_00 }, [{ productName: 'Pouf', quantity: 1, priceKobo: 999_00, totalKobo: 999_00 }], null);
  await sale({ createdAt: lagos('2026-11-14T09:30:00'), subtotalKobo: 777_00, totalAmountKobo: 777_00 }, [{ productName: 'Pouf', quantity: 1, priceKobo: 777_00, totalKobo: 777_00 }], null);
  // October: one ₦100,000 order, the period before November.
  await sale(
    { createdAt: lagos('2026-10-20T12:00:00'), subtotalKobo: 100_000_00, totalAmountKobo: 100_000_00, status: 'delivered', paymentStatus: 'paid' },
    [{ productName: 'Side Table', quantity: 1, priceKobo: 100_000_00, totalKobo: 100_000_00 }],
    { method: 'paystack', kobo: 100_000_00, at: lagos('2026-10-20T12:01:00') },
  );
  // Refunds: a chair in cash at Lekki on the 14th; ₦43,000 of A on 1 December, the next month.
  await db.insert(refunds).values([
    { orderId: orderC.id, amountKobo: 8_600_00, reason: 'One chair back', status: 'processed', processedAt: lagos('2026-11-14T20:00:00'), payoutMethod: 'cash', payoutLocationId: lekki.id },
    { orderId: orderA.id, amountKobo: 43_000_00, reason: 'Scratched arm', status: 'processed', processedAt: lagos('2026-12-01T09:00:00'), payoutMethod: 'paystack' },
    { orderId: orderA.id, amountKobo: 1_000_00, reason: 'Not yet', status: 'approved' },
  ]);
});
afterAll(() => database.dispose());

const ZERO: SalesFigures = { orders: 0, units: 0, grossKobo: 0, discountsKobo: 0, refundsKobo: 0, netKobo: 0, deliveryKobo: 0, vatKobo: 0, totalKobo: 0, averageOrderKobo: 0 };

// The 14th in Lagos: A, C, D and E (B is the 15th; the cancelled and unpaid orders are not sales).
// VAT: lines 30,000 + 1,800 + 60,000 + 9,000; delivery ₦5,000 → 348.84 and ₦10,000 → 697.67 (rounded);
// less the discounts' ₦3,000 and ₦800 → 55.81, less the refund's ₦600.
const FOURTEENTH: SalesFigures = {
  orders: 4,
  units: 1 + 3 + 1 + 1,
  grossKobo: 430_000_00 + 25_800_00 + 860_000_00 + 129_000_00,
  discountsKobo: 43_000_00 + 800_00,
  refundsKobo: 8_600_00,
  deliveryKobo: 5_000_00 + 10_000_00,
  vatKobo: 30_000_00 + 1_800_00 + 60_000_00 + 9_000_00 + 348_84 + 697_67 - 3_000_00 - 55_81 - 600_00,
  totalKobo: 392_000_00 + 25_000_00 + 870_000_00 + 129_000_00 - 8_600_00,
  netKobo: 1_407_400_00 - 98_190_70,
  averageOrderKobo: 1_416_000_00 / 4,
};

describe('a period’s figures', () => {
  it('counts a Lagos day to the kobo: orders placed that day as charged, less refunds processed that day', async () => {
    const report = await read(admin, day('2026-11-14'));
    expect(report.current).toEqual(FOURTEENTH);
    expect(FOURTEENTH.grossKobo - FOURTEENTH.discountsKobo + FOURTEENTH.deliveryKobo - FOURTEENTH.refundsKobo).toBe(FOURTEENTH.totalKobo);
    expect(report.current.netKobo + report.current.vatKobo).toBe(report.current.totalKobo);
    // The period before is the 13th: nothing.
    expect(report.previous).toEqual(ZERO);
  });

  it('puts 00:30 Lagos time on the new day, though it is still the day before in UTC', async () => {
    const report = await read(admin, day('2026-11-15'));
    expect(report.current).toEqual({ ...ZERO, orders: 1, units: 2, grossKobo: 43_000_00, vatKobo: 3_000_00, netKobo: 40_000_00, totalKobo: 43_000_00, averageOrderKobo: 43_000_00 });
  });

  it('counts a refund of a November order in December, when it was processed', async () => {
    const november = await read(admin, { period: 'month' });
    // This month so far, the 1st to the 20th, against the 20 days before: 12 to 31 October, with the order of the 20th.
    expect([november.period.first, november.period.last, november.period.previous, november.previous.orders]).toEqual(['2026-11-01', '2026-11-20', { first: '2026-10-12', last: '2026-10-31' }, 1]);
    expect(november.current.refundsKobo).toBe(8_600_00);
    expect(november.current.totalKobo).toBe(1_416_000_00 + 43_000_00 - 8_600_00);
    const december = await read(admin, { period: 'custom', from: '2026-12-01', to: '2026-12-31' });
    expect(december.current).toEqual({ ...ZERO, refundsKobo: 43_000_00, totalKobo: -43_000_00, vatKobo: -3_000_00, netKobo: -40_000_00 });
  });

  it('compares last month with the month before, by week', async () => {
    const november = { period: 'custom', from: '2026-11-01', to: '2026-11-30', by: 'week' };
    const report = await read(admin, november);
    // October 2 – 31 (30 days) holds the ₦100,000 order of the 20th: VAT 100,000 × 3/43 = 6,976.744 → 6,976.74.
    expect(report.period.previous).toEqual({ first: '2026-10-02', last: '2026-10-31' });
    expect(report.previous).toEqual({ ...ZERO, orders: 1, units: 1, grossKobo: 100_000_00, vatKobo: 6_976_74, netKobo: 93_023_26, totalKobo: 100_000_00, averageOrderKobo: 100_000_00 });
    // Weeks start on Monday: the 14th (Saturday) and the 15th (Sunday) are both in the week of Monday the 9th.
    const weeks = report.tables.periods;
    expect(weeks.kind === 'figures' && weeks.rows.map((row) => [row.key, row.figures.orders, row.figures.totalKobo])).toEqual([['2026-11-09', 5, 1_407_400_00 + 43_000_00]]);
  });
});

describe('the breakdowns of the 14th', () => {
  const rowsOf = async (table: 'channel' | 'location' | 'staff' | 'delivery-state') => {
    const data = (await read(admin, day('2026-11-14'))).tables[table];
    return data.kind === 'figures' ? Object.fromEntries(data.rows.map((row) => [row.key, [row.figures.orders, row.figures.totalKobo]])) : null;
  };

  it('by channel, location, member of staff and delivery state, a refund on its order’s row', async () => {
    expect(await rowsOf('channel')).toEqual({ website: [1, 392_000_00], showroom: [1, 25_000_00 - 8_600_00], chat: [1, 870_000_00], quote: [1, 129_000_00] });
    expect(await rowsOf('location')).toEqual({ 'Lekki showroom': [1, 16_400_00], Online: [3, 392_000_00 + 870_000_00 + 129_000_00] });
    expect(await rowsOf('staff')).toEqual({ 'Bisi Adeyemi': [2, 16_400_00 + 870_000_00], 'Website (no staff)': [2, 392_000_00 + 129_000_00] });
    expect(await rowsOf('delivery-state')).toEqual({ Lagos: [2, 392_000_00 + 129_000_00], Ogun: [1, 870_000_00], Pickup: [1, 16_400_00] });
  });

  it('by category, piece and variant (a measured line as made to measure), and money by payment method', async () => {
    const report = await read(admin, { period: 'custom', from: '2026-11-14', to: '2026-11-15' });
    const lines = (table: 'category' | 'variant') => {
      const data = report.tables[table];
      return data.kind === 'lines' ? Object.fromEntries(data.rows.map((row) => [row.key, [row.units, row.salesKobo]])) : null;
    };
    expect(lines('category')).toEqual({ 'Pieces no longer listed': [1 + 3 + 1 + 2, 25_800_00 + 860_000_00 + 129_000_00 + 43_000_00], Sofas: [1, 430_000_00] });
    // Biggest sales first, by amount (₦10,578,000 before ₦4,300,000), never as text.
    expect(Object.keys(lines('category')!)).toEqual(['Pieces no longer listed', 'Sofas']);
    expect(lines('variant')).toMatchObject({ 'Ikoyi Sofa — 3-seater / Velvet': [1, 430_000_00], 'Adire Curtain — Made to measure': [2, 43_000_00] });
    const money = report.tables['payment-method'];
    expect(money.kind === 'money' && money.rows).toEqual([
      { key: 'bank_transfer', receivedKobo: 430_000_00 + 129_000_00, refundedKobo: 0, netKobo: 559_000_00 },
      { key: 'cash', receivedKobo: 25_000_00, refundedKobo: 8_600_00, netKobo: 16_400_00 },
      { key: 'paystack', receivedKobo: 392_000_00 + 43_000_00, refundedKobo: 0, netKobo: 435_000_00 },
    ]);
  });
});

describe('the same figure everywhere', () => {
  it('the dashboard’s day and channels are the report’s', async () => {
    const days = await as(admin, () => getSalesLast30Days(NOW));
    expect(days.find((entry) => entry.day === '2026-11-14')).toEqual({ day: '2026-11-14', revenueKobo: FOURTEENTH.totalKobo, orders: FOURTEENTH.orders });
    expect(days.find((entry) => entry.day === '2026-11-15')).toEqual({ day: '2026-11-15', revenueKobo: 43_000_00, orders: 1 });
    const month = await read(admin, { period: 'custom', from: '2026-10-22', to: '2026-11-20' });
    expect(days.reduce((sum, entry) => sum + entry.revenueKobo, 0)).toBe(month.current.totalKobo);
    const channels = await as(admin, () => readSalesByChannel(NOW));
    expect(channels).toEqual([
      { channel: 'website', orders: 2, totalKobo: 392_000_00 + 43_000_00 },
      { channel: 'showroom', orders: 1, totalKobo: 16_400_00 },
      { channel: 'chat', orders: 1, totalKobo: 870_000_00 },
      { channel: 'quote', orders: 1, totalKobo: 129_000_00 },
    ]);
  });

  it('the cash-up’s expected cash at Lekki is the report’s cash, and its showroom’s sales', async () => {
    const { takings } = await openTakingsOf(db, lekkiId, '2026-11-14');
    const report = await read(admin, day('2026-11-14'));
    const cash = report.tables['payment-method'];
    const location = report.tables.location;
    expect(expectedCash(takings)).toBe(25_000_00 - 8_600_00);
    expect(cash.kind === 'money' && cash.rows.find((row) => row.key === 'cash')?.netKobo).toBe(expectedCash(takings));
    expect(location.kind === 'figures' && location.rows.find((row) => row.key === 'Lekki showroom')?.figures.totalKobo).toBe(expectedCash(takings));
  });
});

describe('what the report reads', () => {
  it('the sums the database keeps equal what the orders add up to, to the kobo', async () => {
    expect(await keptSumsDifferences()).toEqual([]);
  });
});

describe('who may read and export', () => {
  const exportAs = (caller: TestCaller, query: string) => exportReport(new Request(`http://localhost:3000/admin/reports/export?${query}`, { headers: caller.headers }));

  it('the accountant reads the report and exports a table as CSV, recorded in Activity', async () => {
    const accountant = await signedInStaff('accountant');
    expect((await read(accountant, day('2026-11-14'))).current).toEqual(FOURTEENTH);
    const response = await exportAs(accountant, 'table=channel&period=custom&from=2026-11-14&to=2026-11-14');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text.replace('\uFEFF', '').split('\r\n').slice(0, 2)).toEqual([
      'Channel,Orders,Units,Gross sales,Discounts,Refunds,Net sales (before VAT),Delivery charged,VAT,Total sales,Average order',
      'Chat,1,1,860000.00,0.00,0.00,809302.33,10000.00,60697.67,870000.00,870000.00',
    ]);
    const audit = await db.select().from(auditLog).where(and(eq(auditLog.entityType, 'export'), eq(auditLog.entityLabel, 'Sales report CSV: By channel')));
    expect(audit).toHaveLength(1);
  });

  it('fulfilment can neither read nor export', async () => {
    const fulfilment = await signedInStaff('fulfilment');
    await expect(read(fulfilment, day('2026-11-14'))).rejects.toBeInstanceOf(AccessDeniedError);
    expect((await exportAs(fulfilment, 'table=channel')).status).toBe(403);
  });
});
