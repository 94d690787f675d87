// @postgres: claims, completes and releases jobs in the queue itself (leases, SKIP LOCKED)
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as } from '../helpers/sessions';
import { userIdOf } from '../helpers/audit-entries';
import { newCategory, newProduct, placeTestOrder } from '../helpers/factories';
import { takeBankTransfers } from '../helpers/checkout';
import { jobsOfKind, makeJobsDue, runJobsUntilIdle } from '../helpers/jobs';
import { resetDatabase, SIGNED_IN_ACCOUNTS } from '../helpers/reset-database';
import { db } from '@/server/db/client';
import { einvoices, jobs, orders, payments, refunds, websiteSettings } from '@/server/db/schema';
import { confirmPayment } from '@/server/payments/confirm-payment';
import { amountDue, ledgerSums } from '@/server/payments/ledger';
import { resolveReviewAction } from '@/server/payments/actions/resolve-review';
import { reversePaymentAction } from '@/server/payments/actions/reverse-payment';
import { createRefundAction } from '@/server/refunds/actions/create-refund';
import { updateRefundAction } from '@/server/refunds/actions/update-refund';
import { deleteRefundAction } from '@/server/refunds/actions/delete-refund';
import { updateOrderStatusAction } from '@/server/order-desk/actions/update-order-status';
import { issueOrderEInvoices } from '@/server/einvoicing/issue-einvoices';
import { reportEInvoice } from '@/server/einvoicing/report-einvoice';
import { claimDueJobs, completeJob, releaseLease } from '@/server/jobs/queue';
import { EINVOICE_ORDER_JOB, EINVOICE_REPORT_JOB } from '@/lib/einvoicing/einvoice-states';

// E-invoices report the sale, not the cash flow (docs/decisions/0077-e-invoices-report-the-sale-kept.md), end to end through the real actions, the job queue and the local MBS stand-in
// (tests/helpers/mbs-fake.ts): a refund of a duplicate payment credits nothing, a cancellation credits
// what was invoiced and not kept, a reversal corrects MBS, a refund on a credit note is frozen, and, over
// random sequences of payments, duplicates, reversals, refunds and cancellations, the invoice less its
// credit notes at MBS is always what was sold and kept.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});
const mbs = await vi.hoisted(async () => (await import('../helpers/mbs-fake')).startMbsFakeForThisShop());

const callers = setUpAdminTestDatabase(dataDir);
const PRICE = 215_000_00;
/** Two chairs: ₦430,000. */
const TOTAL = 2 * PRICE;

afterAll(() => mbs.close());
beforeAll(async () => {
  await takeBankTransfers({ legalName: 'Adire Living Ltd', businessAddress: '12 Admiralty Way\nLekki, Lagos 106104', contactEmail: 'hello@adireliving.ng', vatRegistered: true });
});
beforeEach(async () => {
  await resetDatabase({ keep: [...SIGNED_IN_ACCOUNTS, websiteSettings] });
  await newCategory('Chairs');
  mbs.reset();
});

/** Two chairs, with a ₦215,000 deposit due first when `deposit`. */
async function twoChairs({ deposit = false } = {}) {
  const chair = await newProduct({ name: 'Ikoyi Lounge Chair', category: 'chairs', priceKobo: PRICE, stockQuantity: 5, ...(deposit ? { leadTimeMinDays: 14, leadTimeMaxDays: 21 } : {}) });
  const placed = await placeTestOrder([{ productId: chair.id, quantity: 2, unitPriceKobo: PRICE }], deposit ? { depositKobo: PRICE } : {});
  return placed.orderId;
}

/** Money an admin records; one the order did not ask for (a duplicate) is held for review, then accepted. */
async function receive(orderId: string, amountKobo: number) {
  const confirmed = await confirmPayment({ orderId, method: 'bank_transfer', amountKobo, currency: 'NGN', confirmedBy: await userIdOf(callers.admin) });
  if (confirmed.outcome === 'needs_review') {
    const accepted = await as(callers.admin, () => resolveReviewAction({ paymentId: confirmed.paymentId, decision: 'accept', note: 'Paid twice' }));
    expect(accepted, JSON.stringify(accepted)).toMatchObject({ ok: true });
  }
  return confirmed.paymentId;
}

async function refund(orderId: string, amountKobo: number) {
  const made = await as(callers.admin, () =>
    createRefundAction({ orderId, amount: String(amountKobo / 100), reason: 'Given back', status: 'processed', payoutMethod: 'bank_transfer', idempotencyKey: randomUUID() }),
  );
  expect(made, JSON.stringify(made)).toMatchObject({ ok: true });
  return made;
}

const reverse = (paymentId: string) => as(callers.admin, () => reversePaymentAction({ paymentId, reason: 'The transfer never arrived' }));

async function cancel(orderId: string) {
  const [order] = await db.select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, orderId));
  return as(callers.admin, () => updateOrderStatusAction({ id: orderId, status: 'cancelled', paymentStatus: order!.paymentStatus }));
}

const documentsOf = (orderId: string) => db.select().from(einvoices).where(eq(einvoices.orderId, orderId)).orderBy(einvoices.typeCode, einvoices.invoiceNumber);

/** What MBS holds for the order: its signed invoice less its signed credit notes, and the invoice's payment status. */
async function atMbs(orderId: string) {
  const rows = await documentsOf(orderId);
  const payable = (irn: string) => {
    const signed = mbs.invoice(irn);
    return signed ? Math.round(Number((signed.invoice.legal_monetary_total as { payable_amount: unknown }).payable_amount) * 100) : 0;
  };
  const invoice = rows.find((row) => row.typeCode === '380');
  const credited = rows.filter((row) => row.typeCode === '381').reduce((sum, row) => sum + payable(row.irn), 0);
  return { netKobo: invoice ? payable(invoice.irn) - credited : 0, status: invoice ? mbs.invoice(invoice.irn)?.paymentStatus : undefined };
}

const HANDLERS: Record<string, (payload: Record<string, unknown>) => Promise<void>> = {
  [EINVOICE_ORDER_JOB]: issueOrderEInvoices,
  [EINVOICE_REPORT_JOB]: (payload) => reportEInvoice(payload, { signal: new AbortController().signal }),
};

/** A worker claims the due jobs and runs the first of `kind`, which it has not completed yet; the others are let go. */
async function runClaimed(kind: string) {
  const claimed = await claimDueJobs(100);
  const job = claimed.find((row) => row.kind === kind)!;
  for (const other of claimed) if (other !== job) await releaseLease(other);
  await HANDLERS[kind]!(job.payload);
  return job;
}

describe('e-invoices report the sale, not the cash flow', () => {
  it('refunding a duplicate payment credits nothing: MBS keeps ₦430,000, PAID', async () => {
    const orderId = await twoChairs();
    await receive(orderId, TOTAL);
    await receive(orderId, TOTAL);
    expect(await refund(orderId, TOTAL)).toMatchObject({ ok: true });
    await runJobsUntilIdle();
    expect(await atMbs(orderId)).toEqual({ netKobo: TOTAL, status: 'PAID' });
    expect((await documentsOf(orderId)).map((row) => row.typeCode)).toEqual(['380']);
  });

  it('a cancelled order credits what it invoiced and did not keep: ₦215,000 for a kept deposit, then the deposit once refunded', async () => {
    const orderId = await twoChairs({ deposit: true });
    await receive(orderId, PRICE);
    await runJobsUntilIdle();
    expect(await atMbs(orderId)).toEqual({ netKobo: TOTAL, status: 'PARTIAL' });
    expect(await cancel(orderId)).toMatchObject({ ok: true });
    await runJobsUntilIdle();
    expect(await atMbs(orderId)).toEqual({ netKobo: PRICE, status: 'PAID' });
    expect(await refund(orderId, PRICE)).toMatchObject({ ok: true });
    await runJobsUntilIdle();
    expect(await atMbs(orderId)).toMatchObject({ netKobo: 0 });
    const notes = (await documentsOf(orderId)).filter((row) => row.typeCode === '381');
    expect(notes.map((note) => [note.amountKobo, note.refundId === null])).toEqual([
      [PRICE, true],
      [PRICE, false],
    ]);
  });

  it('a reversal corrects MBS: the payment status falls back, and the refund it leaves uncovered is credited', async () => {
    const orderId = await twoChairs();
    const first = await receive(orderId, TOTAL);
    await runJobsUntilIdle();
    expect(await reverse(first)).toMatchObject({ ok: true });
    await runJobsUntilIdle();
    // Nothing came, the order still stands: the sale stays, its payment PENDING.
    expect(await atMbs(orderId)).toEqual({ netKobo: TOTAL, status: 'PENDING' });

    const paid = await receive(orderId, TOTAL);
    await receive(orderId, TOTAL);
    expect(await refund(orderId, TOTAL)).toMatchObject({ ok: true });
    await runJobsUntilIdle();
    expect(await atMbs(orderId)).toEqual({ netKobo: TOTAL, status: 'PAID' });
    // The refund looked like a duplicate's; once the other payment is reversed, it gave the sale back.
    expect(await reverse(paid)).toMatchObject({ ok: true });
    await runJobsUntilIdle();
    expect(await atMbs(orderId)).toMatchObject({ netKobo: 0 });
  });

  it('a refund on a credit note keeps its order, amount and status, and cannot be deleted; its reason may change', async () => {
    const orderId = await twoChairs();
    const other = await twoChairs();
    await receive(orderId, TOTAL);
    await receive(other, TOTAL);
    const made = await refund(orderId, 50_000_00);
    await runJobsUntilIdle();
    const id = made.ok ? made.data.id : '';
    const [note] = (await documentsOf(orderId)).filter((row) => row.typeCode === '381');
    expect(note).toMatchObject({ refundId: id, amountKobo: 50_000_00 });
    const edit = (changes: { amount?: string; status?: 'rejected'; orderId?: string; reason?: string }) =>
      as(callers.admin, () => updateRefundAction({ id, orderId, amount: '50000', reason: 'Scratched', status: 'processed', payoutMethod: 'bank_transfer', notes: '', ...changes }));
    for (const changes of [{ amount: '40000' }, { status: 'rejected' as const }, { orderId: other }]) {
      expect(await edit(changes)).toMatchObject({ ok: false, error: expect.stringContaining(note!.irn) });
    }
    expect(await as(callers.admin, () => deleteRefundAction({ id }))).toMatchObject({ ok: false, error: expect.stringContaining(note!.irn) });
    expect(await edit({ reason: 'Scratched leg' })).toMatchObject({ ok: true });
    expect(await db.select({ orderId: refunds.orderId, amountKobo: refunds.amountKobo, status: refunds.status }).from(refunds)).toEqual([{ orderId, amountKobo: 50_000_00, status: 'processed' }]);
  });

  it('a PARTIAL invoice whose text was built before the balance came is updated to PAID once signed', async () => {
    const orderId = await twoChairs({ deposit: true });
    mbs.outage(true);
    await receive(orderId, PRICE);
    await runJobsUntilIdle();
    const [built] = await documentsOf(orderId);
    expect(built!.body).toContain('"payment_status":"PARTIAL"');
    await receive(orderId, PRICE);
    await runJobsUntilIdle();
    mbs.outage(false);
    await makeJobsDue();
    await runJobsUntilIdle();
    expect(await atMbs(orderId)).toEqual({ netKobo: TOTAL, status: 'PAID' });
  });

  it('a refund committed while the order’s job is finishing gets its credit note', async () => {
    const orderId = await twoChairs();
    await receive(orderId, TOTAL);
    await runJobsUntilIdle();
    expect(await refund(orderId, 10_000_00)).toMatchObject({ ok: true });
    // A worker claims the order's job and reads the order; the second refund commits before it is done.
    const job = await runClaimed(EINVOICE_ORDER_JOB);
    expect(await refund(orderId, 20_000_00)).toMatchObject({ ok: true });
    expect(await completeJob(job)).toBe(true);
    await runJobsUntilIdle();
    const notes = (await documentsOf(orderId)).filter((row) => row.typeCode === '381').map((row) => row.amountKobo);
    expect(notes.sort()).toEqual([10_000_00, 20_000_00]);
    expect(await atMbs(orderId)).toEqual({ netKobo: TOTAL - 30_000_00, status: 'PAID' });
  });

  it('a balance paid while the invoice’s report job is finishing still reaches MBS as PAID, after that job', async () => {
    const orderId = await twoChairs({ deposit: true });
    await receive(orderId, PRICE);
    await completeJob(await runClaimed(EINVOICE_ORDER_JOB));
    // The report job signs the PARTIAL invoice and is about to finish when the balance is paid.
    const report = await runClaimed(EINVOICE_REPORT_JOB);
    await receive(orderId, PRICE);
    await runJobsUntilIdle();
    // The job queued for the new status waits for the running one: two runs of one invoice never overlap.
    expect(await atMbs(orderId)).toEqual({ netKobo: TOTAL, status: 'PARTIAL' });
    expect(await completeJob(report)).toBe(true);
    await makeJobsDue();
    await runJobsUntilIdle();
    expect(await atMbs(orderId)).toEqual({ netKobo: TOTAL, status: 'PAID' });
    expect(mbs.calls('/api/v1/invoice/sign')).toHaveLength(1);
  });

  it('a sale paid before e-invoicing was on is neither invoiced nor credited when it is refunded', async () => {
    const orderId = await twoChairs();
    await receive(orderId, TOTAL);
    // As if e-invoicing had been off: the payment queued no e-invoice job.
    await db.delete(jobs).where(eq(jobs.kind, EINVOICE_ORDER_JOB));
    expect(await refund(orderId, 50_000_00)).toMatchObject({ ok: true });
    expect(await jobsOfKind(EINVOICE_ORDER_JOB)).toHaveLength(1);
    await runJobsUntilIdle();
    expect(await documentsOf(orderId)).toEqual([]);
    expect(mbs.invoices()).toEqual([]);
  });
});

// ---- The property: invoice less credit notes is what was sold and kept ----

/** mulberry32: a small seeded generator, so a failing sequence is found again by its seed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, below: (n: number) => Math.floor(next() * n), pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]! };
}

type Step = 'pay' | 'duplicate' | 'reverse' | 'refund' | 'cancel';
const STEPS: readonly Step[] = ['pay', 'pay', 'duplicate', 'reverse', 'refund', 'refund', 'cancel'];

/**
 * The rule as the decision states it, in terms of the sale (the code works in credit): the sale starts at
 * the order's total with the first money, and only falls: to the money kept once the order is cancelled,
 * else to the larger of the money kept and the total less everything refunded.
 */
function saleAfter(sale: number | null, money: { receivedKobo: number; refundedKobo: number; cancelled: boolean }): number | null {
  if (sale === null) return money.receivedKobo > 0 ? saleAfter(TOTAL, money) : null;
  const kept = money.receivedKobo - money.refundedKobo;
  return Math.min(sale, money.cancelled ? kept : Math.max(kept, TOTAL - money.refundedKobo));
}

async function applyStep(step: Step, orderId: string, random: ReturnType<typeof generator>) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const sums = await ledgerSums(db, orderId);
  const received = await db.select().from(payments).where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')));
  const reversible = received.filter((row) => row.amountKobo > 0 && !received.some((other) => other.reversesPaymentId === row.id));
  const heldBack = (await db.select().from(refunds).where(eq(refunds.orderId, orderId))).reduce((sum, row) => sum + (row.status === 'rejected' ? 0 : row.amountKobo), 0);
  if (step === 'pay') {
    const due = amountDue(order!, sums);
    if (due && order!.status !== 'cancelled') await receive(orderId, due.nextKobo);
  } else if (step === 'duplicate' && reversible.length > 0) {
    await receive(orderId, random.pick(reversible).amountKobo);
  } else if (step === 'reverse' && reversible.length > 0) {
    await reverse(random.pick(reversible).id); // refused when the refunds would exceed what stays: nothing changes
  } else if (step === 'refund' && sums.receivedKobo - heldBack >= 100) {
    const naira = 1 + random.below(Math.floor((sums.receivedKobo - heldBack) / 100));
    expect(await refund(orderId, naira * 100)).toMatchObject({ ok: true });
  } else if (step === 'cancel' && order!.status !== 'cancelled') {
    expect(await cancel(orderId)).toMatchObject({ ok: true });
  }
}

describe('the property', () => {
  it('over random sequences of payments, duplicates, reversals, refunds and cancellations, MBS holds what was sold and kept', async () => {
    for (let seed = 1; seed <= 12; seed += 1) {
      const random = generator(seed);
      const orderId = await twoChairs({ deposit: random.next() < 0.5 });
      let sale: number | null = null;
      const trail: string[] = [];
      for (let index = 0; index < 8; index += 1) {
        const step = random.pick(STEPS);
        trail.push(step);
        await applyStep(step, orderId, random);
        await runJobsUntilIdle();
        const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
        const money = await ledgerSums(db, orderId);
        sale = saleAfter(sale, { ...money, cancelled: order!.status === 'cancelled' });
        const kept = money.receivedKobo - money.refundedKobo;
        const status = sale === null ? undefined : kept >= sale ? 'PAID' : kept > 0 ? 'PARTIAL' : 'PENDING';
        expect(await atMbs(orderId), `seed ${seed}: ${trail.join(', ')}`).toEqual({ netKobo: sale ?? 0, status });
      }
    }
  }, 60_000);
});
