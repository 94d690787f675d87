import 'server-only';
import { db, type Transaction } from '@/server/db/client';
import { einvoices } from '@/server/db/schema';
import { enqueueJob, freeClaimedDedupeKey, UNLIMITED_ATTEMPTS } from '@/server/jobs/queue';
import { SYSTEM_ACTOR } from '@/server/audit/audit-actor';
import { recordOrderAudit } from '@/server/orders/order-audit';
import { lagosToday } from '@/lib/delivery/business-days';
import { irnOf } from '@/lib/einvoicing/irn';
import { EINVOICE_REPORT_JOB, type EInvoiceTypeCode } from '@/lib/einvoicing/einvoice-states';

// The one way an invoice (380) or a credit note (381) is issued (docs/decisions/0070-e-invoicing.md): its
// row, its Activity row on the order, and its report job, in the issuing job's transaction.

/** The B2C reporting line: within 24 hours of the money. */
const REPORTING_LINE_MS = 24 * 60 * 60_000;

const DOCUMENT_NAMES: Record<EInvoiceTypeCode, string> = { '380': 'invoice', '381': 'credit note' };

export type EInvoice = typeof einvoices.$inferSelect;

/** What the issuer decides; the IRN, the day of issue and the reporting line follow from it. */
export type NewDocument = Pick<typeof einvoices.$inferInsert, 'typeCode' | 'invoiceNumber' | 'kind' | 'amountKobo' | 'paymentStatus' | 'refundId'>;

/** Issues `document` for the order today (Lagos), its IRN under `serviceId`; returns its row. */
export async function issueDocument(tx: Transaction, order: { id: string; orderNumber: string }, serviceId: string, document: NewDocument): Promise<EInvoice> {
  const issueDate = lagosToday();
  const [created] = await tx
    .insert(einvoices)
    .values({
      ...document,
      orderId: order.id,
      irn: irnOf({ invoiceNumber: document.invoiceNumber, serviceId, issueDate }),
      issueDate,
      dueBy: new Date(Date.now() + REPORTING_LINE_MS),
    })
    .returning();
  await recordOrderAudit(tx, order, {
    action: 'einvoice_issued',
    details: { irn: created!.irn, document: DOCUMENT_NAMES[document.typeCode] },
    actor: SYSTEM_ACTOR,
    clientIp: null,
  });
  await queueReport(tx, created!.id);
  return created!;
}

/**
 * Queues the invoice's report job, one waiting at a time. One already running may have read the invoice
 * before this change: it gives up its key, so this queues the next run, which waits for it
 * (report-einvoice.ts; docs/decisions/0077-e-invoices-report-the-sale-kept.md).
 */
export async function queueReport(database: Transaction | typeof db, einvoiceId: string) {
  const dedupeKey = `${EINVOICE_REPORT_JOB}:${einvoiceId}`;
  await freeClaimedDedupeKey(dedupeKey, database);
  // Never given up: a B2C invoice must reach MBS however long it is down (the screen says when it is late).
  return enqueueJob(EINVOICE_REPORT_JOB, { einvoiceId }, { dedupeKey, maxAttempts: UNLIMITED_ATTEMPTS }, database);
}
