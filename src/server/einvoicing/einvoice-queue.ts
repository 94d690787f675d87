import 'server-only';
import type { Transaction } from '@/server/db/client';
import { einvoicingOn } from '@/server/einvoicing-settings/einvoicing-settings';
import { enqueueJob } from '@/server/jobs/queue';
import { EINVOICE_ORDER_JOB } from '@/lib/einvoicing/einvoice-states';

/**
 * The key of the order's e-invoice job. `sale`: money came in while e-invoicing is on, so the order may
 * be invoiced; any other change (a refund, a reversal, a cancellation) only corrects an invoice already
 * issued: a sale paid before e-invoicing was on is never invoiced by its refund (0070, "Amendment").
 */
export const einvoiceOrderJobKey = (orderId: string, sale: boolean) => `${EINVOICE_ORDER_JOB}:${orderId}${sale ? ':sale' : ''}`;

/**
 * E-invoicing's listener of the order record's events (src/server/orders/order-events.ts, handed to it by
 * src/server/composition/shop.ts): the order's money changed or it was cancelled, so bring its invoices at
 * MBS up to date once the emitter's transaction commits (docs/decisions/0070-e-invoicing.md). A job still
 * waiting for the order reads the order when it runs, so one is enough; one already running frees its key
 * first (issue-einvoices.ts), so this queues another. Nothing when e-invoicing is off: the environment says
 * so without a query, the settings from a copy kept a few seconds (einvoicingOn).
 */
export async function queueEInvoiceSync(tx: Transaction, orderId: string, { sale = false } = {}) {
  if (!(await einvoicingOn(tx))) return;
  await enqueueJob(EINVOICE_ORDER_JOB, sale ? { orderId, sale } : { orderId }, { dedupeKey: einvoiceOrderJobKey(orderId, sale) }, tx);
}
