// @postgres: a job queued in a transaction that rolls back, found by its payload's orderId (a JSON operator)
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { newCategory, newProduct, placeTestOrder } from '../helpers/factories';
import { takeBankTransfers } from '../helpers/checkout';
import { runJobsUntilIdle } from '../helpers/jobs';
import { db, type Transaction } from '@/server/db/client';
import { jobs, orders, payments } from '@/server/db/schema';
import { composeTheShop } from '@/server/composition/shop';
import { issueOrderEInvoices } from '@/server/einvoicing/issue-einvoices';
import { cancelOrder } from '@/server/orders/cancel-order';
import { lockOrder } from '@/server/orders/order-stock';
import { confirmPayment } from '@/server/payments/confirm-payment';
import { updateDerivedPaymentStatus } from '@/server/payments/ledger';
import { receiptForOrder } from '@/server/receipts/load-receipt';
import { EINVOICE_ORDER_JOB } from '@/lib/einvoicing/einvoice-states';

// E-invoicing as the composition root wires it (docs/decisions/0076-jobs-behind-the-queue-api.md, "Left for
// later"): the order record's events queue the order's e-invoice job inside the transaction that moved the
// money, and receipts ask e-invoicing for the IRN through their port. A process that never registered
// either fails loudly: money whose invoice is silently never queued is a tax-law failure.

vi.hoisted(async () => (await import('../helpers/temp-data-dir')).pointDataDirAtTempFolder());
const mbs = await vi.hoisted(async () => (await import('../helpers/mbs-fake')).startMbsFakeForThisShop());

const PRICE = 215_000_00;
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await takeBankTransfers({ legalName: 'Adire Living Ltd', businessAddress: '12 Admiralty Way\nLekki, Lagos 106104', contactEmail: 'hello@adireliving.ng', vatRegistered: true });
  await newCategory('Chairs');
});
afterAll(async () => {
  await database.dispose();
  await mbs.close();
});

async function placedOrder() {
  const chair = await newProduct({ name: 'Ikoyi Lounge Chair', category: 'chairs', priceKobo: PRICE, stockQuantity: 5 });
  return placeTestOrder([{ productId: chair.id, unitPriceKobo: PRICE }]);
}

const orderJobs = (database: Transaction | typeof db, orderId: string) =>
  database.select({ dedupeKey: jobs.dedupeKey }).from(jobs).where(and(eq(jobs.kind, EINVOICE_ORDER_JOB), sql`${jobs.payload}->>'orderId' = ${orderId}`));

const orderRow = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;

/** Runs `body` with nothing registered by the composition root, then composes the shop again. */
async function withNothingRegistered(body: () => Promise<void>) {
  globalThis.__storeOrderEventListeners = undefined;
  globalThis.__storeReceiptEInvoiceRead = undefined;
  try {
    await body();
  } finally {
    composeTheShop();
  }
}

class RolledBack extends Error {}

describe("the order record's events", () => {
  it("queue the order's e-invoice job inside the transaction that moved the money: rolled back, nothing is queued", async () => {
    const placed = await placedOrder();
    const rolledBack = db.transaction(async (tx) => {
      await tx.insert(payments).values({ orderId: placed.orderId, method: 'bank_transfer', amountKobo: placed.totalKobo, currency: 'NGN', status: 'succeeded' });
      await updateDerivedPaymentStatus(tx, { id: placed.orderId, totalAmountKobo: placed.totalKobo }, { moneyIn: true });
      expect(await orderJobs(tx, placed.orderId)).toEqual([{ dedupeKey: `${EINVOICE_ORDER_JOB}:${placed.orderId}:sale` }]);
      throw new RolledBack();
    });
    await expect(rolledBack).rejects.toBeInstanceOf(RolledBack);
    expect(await orderJobs(db, placed.orderId)).toEqual([]);

    await confirmPayment({ orderId: placed.orderId, method: 'bank_transfer', amountKobo: placed.totalKobo, currency: 'NGN' });
    expect(await orderJobs(db, placed.orderId)).toEqual([{ dedupeKey: `${EINVOICE_ORDER_JOB}:${placed.orderId}:sale` }]);
  });

  it('queue the job of a cancellation, which corrects the invoice', async () => {
    const placed = await placedOrder();
    await db.transaction(async (tx) => cancelOrder(tx, (await lockOrder(tx, placed.orderId))!));
    expect(await orderJobs(db, placed.orderId)).toEqual([{ dedupeKey: `${EINVOICE_ORDER_JOB}:${placed.orderId}` }]);
  });

  it('with no listener registered, refuse the payment and the cancellation, writing nothing', async () => {
    const placed = await placedOrder();
    const before = await orderRow(placed.orderId);
    await withNothingRegistered(async () => {
      await expect(confirmPayment({ orderId: placed.orderId, method: 'bank_transfer', amountKobo: placed.totalKobo, currency: 'NGN' })).rejects.toThrow(
        'The order events have no listeners: call composeTheShop()',
      );
      await expect(db.transaction(async (tx) => cancelOrder(tx, (await lockOrder(tx, placed.orderId))!))).rejects.toThrow('The order events have no listeners');
    });
    expect(await orderRow(placed.orderId)).toMatchObject({ paymentStatus: 'pending', status: before.status });
    expect(before.status).not.toBe('cancelled');
    expect(await db.select().from(payments).where(eq(payments.orderId, placed.orderId))).toEqual([]);
    expect(await orderJobs(db, placed.orderId)).toEqual([]);
  });
});

describe("a receipt's e-invoice", () => {
  it('is e-invoicing\'s answer through the port: "IRN pending" until MBS signs, then the IRN and a QR code MBS decrypts', async () => {
    const placed = await placedOrder();
    await confirmPayment({ orderId: placed.orderId, method: 'bank_transfer', amountKobo: placed.totalKobo, currency: 'NGN' });
    // The issue job alone: its report job waits, so the invoice is issued and not yet signed.
    await issueOrderEInvoices({ orderId: placed.orderId, sale: true });
    const pending = (await receiptForOrder(placed.orderId))!.einvoice;
    expect(pending).toEqual({ irn: expect.any(String), qr: null });

    await runJobsUntilIdle();
    const signed = (await receiptForOrder(placed.orderId))!.einvoice!;
    expect(signed.irn).toBe(pending!.irn);
    expect(mbs.decryptQr(signed.qr!)).toMatchObject({ irn: signed.irn });
  });

  it('is refused, not printed without its IRN, in a process that never registered the port', async () => {
    const placed = await placedOrder();
    await withNothingRegistered(async () => {
      await expect(receiptForOrder(placed.orderId)).rejects.toThrow('Receipts cannot ask e-invoicing for the IRN: call composeTheShop()');
    });
    expect((await receiptForOrder(placed.orderId))!.einvoice).toBeNull();
  });
});
