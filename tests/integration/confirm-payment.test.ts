// @postgres: concurrent confirmations of the same money are recorded once
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { pointDataDirAtTempFolder } from '../helpers/temp-data-dir';
import { db } from '@/server/db/client';
import { categories, jobs, orders, payments, products, productVariants, websiteSettings } from '@/server/db/schema';
import { confirmPayment } from '@/server/payments/confirm-payment';
import { takeBankTransfers } from '../helpers/checkout';
import { newCategory, newProduct, placeTestOrder, setStock } from '../helpers/factories';
import { resetDatabase } from '../helpers/reset-database';

// confirmPayment, the one door money comes in by: paid once, never twice; wrong money held for
// review; money after a cancellation reopens the order or is flagged for a refund.

let database: TestDatabase;
beforeAll(async () => {
  pointDataDirAtTempFolder();
  database = await createTestDatabase();
  await takeBankTransfers();
  await newCategory('Sofas');
});
afterAll(() => database.dispose());
beforeEach(() => resetDatabase({ keep: [categories, websiteSettings] }));

async function placedOrder(stock = 3, quantity = 1) {
  const product = await newProduct({ priceKobo: 100_000_00, stockQuantity: stock });
  const placed = await placeTestOrder([{ productId: product.id, quantity, unitPriceKobo: 100_000_00 }]);
  return { ...placed, productId: product.id };
}

const orderRow = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const stockOf = async (id: string) => (await db.select({ s: products.stockQuantity }).from(products).where(eq(products.id, id)))[0]!.s;
const paymentCount = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(payments))[0]!.n;

describe('confirmPayment', () => {
  it('marks the order paid once, and the same provider event a second time changes nothing', async () => {
    const order = await placedOrder();
    const money = { orderId: order.orderId, method: 'paystack' as const, providerReference: 'ref-1', providerEventId: '9001', amountKobo: order.totalKobo, currency: 'NGN' };
    const first = await confirmPayment(money);
    const again = await confirmPayment(money);
    expect(first.outcome).toBe('paid');
    expect(again).toMatchObject({ outcome: 'duplicate', paymentId: first.paymentId });
    expect((await orderRow(order.orderId)).paymentStatus).toBe('paid');
    expect(await paymentCount()).toBe(1);
    const mails = await db.select().from(jobs).where(eq(jobs.kind, 'payment-mail'));
    expect(mails).toHaveLength(1);
  });

  it('holds money of the wrong amount or currency for review, never as paid', async () => {
    const order = await placedOrder();
    const short = await confirmPayment({ orderId: order.orderId, method: 'paystack', providerReference: 'ref-a', amountKobo: order.totalKobo - 100, currency: 'NGN' });
    const dollars = await confirmPayment({ orderId: order.orderId, method: 'paystack', providerReference: 'ref-b', amountKobo: order.totalKobo, currency: 'USD' });
    expect(short.outcome).toBe('needs_review');
    expect(short.reason).toMatch(/was due/);
    expect(dollars.outcome).toBe('needs_review');
    expect((await orderRow(order.orderId)).paymentStatus).toBe('pending');
  });

  it('records concurrent confirmations of the same money once', async () => {
    const order = await placedOrder();
    const money = { orderId: order.orderId, method: 'paystack' as const, providerReference: 'ref-c', providerEventId: '77', amountKobo: order.totalKobo, currency: 'NGN' };
    const results = await Promise.all(Array.from({ length: 5 }, () => confirmPayment(money)));
    expect(results.filter((r) => r.outcome === 'paid')).toHaveLength(1);
    expect(await paymentCount()).toBe(1);
  });

  it('reopens an order cancelled for non-payment when its stock is still there, else flags a refund', async () => {
    const reopenable = await placedOrder(3, 1);
    const lost = await placedOrder(1, 1);
    for (const order of [reopenable, lost]) {
      await db.update(orders).set({ status: 'cancelled', cancelReason: 'not paid in time' }).where(eq(orders.id, order.orderId));
      await db.update(productVariants).set({ stockQuantity: sql`${productVariants.stockQuantity} + 1` }).where(eq(productVariants.productId, order.productId));
    }
    await setStock(lost.productId, 0);

    const reopened = await confirmPayment({ orderId: reopenable.orderId, method: 'paystack', providerReference: 'late-1', amountKobo: reopenable.totalKobo, currency: 'NGN' });
    const refundDue = await confirmPayment({ orderId: lost.orderId, method: 'paystack', providerReference: 'late-2', amountKobo: lost.totalKobo, currency: 'NGN' });

    expect(reopened.outcome).toBe('reopened');
    expect(await orderRow(reopenable.orderId)).toMatchObject({ status: 'pending', paymentStatus: 'paid', cancelReason: null });
    expect(await stockOf(reopenable.productId)).toBe(2);
    expect(refundDue.outcome).toBe('refund_due');
    expect(await orderRow(lost.orderId)).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });
    expect(await stockOf(lost.productId)).toBe(0);
    const [flagged] = await db.select().from(payments).where(eq(payments.id, refundDue.paymentId));
    expect(flagged).toMatchObject({ status: 'succeeded', arrivedLate: true });
  });
});
