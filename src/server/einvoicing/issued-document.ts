import 'server-only';
import type { db, Transaction } from '@/server/db/client';
import { enqueueJob, freeClaimedDedupeKey, UNLIMITED_ATTEMPTS } from '@/server/jobs/queue';
import { SYSTEM_ACTOR } from '@/server/audit/audit-actor';
import { recordOrderAudit } from '@/server/orders/order-audit';
import { EINVOICE_REPORT_JOB } from '@/lib/einvoicing/einvoice-states';

// What follows the issue of an invoice or credit note (docs/decisions/0070-e-invoicing.md): its Activity
// row on the order, and its report job.

/** The B2C reporting line: within 24 hours of the money. */
export const REPORTING_LINE_MS = 24 * 60 * 60_000;

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

export function recordIssued(tx: Transaction, order: { id: string; orderNumber: string }, irn: string, what: 'invoice' | 'credit note') {
  return recordOrderAudit(tx, order, { action: 'einvoice_issued', details: { irn, document: what }, actor: SYSTEM_ACTOR, clientIp: null });
}
