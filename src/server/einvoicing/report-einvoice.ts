import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { db } from '@/server/db/client';
import { einvoices, orders } from '@/server/db/schema';
import type { JobContext } from '@/server/jobs/job-handler';
import { freedTwinRunning } from '@/server/jobs/queue';
import { SYSTEM_ACTOR } from '@/server/audit/audit-actor';
import { recordOrderAudit } from '@/server/orders/order-audit';
import { EINVOICE_PAYMENT_STATUSES, EINVOICE_REPORT_JOB, type EInvoicePaymentStatus, type EInvoiceState } from '@/lib/einvoicing/einvoice-states';
import { eInvoicing, type EInvoicing } from './einvoice-config';
import { einvoiceText } from './einvoice-body';
import { withBuyerChecked } from './buyer-tin-check';
import type { MbsResult } from './mbs-client';

// One invoice taken through MBS's steps (docs/decisions/0070-e-invoicing.md): validate its IRN, validate
// it, sign it (a sign refused as a duplicate counts as signed), transmit a B2B invoice to the buyer's
// access point, confirm it, and tell MBS when a deposit's invoice becomes paid. Each step's outcome is
// kept before the next, so a restart goes on where it stopped. A transient answer ("try again later",
// no answer, access points offline) throws, and the job queue tries again with backoff, without end;
// a refusal stops with MBS's reasons.

const payloadSchema = z.object({ einvoiceId: z.uuid() });

type Row = typeof einvoices.$inferSelect;

/** MBS answered that it cannot take this now: the job is tried again later. */
class TryAgainLater extends Error {}

/** The 'einvoice-report' handler. */
export async function reportEInvoice(payload: Record<string, unknown>, { signal }: JobContext) {
  const { einvoiceId } = payloadSchema.parse(payload);
  // One run of an invoice at a time: a run queued while another ran (queueReport) waits for it.
  if (await freedTwinRunning(EINVOICE_REPORT_JOB, { einvoiceId })) throw new TryAgainLater(`E-invoice ${einvoiceId} is being reported by another run`);
  const config = await eInvoicing();
  if (!config) return;
  const [row] = await db
    .update(einvoices)
    .set({ attempts: sql`${einvoices.attempts} + 1` })
    .where(eq(einvoices.id, einvoiceId))
    .returning();
  if (!row || row.state === 'refused') return;
  try {
    await takeSteps(row, config, signal);
  } catch (error) {
    if (error instanceof TryAgainLater) throw error;
    await settle(row, { lastAnswer: `Not sent: ${error instanceof Error ? error.message : String(error)}` });
    throw error;
  }
}

async function takeSteps(start: Row, { client, nrs }: EInvoicing, signal: AbortSignal) {
  let row = start;
  // A business buyer's TIN is checked with MBS before its B2B text is built (buyer-tin-check.ts).
  if (!row.body) row = await withBuyerChecked(row, client, signal);
  if (!row.body) row = await settle(row, { body: await einvoiceText(row, nrs) });
  const body = row.body!;
  if (row.state === 'waiting') {
    if (row.typeCode === '381') await waitForCorrectedInvoice(row);
    const irnChecked = await client.validateIrn(row.invoiceNumber, row.irn, { signal });
    if (await stopped(row, irnChecked)) return;
    const checked = await client.validateInvoice(body, { signal });
    if (await stopped(row, checked)) return;
    row = await settle(row, { state: 'validated', lastAnswer: 'Validated by MBS' });
  }
  if (row.state === 'validated') {
    const signed = await client.signInvoice(body, { signal });
    if (!signed.ok && signed.kind !== 'duplicate' && (await stopped(row, signed))) return;
    // MBS holds the status of the text it signed, which may be older than the row's (the balance came since).
    row = await settle(row, { state: 'signed', signedAt: new Date(), reportedPaymentStatus: signedPaymentStatus(body), lastAnswer: signed.ok ? 'Signed by MBS' : 'Already signed at MBS' });
    await record(row, 'einvoice_signed');
  }
  if (row.state === 'signed' && row.kind === 'B2B') {
    const sent = await client.transmit(row.irn, { signal });
    if (await stopped(row, sent)) return;
    row = await settle(row, { state: 'transmitted', lastAnswer: 'Transmitted to the buyer' });
  }
  if (row.state === 'signed' || row.state === 'transmitted') {
    const confirmed = await client.confirmInvoice(row.irn, { signal });
    if (await stopped(row, confirmed)) return;
    row = await settle(row, { state: 'confirmed', confirmedAt: new Date(), lastAnswer: 'Confirmed by MBS' });
  }
  // The balance of a deposit arrived after the invoice was signed PARTIAL.
  const [now] = await db.select({ paymentStatus: einvoices.paymentStatus }).from(einvoices).where(eq(einvoices.id, row.id));
  if (now && now.paymentStatus !== row.reportedPaymentStatus) {
    const updated = await client.updatePayment(row.irn, now.paymentStatus, undefined, { signal });
    if (await stopped(row, updated)) return;
    await settle(row, { reportedPaymentStatus: now.paymentStatus, lastAnswer: `Payment status ${now.paymentStatus} accepted by MBS` });
    await record(row, 'einvoice_paid');
  }
}

/** The payment status written in the text MBS signed (src/lib/einvoicing/invoice-body.ts). */
function signedPaymentStatus(body: string): EInvoicePaymentStatus {
  return z.object({ payment_status: z.enum(EINVOICE_PAYMENT_STATUSES) }).parse(JSON.parse(body)).payment_status;
}

/** A credit note is signed after the invoice it corrects: MBS refuses one naming an unsigned invoice. */
async function waitForCorrectedInvoice(row: Row) {
  const [invoice] = await db
    .select({ state: einvoices.state, irn: einvoices.irn })
    .from(einvoices)
    .where(and(eq(einvoices.orderId, row.orderId), eq(einvoices.typeCode, '380')));
  if (invoice && (invoice.state === 'signed' || invoice.state === 'transmitted' || invoice.state === 'confirmed')) return;
  await settle(row, { lastAnswer: `Waits for invoice ${invoice?.irn ?? ''} to be signed` });
  throw new TryAgainLater(`Credit note ${row.irn} waits for its invoice`);
}

/**
 * Whether MBS's answer stops this run: a refusal stops for good (the invoice is refused, with MBS's
 * reasons, until staff retry it); a transient answer throws so the job runs again later.
 */
async function stopped(row: Row, result: MbsResult): Promise<boolean> {
  if (result.ok) return false;
  const answer = [result.message, result.details].filter(Boolean).join(': ');
  if (result.kind === 'refused') {
    await settle(row, { state: 'refused', reasons: [result.details ?? result.message], lastAnswer: `Refused by MBS: ${answer}` });
    await record(row, 'einvoice_refused', { reason: result.details ?? result.message });
    return true;
  }
  await settle(row, { lastAnswer: result.kind === 'auth' ? `MBS does not accept the API key and secret: ${answer}` : `Not reached, to try again: ${answer}` });
  throw new TryAgainLater(`MBS ${result.kind}: ${answer}`);
}

type RowChange = Partial<Pick<Row, 'body' | 'lastAnswer' | 'reasons' | 'signedAt' | 'confirmedAt' | 'reportedPaymentStatus'>> & { state?: EInvoiceState };

/** Keeps a step's outcome before the next step runs. */
async function settle(row: Row, change: RowChange): Promise<Row> {
  const [updated] = await db.update(einvoices).set(change).where(eq(einvoices.id, row.id)).returning();
  return updated ?? row;
}

async function record(row: Row, action: string, details: Record<string, unknown> = {}) {
  const [order] = await db.select({ id: orders.id, orderNumber: orders.orderNumber }).from(orders).where(eq(orders.id, row.orderId));
  if (order) await db.transaction((tx) => recordOrderAudit(tx, order, { action, details: { irn: row.irn, ...details }, actor: SYSTEM_ACTOR, clientIp: null }));
}
