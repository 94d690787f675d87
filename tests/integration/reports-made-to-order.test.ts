// @postgres+pglite: deposits are split by a running sum (a window function) and stage times by lead() and percentile_cont, in SQL on bigint and Lagos days
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { and, eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { pointDataDirAtTempFolder } from '../helpers/temp-data-dir';
import { as, signedInAdmin, signedInStaff, type TestCaller } from '../helpers/sessions';
import { newOrderRow } from '../helpers/factories';
import { db } from '@/server/db/client';
import { auditLog, orderEvents, orderItems, payments } from '@/server/db/schema';
import { AccessDeniedError } from '@/server/auth/session';
import { readMadeToOrderReport } from '@/server/reports/report-screens';
import { GET as exportMadeToOrder } from '@/app/admin/reports/made-to-order/export/route';
import MadeToOrderReportPage from '@/app/admin/reports/made-to-order/page';
import { periodParamsSchema } from '@/lib/reports/periods';
import type { OrderStage } from '@/lib/made-to-order-constants';

// Reports → Made to order against real rows (docs/decisions/0082-what-each-figure-counts.md, "Made to order and
// marketing"): four deposit orders (one paid whole at once, one with its balance in, two owing), a made-to-order
// order paid in full, a piece from stock, a cancelled order; each one's stages with their times, a promise
// missed by an open order and one by a delivered order. Every figure is checked against sums worked by hand.

pointDataDirAtTempFolder();
let database: TestDatabase;
let admin: TestCaller;
/** 13:00 on Friday 20 November in Lagos. */
const NOW = new Date('2026-11-20T12:00:00Z');
const lagos = (at: string) => new Date(`${at}+01:00`);
const NOVEMBER = { period: 'custom', from: '2026-11-01', to: '2026-11-20' };
const HOUR = 3_600;
const DAY = 24 * HOUR;

const read = (caller: TestCaller, params: Record<string, string> = NOVEMBER) => as(caller, () => readMadeToOrderReport(periodParamsSchema.parse(params), NOW));

/** An order of one line (made to order unless `stock`), its payments and its stages as [stage, Lagos time]. */
async function order(
  values: Parameters<typeof newOrderRow>[0],
  { paid = [], stages = [], stock = false }: { paid?: [number, string][]; stages?: [OrderStage, string][]; stock?: boolean },
) {
  const row = await newOrderRow({ stage: stages.at(-1)?.[0] ?? null, ...values });
  const total = row.totalAmountKobo;
  await db.insert(orderItems).values({ orderId: row.id, productName: 'Oko Dining Table', quantity: 1, priceKobo: total, totalKobo: total, ...(stock ? {} : { leadTimeMinDays: 21, leadTimeMaxDays: 35 }) });
  for (const [kobo, at] of paid) await db.insert(payments).values({ orderId: row.id, method: 'bank_transfer', amountKobo: kobo, status: 'succeeded', paidAt: lagos(at), createdAt: lagos(at) });
  for (const [stage, at] of stages) await db.insert(orderEvents).values({ orderId: row.id, kind: 'stage', stage, createdAt: lagos(at) });
  return row;
}

let owing: { id: string; orderNumber: string };
let dueSoon: { id: string; orderNumber: string };
let deliveredLate: { id: string; orderNumber: string };

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await signedInAdmin();
  // P: ₦500,000, ₦250,000 deposit in on 3 Nov, balance owed, in production; promised by the 18th: late.
  owing = await order(
    { customerName: 'Chiamaka Eze', totalAmountKobo: 500_000_00, subtotalKobo: 500_000_00, depositKobo: 250_000_00, paymentStatus: 'deposit_paid', status: 'processing', deliveryWindowStart: '2026-11-11', deliveryWindowEnd: '2026-11-18' },
    { paid: [[250_000_00, '2026-11-03T09:00:00']], stages: [['confirmed', '2026-11-03T10:00:00'], ['in_production', '2026-11-05T10:00:00']] },
  );
  // Q: ₦300,000, ₦90,000 deposit in October, the ₦210,000 balance on 10 Nov; promised by the 9th, delivered the 12th.
  deliveredLate = await order(
    { customerName: 'Tunde Bakare', totalAmountKobo: 300_000_00, subtotalKobo: 300_000_00, depositKobo: 90_000_00, paymentStatus: 'paid', status: 'delivered', deliveredAt: lagos('2026-11-12T10:00:00'), deliveryWindowStart: '2026-11-02', deliveryWindowEnd: '2026-11-09' },
    {
      paid: [[90_000_00, '2026-10-28T09:00:00'], [210_000_00, '2026-11-10T09:00:00']],
      stages: [
        ['confirmed', '2026-10-28T10:00:00'],
        ['in_production', '2026-10-29T10:00:00'],
        ['quality_check', '2026-11-08T10:00:00'],
        ['ready_for_delivery', '2026-11-09T16:00:00'],
        ['out_for_delivery', '2026-11-11T10:00:00'],
        ['delivered', '2026-11-12T10:00:00'],
      ],
    },
  );
  // R: ₦200,000 with a ₦60,000 deposit, paid whole on 5 Nov: ₦60,000 deposit and ₦140,000 balance; promised by the 30th.
  const whole = await order(
    { totalAmountKobo: 200_000_00, subtotalKobo: 200_000_00, depositKobo: 60_000_00, paymentStatus: 'paid', status: 'processing', deliveryWindowStart: '2026-11-23', deliveryWindowEnd: '2026-11-30' },
    { paid: [[200_000_00, '2026-11-05T09:00:00']], stages: [['confirmed', '2026-11-05T10:00:00'], ['in_production', '2026-11-06T10:00:00'], ['quality_check', '2026-11-10T10:00:00'], ['ready_for_delivery', '2026-11-10T16:00:00']] },
  );
  // The delivery window moved: a timeline entry that is not a stage, between two stages.
  await db.insert(orderEvents).values({ orderId: whole.id, kind: 'window', windowStart: '2026-11-23', windowEnd: '2026-11-30', createdAt: lagos('2026-11-07T10:00:00') });
  // S: ₦400,000, ₦100,000 deposit in on 14 Nov, ready, its balance due on the 21st.
  dueSoon = await order(
    { customerName: 'Ngozi', totalAmountKobo: 400_000_00, subtotalKobo: 400_000_00, depositKobo: 100_000_00, paymentStatus: 'deposit_paid', status: 'processing', balanceDueAt: lagos('2026-11-21T10:00:00') },
    {
      paid: [[100_000_00, '2026-11-14T09:00:00']],
      stages: [['confirmed', '2026-11-14T10:00:00'], ['in_production', '2026-11-15T10:00:00'], ['quality_check', '2026-11-17T10:00:00'], ['ready_for_delivery', '2026-11-18T10:00:00']],
    },
  );
  // T: made to order, ₦150,000 paid in full (no deposit), in production, promised by the 25th.
  await order(
    { totalAmountKobo: 150_000_00, subtotalKobo: 150_000_00, paymentStatus: 'paid', status: 'processing', deliveryWindowStart: '2026-11-18', deliveryWindowEnd: '2026-11-25' },
    { paid: [[150_000_00, '2026-11-02T09:00:00']], stages: [['confirmed', '2026-11-02T10:00:00'], ['in_production', '2026-11-02T12:00:00']] },
  );
  // Not made to order: a piece from stock, confirmed, late and dispatched; none of it counts here.
  await order(
    { totalAmountKobo: 80_000_00, subtotalKobo: 80_000_00, paymentStatus: 'paid', status: 'processing', deliveryWindowStart: '2026-11-05', deliveryWindowEnd: '2026-11-10' },
    { paid: [[80_000_00, '2026-11-01T09:00:00']], stages: [['confirmed', '2026-11-01T10:00:00'], ['out_for_delivery', '2026-11-02T10:00:00']], stock: true },
  );
  // Cancelled after its deposit came in and went back: owes nothing, is at no stage, is late for nobody.
  await order(
    { totalAmountKobo: 120_000_00, subtotalKobo: 120_000_00, depositKobo: 40_000_00, paymentStatus: 'deposit_paid', status: 'cancelled', deliveryWindowStart: '2026-11-01', deliveryWindowEnd: '2026-11-08' },
    { paid: [[40_000_00, '2026-10-20T09:00:00']], stages: [['confirmed', '2026-10-20T10:00:00']] },
  );
});
afterAll(() => database.dispose());

describe('money of deposit orders', () => {
  it('splits what came in each day into deposit and balance: a payment of the whole is both', async () => {
    const { tables } = await read(admin);
    expect(tables.received.rows.map((row) => row.cells)).toEqual([
      ['2026-11-03', 1, 250_000_00, 0, 0],
      ['2026-11-05', 1, 60_000_00, 1, 140_000_00],
      ['2026-11-10', 0, 0, 1, 210_000_00],
      ['2026-11-14', 1, 100_000_00, 0, 0],
    ]);
    // By month: October's deposit of Q is not November's.
    const byMonth = await read(admin, { ...NOVEMBER, by: 'month' });
    expect(byMonth.tables.received.rows.map((row) => row.cells)).toEqual([['2026-11-01', 3, 250_000_00 + 60_000_00 + 100_000_00, 2, 140_000_00 + 210_000_00]]);
  });

  it('lists the balances owed now, soonest due first, each linking to its order', async () => {
    const { tables } = await read(admin);
    expect(tables.balances.rows).toEqual([
      { key: dueSoon.id, href: `/admin/orders/${dueSoon.id}`, cells: [dueSoon.orderNumber, 'Ngozi', 'Ready for delivery', 400_000_00 - 100_000_00, '2026-11-21'] },
      { key: owing.id, href: `/admin/orders/${owing.id}`, cells: [owing.orderNumber, 'Chiamaka', 'In production', 500_000_00 - 250_000_00, null] },
    ]);
  });
});

describe('the workshop', () => {
  it('counts the open made-to-order orders at each stage, with what they were charged', async () => {
    const { tables } = await read(admin);
    expect(tables.stages.rows.map((row) => row.cells)).toEqual([
      ['In production', 2, 500_000_00 + 150_000_00],
      ['Ready for delivery', 2, 200_000_00 + 400_000_00],
    ]);
  });

  it('times each stage left in the period, from reaching it to reaching the next, average and median', async () => {
    const { tables } = await read(admin);
    // Confirmed: P 2 days, R 1 day, S 1 day, T 2 hours (Q left it in October). In production: Q 10 days, R 4, S 2.
    // Quality check: Q 30 h, R 6 h, S 1 day. Ready for delivery: Q 42 h. Out for delivery: Q 1 day.
    expect(tables['stage-times'].rows.map((row) => row.cells)).toEqual([
      ['Confirmed', 4, (2 * DAY + DAY + DAY + 2 * HOUR) / 4, (DAY + DAY) / 2],
      ['In production', 3, (10 * DAY + 4 * DAY + 2 * DAY) / 3, 4 * DAY],
      ['Quality check', 3, (30 * HOUR + 6 * HOUR + DAY) / 3, DAY],
      ['Ready for delivery', 1, 42 * HOUR, 42 * HOUR],
      ['Out for delivery', 1, DAY, DAY],
    ]);
  });
});

describe('promised dates', () => {
  it('lists the open orders past their promise and those delivered after it in the period', async () => {
    const { tables } = await read(admin);
    expect(tables.late.rows.map((row) => [row.href, ...row.cells])).toEqual([[`/admin/orders/${owing.id}`, owing.orderNumber, 'Chiamaka', 'In production', 500_000_00, '2026-11-18', 2]]);
    expect(tables['delivered-late'].rows.map((row) => row.cells)).toEqual([[deliveredLate.orderNumber, 'Tunde', 'Delivered', 300_000_00, '2026-11-09', '2026-11-12', 3]]);
    // October holds no late delivery.
    const october = await read(admin, { period: 'custom', from: '2026-10-01', to: '2026-10-31' });
    expect(october.tables['delivered-late'].rows).toEqual([]);
  });
});

describe('who may read and export', () => {
  const exportAs = (caller: TestCaller, query: string) => exportMadeToOrder(new Request(`http://localhost:3000/admin/reports/made-to-order/export?${query}`, { headers: caller.headers }));

  it('the accountant exports a table as CSV, naira with two decimals and durations in days, recorded in Activity', async () => {
    const accountant = await signedInStaff('accountant');
    const times = await exportAs(accountant, 'table=stage-times&period=custom&from=2026-11-01&to=2026-11-20');
    expect(times.status).toBe(200);
    expect((await times.text()).replace('\uFEFF', '').split('\r\n').slice(0, 3)).toEqual([
      'Stage,Orders that left it,Average time (days),Median time (days)',
      'Confirmed,4,1.02,1.00',
      'In production,3,5.33,4.00',
    ]);
    const balances = await exportAs(accountant, 'table=balances&period=custom&from=2026-11-01&to=2026-11-20');
    expect((await balances.text()).split('\r\n').slice(1, 3)).toEqual([
      `${dueSoon.orderNumber},Ngozi,Ready for delivery,300000.00,2026-11-21`,
      `${owing.orderNumber},Chiamaka,In production,250000.00,`,
    ]);
    const audit = await db.select().from(auditLog).where(and(eq(auditLog.entityType, 'export'), eq(auditLog.entityLabel, 'Made to order report CSV: Balances still due now')));
    expect(audit).toHaveLength(1);
  });

  it('the accountant sees each table as a card, a balance linking to its order, each with its CSV link for the period', async () => {
    const accountant = await signedInStaff('accountant');
    const html = await as(accountant, async () => renderToStaticMarkup(await MadeToOrderReportPage({ searchParams: Promise.resolve(NOVEMBER) })));
    for (const title of ['Deposits and balances received', 'Balances still due now', 'Orders at each stage now', 'How long each stage took']) expect(html).toContain(`>${title}</h2>`);
    expect(html).toMatch(new RegExp(`<a [^>]*href="/admin/orders/${owing.id}"[^>]*>${owing.orderNumber}</a>`));
    expect(html).toContain('href="/admin/reports/made-to-order/export?table=balances&amp;period=custom&amp;from=2026-11-01&amp;to=2026-11-20&amp;by=day"');
    expect(html).toContain('action="/admin/reports/made-to-order"');
    // Deposits received in the period: ₦250,000 + ₦60,000 + ₦100,000.
    expect(html).toContain('₦410,000');
  });

  it('fulfilment can neither read nor export', async () => {
    const fulfilment = await signedInStaff('fulfilment');
    await expect(read(fulfilment)).rejects.toBeInstanceOf(AccessDeniedError);
    expect((await exportAs(fulfilment, 'table=balances')).status).toBe(403);
  });
});
