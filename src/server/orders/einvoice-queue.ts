import 'server-only';
import type { Transaction } from '@/server/db/client';
import { einvoicingOn } from '@/server/einvoicing-settings/einvoicing-settings';
import { enqueueJob } from '@/server/jobs/queue';
import { EINVOICE_ORDER_JOB } from '@/lib/einvoicing/einvoice-states';

/**
 * The order's money changed (a payment, a deposit's balance, a refund paid back): bring its invoices at
 * MBS up to date, once this transaction commits (docs/decisions/0070-e-invoicing.md). A job already
 * waiting for the order reads the order when it runs, so one is enough. Nothing when e-invoicing is off:
 * the environment says so without a query, the settings from a copy kept a few seconds (einvoicingOn).
 */
export async function queueEInvoiceSync(tx: Transaction, orderId: string) {
  if (!(await einvoicingOn(tx))) return;
  await enqueueJob(EINVOICE_ORDER_JOB, { orderId }, { dedupeKey: `${EINVOICE_ORDER_JOB}:${orderId}` }, tx);
}
