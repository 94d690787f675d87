// @postgres: the counts kept by triggers, after concurrent inserts, changes, deletes and a rollback
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { pointDataDirAtTempFolder } from '../helpers/temp-data-dir';
import { as, signedInAdmin, type TestCaller } from '../helpers/sessions';
import { db, queryRows } from '@/server/db/client';
import { orders, payments, refunds } from '@/server/db/schema';
import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus, type PaymentStatus } from '@/lib/constants';
import { countOrders } from '@/server/orders/order-counts';
import { listAdminOrders } from '@/server/order-desk/admin-order-list-reads';
import { countOrdersNeedingAttention } from '@/server/payments/needs-attention';
import { getDashboardCounts, getPendingOrderCount } from '@/server/dashboard/admin-dashboard-reads';
import { resetDatabase, SIGNED_IN_ACCOUNTS } from '../helpers/reset-database';

// What the database keeps with every write (migration 0008): order counts by status and payment
// status (docs/decisions/0028-order-counts-kept-by-the-database.md) and each order's money held
// (docs/decisions/0029-needs-attention-from-kept-sums.md), right after concurrent writes, changes,
// deletes and a rolled-back transaction; and the Orders list's pages read through the index.

pointDataDirAtTempFolder();
let database: TestDatabase;
let admin: TestCaller;

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await signedInAdmin();
});
afterAll(() => database.dispose());

beforeEach(() => resetDatabase({ keep: SIGNED_IN_ACCOUNTS }));

function newOrder(status: OrderStatus = 'pending', paymentStatus: PaymentStatus = 'pending', createdAt = new Date()) {
  return {
    orderNumber: `ORD-${randomUUID()}`,
    customerName: 'Ada Obi',
    customerEmail: 'ada@example.com',
    shippingAddress: '12 Admiralty Way, Lekki',
    subtotalKobo: 50_000_00,
    totalAmountKobo: 50_000_00,
    status,
    paymentStatus,
    createdAt,
  };
}

/** The counts by reading every order: what order_counts must agree with. */
async function countedByReading() {
  return queryRows<{ status: OrderStatus; payment_status: PaymentStatus; n: number }>(
    sql`select status, payment_status, count(*)::int as n from orders group by status, payment_status`,
  );
}

async function expectCountsToMatchTheOrders() {
  const rows = await countedByReading();
  const sum = (match: (row: (typeof rows)[number]) => boolean) => rows.filter(match).reduce((total, row) => total + row.n, 0);
  expect(await countOrders()).toBe(sum(() => true));
  for (const status of ORDER_STATUSES) expect(await countOrders({ status })).toBe(sum((row) => row.status === status));
  for (const payment of PAYMENT_STATUSES) expect(await countOrders({ payment })).toBe(sum((row) => row.payment_status === payment));
  expect(await countOrders({ status: 'delivered', payment: 'paid' })).toBe(sum((row) => row.status === 'delivered' && row.payment_status === 'paid'));
}

async function heldOf(orderId: string) {
  const [row] = await db.select({ held: orders.heldKobo }).from(orders).where(eq(orders.id, orderId));
  return row!.held;
}

describe('order counts', () => {
  it('agree with the orders after concurrent inserts, status changes, deletes and a rollback', async () => {
    const placed = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        db.transaction(async (tx) => {
          const [row] = await tx.insert(orders).values(newOrder(i % 3 === 0 ? 'processing' : 'pending')).returning({ id: orders.id });
          return row!.id;
        }),
      ),
    );
    await expectCountsToMatchTheOrders();
    expect(await countOrders()).toBe(30);

    await Promise.all(
      placed.slice(0, 12).map((id, i) =>
        db.update(orders).set(i % 2 ? { status: 'delivered', paymentStatus: 'paid' } : { status: 'cancelled' }).where(eq(orders.id, id)),
      ),
    );
    await Promise.all(placed.slice(12, 16).map((id) => db.delete(orders).where(eq(orders.id, id))));
    // A change of neither column leaves the counts alone.
    await db.update(orders).set({ notes: 'Call before delivery' }).where(eq(orders.id, placed[20]!));
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(orders).values(newOrder());
        await tx.update(orders).set({ status: 'shipped' }).where(eq(orders.id, placed[20]!));
        throw new Error('the write fails after the trigger ran');
      }),
    ).rejects.toThrow('the write fails');

    await expectCountsToMatchTheOrders();
    expect(await countOrders()).toBe(26);
    await as(admin, async () => {
      expect((await getDashboardCounts()).orders).toBe(26);
      expect(await getPendingOrderCount()).toBe(await countOrders({ status: 'pending' }));
      const page = await listAdminOrders({ q: '', attention: false, samples: false, sort: 'created', dir: 'desc', status: 'cancelled', page: 1 });
      expect(page.total).toBe(6);
      expect(page.rows).toHaveLength(6);
    });
  });
});

describe('money held by an order', () => {
  it('follows its succeeded payments, reversals and processed refunds as they come, change and go', async () => {
    const [order] = await db.insert(orders).values(newOrder('processing', 'paid')).returning({ id: orders.id });
    const orderId = order!.id;
    expect(await heldOf(orderId)).toBe(0);

    const [payment] = await db
      .insert(payments)
      .values({ orderId, method: 'manual', amountKobo: 50_000_00, status: 'succeeded' })
      .returning({ id: payments.id });
    await db.insert(payments).values({ orderId, method: 'paystack', amountKobo: 50_000_00, status: 'failed' });
    expect(await heldOf(orderId)).toBe(50_000_00);

    const [refund] = await db
      .insert(refunds)
      .values({ orderId, amountKobo: 10_000_00, reason: 'Scratched leg', status: 'pending' })
      .returning({ id: refunds.id });
    expect(await heldOf(orderId)).toBe(50_000_00); // not processed yet
    await db.update(refunds).set({ status: 'processed' }).where(eq(refunds.id, refund!.id));
    expect(await heldOf(orderId)).toBe(40_000_00);
    await db.update(refunds).set({ amountKobo: 15_000_00 }).where(eq(refunds.id, refund!.id));
    expect(await heldOf(orderId)).toBe(35_000_00);

    // A reversal is a row of its own with the negative amount.
    await db.insert(payments).values({ orderId, method: 'manual', amountKobo: -50_000_00, status: 'succeeded', reversesPaymentId: payment!.id });
    expect(await heldOf(orderId)).toBe(-15_000_00);
    await db.delete(refunds).where(eq(refunds.id, refund!.id));
    expect(await heldOf(orderId)).toBe(0);
  });

  it('stays right when many payments and refunds land at once, and makes a cancelled order need attention', async () => {
    const created = await db
      .insert(orders)
      .values(Array.from({ length: 6 }, () => newOrder('cancelled', 'paid')))
      .returning({ id: orders.id });
    const ids = created.map((row) => row.id);
    await Promise.all(
      ids.flatMap((orderId, i) => [
        ...Array.from({ length: 4 }, () => db.insert(payments).values({ orderId, method: 'manual', amountKobo: 10_000_00, status: 'succeeded' })),
        ...Array.from({ length: i }, () => db.insert(refunds).values({ orderId, amountKobo: 8_000_00, reason: 'Cancelled', status: 'processed' })),
      ]),
    );
    const expected = await queryRows<{ id: string; held: number }>(sql`
      select o.id, (select coalesce(sum(amount_kobo), 0) from payments p where p.order_id = o.id and p.status = 'succeeded')
        - (select coalesce(sum(amount_kobo), 0) from refunds r where r.order_id = o.id and r.status = 'processed') as held
      from orders o`);
    for (const row of expected) expect(await heldOf(row.id)).toBe(Number(row.held));
    // 40,000 received; the order with five refunds of 8,000 has all of it back.
    const stillHolding = expected.filter((row) => Number(row.held) > 0).map((row) => row.id);
    expect(stillHolding).toHaveLength(5);

    await as(admin, async () => {
      expect((await countOrdersNeedingAttention()).refundsDue).toBe(5);
      const page = await listAdminOrders({ q: '', attention: true, samples: false, sort: 'created', dir: 'desc', page: 1 });
      expect(page.total).toBe(5);
      expect(page.rows.map((row) => row.id).sort()).toEqual([...stillHolding].sort());
      expect(page.rows.every((row) => row.attention.moneyToRefund)).toBe(true);
    });
  });
});

describe('pages of the Orders list', () => {
  it('cover every order once, newest first, ties in time broken by id, down to the last page', async () => {
    const sameMoment = new Date('2026-03-14T09:30:00Z');
    await db.insert(orders).values(Array.from({ length: 45 }, (_, i) => newOrder('pending', 'pending', i < 25 ? sameMoment : new Date(sameMoment.getTime() + i * 1000))));
    const expected = await queryRows<{ id: string }>(sql`select id from orders order by created_at desc, id desc`);
    await as(admin, async () => {
      const pages = await Promise.all([1, 2, 3].map((page) => listAdminOrders({ q: '', attention: false, samples: false, sort: 'created', dir: 'desc', page })));
      expect(pages.flatMap((page) => page.rows.map((row) => row.id))).toEqual(expected.map((row) => row.id));
      expect(pages.map((page) => page.pageCount)).toEqual([3, 3, 3]);
      // A page past the end shows the last one.
      expect((await listAdminOrders({ q: '', attention: false, samples: false, sort: 'created', dir: 'desc', page: 9 })).rows.map((row) => row.id)).toEqual(pages[2]!.rows.map((row) => row.id));
    });
  });

  it('hold the orders placed on a Reports row’s Lagos days, midnight to midnight in Lagos, not in UTC', async () => {
    // 23:30 UTC on 31 October is 00:30 on 1 November in Lagos; 22:59 UTC on 30 November is 23:59 there.
    const placed = ['2026-10-31T22:59:00Z', '2026-10-31T23:30:00Z', '2026-11-30T22:59:00Z', '2026-11-30T23:00:00Z'].map((at) => newOrder('pending', 'pending', new Date(at)));
    const [beforeIt, firstMinute, lastMinute, afterIt] = await db.insert(orders).values(placed).returning({ id: orders.id });
    const ids = async (from?: string, to?: string) =>
      (await listAdminOrders({ q: '', attention: false, samples: false, sort: 'created', dir: 'asc', page: 1, from, to })).rows.map((row) => row.id);
    await as(admin, async () => {
      expect(await ids('2026-11-01', '2026-11-30')).toEqual([firstMinute!.id, lastMinute!.id]);
      expect(await ids(undefined, '2026-10-31')).toEqual([beforeIt!.id]);
      expect(await ids('2026-12-01')).toEqual([afterIt!.id]);
    });
  });
});
