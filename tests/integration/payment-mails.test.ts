// @postgres: payment mails queued in the job queue directly
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { readableMail, startSmtpSink } from '../helpers/smtp-sink';
import { runJobsUntilIdle } from '../helpers/jobs';
import { takeBankTransfers } from '../helpers/checkout';
import { db } from '@/server/db/client';
import { categories, jobs, payments } from '@/server/db/schema';
import { enqueueJob } from '@/server/jobs/queue';
import { cancelOrder } from '@/server/orders/cancel-order';
import { lockOrder } from '@/server/orders/order-stock';
import { confirmPayment } from '@/server/payments/confirm-payment';
import { PAYMENT_MAIL_JOB } from '@/server/payments/payment-mails';
import { newCategory, newProduct, placeTestOrder } from '../helpers/factories';
import { resetDatabase } from '../helpers/reset-database';

// What the shopper and the shop hear about a payment, through the 'payment-mail' job that
// confirmPayment (or an admin rejecting a proof) queues, on a real database and a real SMTP sink.

const { smtpPort } = await vi.hoisted(async () => {
  const { pointMailAtSmtpSink } = await import('../helpers/loopback-port');
  const port = await pointMailAtSmtpSink();
  process.env.SHOP_EMAIL = 'orders@adireliving.test';
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  pointDataDirAtTempFolder();
  return { smtpPort: port };
});

let database: TestDatabase;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpSink(smtpPort);
  await newCategory('Sofas');
});
afterAll(async () => {
  await smtp.close();
  await database.dispose();
});
beforeEach(() => resetDatabase({ keep: [categories] }));

/** A placed order of ₦100,000 whose own mails already went out. */
async function placedOrder() {
  const sofa = await newProduct({ priceKobo: 100_000_00, stockQuantity: 3 });
  await takeBankTransfers();
  const placed = await placeTestOrder([{ productId: sofa.id, quantity: 1, unitPriceKobo: 100_000_00 }]);
  await runJobsUntilIdle();
  smtp.received.length = 0;
  return { ...placed, accountEmail: placed.buyer.email, productId: sofa.id };
}

const transfer = (orderId: string, amountKobo: number) => ({ orderId, method: 'bank_transfer' as const, amountKobo, currency: 'NGN' });

/** Each mail sent since the order was placed, as recipient and readable text. */
async function sent() {
  await runJobsUntilIdle();
  return smtp.received.map((mail) => ({ to: mail.to[0], text: readableMail(mail.raw) }));
}

describe('payment mails', () => {
  it('paid: the shopper hears the payment was received; the shop gets no notice', async () => {
    const order = await placedOrder();
    await confirmPayment(transfer(order.orderId, order.totalKobo));
    const mails = await sent();
    expect(mails.map((mail) => mail.to)).toEqual([order.accountEmail]);
    expect(mails[0]!.text).toContain(`Subject: Payment received for order ${order.orderNumber}`);
    expect(mails[0]!.text).toContain(`We have received your payment of ₦100,000 for order ${order.orderNumber}.`);
    expect(mails[0]!.text).toContain('Your order is paid in full');
    const [payment] = await db.select({ id: payments.id }).from(payments).where(eq(payments.orderId, order.orderId));
    expect(mails[0]!.text).toContain(`Your receipt for this payment: http://localhost:3000/receipts/${order.orderNumber}/payments/${payment!.id}`);
  });

  it('part of the money (cash recorded by an admin): the shopper hears what is still due', async () => {
    const order = await placedOrder();
    await confirmPayment({ ...transfer(order.orderId, 40_000_00), method: 'manual', partialAllowed: true });
    const [mail] = await sent();
    expect(mail!.text).toContain('We have received your payment of ₦40,000');
    expect(mail!.text).toContain('₦60,000 is still due on this order.');
  });

  it('refund_due: the shopper is told the money goes back, and the shop is told to refund it', async () => {
    const order = await placedOrder();
    // An admin cancelled it; money that arrives now cannot reopen it.
    await db.transaction(async (tx) => cancelOrder(tx, (await lockOrder(tx, order.orderId))!));
    const result = await confirmPayment(transfer(order.orderId, order.totalKobo));
    expect(result.outcome).toBe('refund_due');

    const mails = await sent();
    const shopper = mails.find((mail) => mail.to === order.accountEmail)!;
    const shop = mails.find((mail) => mail.to === 'orders@adireliving.test')!;
    expect(shopper.text).toContain("We received your payment after the order was cancelled, we'll refund you.");
    expect(shopper.text).toContain(`Subject: We will refund your payment for order ${order.orderNumber}`);
    expect(shop.text).toContain('Money arrived for an order that had been cancelled, and the order could not be reopened: refund it to the shopper.');
    expect(shop.text).toContain(`Order: ${order.orderNumber} (₦100,000), Amaka Obi <amaka@example.com>`);
    expect(shop.text).toContain('Reply-To: amaka@example.com');
    expect(mails).toHaveLength(2);
  });

  it('needs_review: only the shop hears, with the reason', async () => {
    const order = await placedOrder();
    const result = await confirmPayment(transfer(order.orderId, 90_000_00));
    expect(result.outcome).toBe('needs_review');
    const mails = await sent();
    expect(mails.map((mail) => mail.to)).toEqual(['orders@adireliving.test']);
    expect(mails[0]!.text).toContain('A payment needs your review before it counts towards the order.');
    expect(mails[0]!.text).toContain('Payment: ₦90,000 by bank transfer');
    expect(mails[0]!.text).toContain('Why: Paid ₦90,000, but ₦100,000 was due.');
  });

  it('rejected: the shopper hears the proof was not accepted, and why', async () => {
    const order = await placedOrder();
    const [proof] = await db
      .insert(payments)
      .values({ orderId: order.orderId, method: 'bank_transfer', amountKobo: order.totalKobo, status: 'failed', reason: 'The receipt shows another account number.', proofKey: 'proofs/x.pdf' })
      .returning();
    await enqueueJob(PAYMENT_MAIL_JOB, { paymentId: proof!.id, outcome: 'rejected' });
    const mails = await sent();
    expect(mails.map((mail) => mail.to)).toEqual([order.accountEmail]);
    expect(mails[0]!.text).toContain('Your proof was not accepted: The receipt shows another account number.');
  });

  it('each mail is its own job: a shop notice that fails is retried without mailing the shopper again', async () => {
    const order = await placedOrder();
    await db.transaction(async (tx) => cancelOrder(tx, (await lockOrder(tx, order.orderId))!));
    await confirmPayment(transfer(order.orderId, order.totalKobo));
    await smtp.close();
    const refusing = await startSmtpSink(smtpPort, { refuse: (address) => address === 'orders@adireliving.test' });
    await runJobsUntilIdle();
    await refusing.close();
    smtp = await startSmtpSink(smtpPort);
    expect(refusing.received.map((mail) => mail.to[0])).toEqual([order.accountEmail]);

    await db.update(jobs).set({ runAt: new Date(Date.now() - 1_000) }).where(eq(jobs.status, 'pending'));
    expect((await sent()).map((mail) => mail.to)).toEqual(['orders@adireliving.test']);
  });
});
