import 'server-only';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { db, type Transaction } from '@/server/db/client';
import { einvoices, orders } from '@/server/db/schema';
import { einvoicingSource } from '@/server/einvoicing-settings/einvoicing-settings';
import { freeClaimedDedupeKey } from '@/server/jobs/queue';
import { ledgerSums } from '@/server/payments/ledger';
import { invoiceNumberOf } from '@/lib/einvoicing/irn';
import type { EInvoicePaymentStatus } from '@/lib/einvoicing/einvoice-states';
import { einvoiceKindOf } from '@/lib/einvoicing/buyer-party';
import { creditOwedKobo, invoicePaymentStatus } from '@/lib/einvoicing/sale-kept';
import { einvoiceOrderJobKey } from './einvoice-queue';
import { issueCreditNotes } from './issue-credit-notes';
import { issueDocument, queueReport, type EInvoice as Invoice } from './issued-document';

export { queueReport } from './issued-document';

// Which invoices an order owes MBS (docs/decisions/0070-e-invoicing.md), worked out from its money each
// time it changes: once money is received while e-invoicing is on, an invoice (380) for the order's total;
// then credit notes (381) only for what takes the sale down, never for money that just moves: the rule is
// src/lib/einvoicing/sale-kept.ts. The invoice's payment status follows the money kept against the sale
// (PAID, PARTIAL, PENDING once all was reversed). Both are B2B when a business bought with its TIN
// (src/lib/einvoicing/buyer-party.ts). Each is then taken through MBS's steps by its own job
// (report-einvoice.ts), which transmits a B2B one to the buyer.

const payloadSchema = z.object({ orderId: z.uuid(), sale: z.boolean().optional() });

/** The 'einvoice-order' handler. */
export async function issueOrderEInvoices(payload: Record<string, unknown>) {
  const { orderId, sale = false } = payloadSchema.parse(payload);
  // Before reading: a change committed from now on queues a job of its own rather than joining this one.
  await freeClaimedDedupeKey(einvoiceOrderJobKey(orderId, sale));
  // The environment or Settings → E-invoicing; issuing needs only the Service ID (no secret opened).
  const nrs = (await einvoicingSource())?.nrs;
  if (!nrs) return;
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.totalAmountKobo === 0) return;
    const { receivedKobo, refundedKobo } = await ledgerSums(tx, orderId);
    const [existing] = await tx.select().from(einvoices).where(and(eq(einvoices.orderId, orderId), eq(einvoices.typeCode, '380')));
    // A sale paid before e-invoicing was on is not invoiced by its refund or cancellation, nor credited.
    if (!existing && (!sale || receivedKobo <= 0)) return;
    const invoice = existing ?? (await newInvoice(tx, order, nrs.serviceId));
    const owedKobo = creditOwedKobo({ totalKobo: order.totalAmountKobo, receivedKobo, refundedKobo, cancelled: order.status === 'cancelled' });
    // A credit note names its buyer as the invoice it corrects does.
    const creditedKobo = await issueCreditNotes(tx, order, invoice, owedKobo, nrs.serviceId);
    const status = invoicePaymentStatus(invoice.amountKobo - creditedKobo, receivedKobo - refundedKobo);
    await setPaymentStatus(tx, invoice, status);
  });
}

function newInvoice(tx: Transaction, order: typeof orders.$inferSelect, serviceId: string): Promise<Invoice> {
  return issueDocument(tx, order, serviceId, {
    typeCode: '380',
    invoiceNumber: invoiceNumberOf(order.orderNumber),
    kind: einvoiceKindOf(order),
    amountKobo: order.totalAmountKobo,
    // Set by setPaymentStatus below, before the report job reads it.
    paymentStatus: 'PARTIAL',
  });
}

/** What MBS should hold changed (a balance paid, a payment reversed, a refund): the report job tells it. */
async function setPaymentStatus(tx: Transaction, invoice: Invoice, status: EInvoicePaymentStatus) {
  if (invoice.paymentStatus === status) return;
  await tx.update(einvoices).set({ paymentStatus: status }).where(eq(einvoices.id, invoice.id));
  await queueReport(tx, invoice.id);
}
