import 'server-only';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { db, type Transaction } from '@/server/db/client';
import { einvoices, orders, refunds } from '@/server/db/schema';
import { einvoicingSource } from '@/server/einvoicing-settings/einvoicing-settings';
import { enqueueJob, UNLIMITED_ATTEMPTS } from '@/server/jobs/queue';
import { SYSTEM_ACTOR } from '@/server/audit/audit-actor';
import { recordOrderAudit } from '@/server/orders/order-audit';
import { ledgerSums } from '@/server/payments/ledger';
import { lagosToday } from '@/lib/delivery/business-days';
import { invoiceNumberOf, irnOf } from '@/lib/einvoicing/irn';
import { EINVOICE_REPORT_JOB } from '@/lib/einvoicing/einvoice-states';
import { einvoiceKindOf, type EInvoiceKind } from '@/lib/einvoicing/buyer-party';

// Which invoices an order owes MBS (docs/decisions/0070-e-invoicing.md), worked out from its money each
// time it changes: once money is received, an invoice (380) for the order's total, PARTIAL while only a
// deposit is in and PAID once the rest is; for each refund paid back, a credit note (381) for the money
// returned. An order no money reached (cancelled unpaid) owes none. Both are B2B when a business bought
// with its TIN (src/lib/einvoicing/buyer-party.ts). Each invoice is then taken through MBS's steps by its
// own job (report-einvoice.ts), which transmits a B2B one to the buyer.

const payloadSchema = z.object({ orderId: z.uuid() });

/** The B2C reporting line: within 24 hours of the money. */
const REPORTING_LINE_MS = 24 * 60 * 60_000;

/** The 'einvoice-order' handler. */
export async function issueOrderEInvoices(payload: Record<string, unknown>) {
  const { orderId } = payloadSchema.parse(payload);
  // The environment or Settings → E-invoicing; issuing needs only the Service ID (no secret opened).
  const nrs = (await einvoicingSource())?.nrs;
  if (!nrs) return;
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.totalAmountKobo === 0) return;
    const { receivedKobo } = await ledgerSums(tx, orderId);
    if (receivedKobo === 0) return;
    const status = receivedKobo >= order.totalAmountKobo ? 'PAID' : 'PARTIAL';
    const invoice = await ownInvoice(tx, orderId, order.orderNumber, status, nrs.serviceId, order.totalAmountKobo, einvoiceKindOf(order));
    // A credit note names its buyer as the invoice it corrects does.
    await issueCreditNotes(tx, order, invoice.invoiceNumber, nrs.serviceId, invoice.kind);
  });
}

async function ownInvoice(tx: Transaction, orderId: string, orderNumber: string, status: 'PAID' | 'PARTIAL', serviceId: string, totalKobo: number, kind: EInvoiceKind) {
  const [existing] = await tx.select().from(einvoices).where(and(eq(einvoices.orderId, orderId), eq(einvoices.typeCode, '380')));
  if (existing) {
    if (existing.paymentStatus === 'PARTIAL' && status === 'PAID') {
      await tx.update(einvoices).set({ paymentStatus: 'PAID' }).where(eq(einvoices.id, existing.id));
      await queueReport(tx, existing.id);
    }
    return existing;
  }
  const invoiceNumber = invoiceNumberOf(orderNumber);
  const issueDate = lagosToday();
  const [created] = await tx
    .insert(einvoices)
    .values({
      orderId,
      typeCode: '380',
      invoiceNumber,
      irn: irnOf({ invoiceNumber, serviceId, issueDate }),
      issueDate,
      kind,
      amountKobo: totalKobo,
      paymentStatus: status,
      dueBy: new Date(Date.now() + REPORTING_LINE_MS),
    })
    .returning();
  await recordIssued(tx, { id: orderId, orderNumber }, created!.irn, 'invoice');
  await queueReport(tx, created!.id);
  return created!;
}

/** A credit note for each refund paid back that has none, numbered after the invoice it corrects. */
async function issueCreditNotes(tx: Transaction, order: { id: string; orderNumber: string }, invoiceNumber: string, serviceId: string, kind: EInvoiceKind) {
  const owed = await tx
    .select({ id: refunds.id, amountKobo: refunds.amountKobo })
    .from(refunds)
    .leftJoin(einvoices, eq(einvoices.refundId, refunds.id))
    .where(and(eq(refunds.orderId, order.id), eq(refunds.status, 'processed'), isNull(einvoices.id)))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  if (owed.length === 0) return;
  const [{ count } = { count: 0 }] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(einvoices)
    .where(and(eq(einvoices.orderId, order.id), eq(einvoices.typeCode, '381')));
  const issueDate = lagosToday();
  for (const [index, refund] of owed.entries()) {
    const number = `${invoiceNumber}CN${count + index + 1}`;
    const [note] = await tx
      .insert(einvoices)
      .values({
        orderId: order.id,
        refundId: refund.id,
        typeCode: '381',
        invoiceNumber: number,
        irn: irnOf({ invoiceNumber: number, serviceId, issueDate }),
        issueDate,
        kind,
        amountKobo: refund.amountKobo,
        paymentStatus: 'PAID',
        dueBy: new Date(Date.now() + REPORTING_LINE_MS),
      })
      .returning();
    await recordIssued(tx, order, note!.irn, 'credit note');
    await queueReport(tx, note!.id);
  }
}

export function queueReport(database: Transaction | typeof db, einvoiceId: string) {
  // Never given up: a B2C invoice must reach MBS however long it is down (the screen says when it is late).
  return enqueueJob(EINVOICE_REPORT_JOB, { einvoiceId }, { dedupeKey: `${EINVOICE_REPORT_JOB}:${einvoiceId}`, maxAttempts: UNLIMITED_ATTEMPTS }, database);
}

function recordIssued(tx: Transaction, order: { id: string; orderNumber: string }, irn: string, what: 'invoice' | 'credit note') {
  return recordOrderAudit(tx, order, { action: 'einvoice_issued', details: { irn, document: what }, actor: SYSTEM_ACTOR, clientIp: null });
}
