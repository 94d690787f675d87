'use server';
import { eq } from 'drizzle-orm';
import { ActionError } from '@/server/action-error';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { db } from '@/server/db/client';
import { einvoices, orders } from '@/server/db/schema';
import { runPendingJobsNow } from '@/server/jobs/queue';
import { recordOrderAudit } from '@/server/orders/order-audit';
import { EINVOICE_REPORT_JOB, type EInvoiceState } from '@/lib/einvoicing/einvoice-states';
import { retryEInvoiceSchema } from '@/lib/schemas/einvoice-admin';
import { queueReport } from '../issue-einvoices';

/**
 * The E-invoices screen's "Retry now" (docs/decisions/0070-e-invoicing.md). In one transaction on the
 * locked row: a refused invoice starts MBS's steps again from the beginning (waiting, its reasons
 * cleared, its body rebuilt from the order as it stands now, since what MBS refused was that text);
 * an invoice still on its way keeps its place and its report job is made due now rather than after its
 * backoff. The job is enqueued if none is pending, and the retry is recorded on the order's Activity.
 * A confirmed invoice has nothing left to send.
 */
export const retryEInvoiceAction = defineAction(
  { name: 'retryEInvoice', schema: retryEInvoiceSchema, authorize: permitted('einvoices.retry'), fallbackError: 'Failed to send the e-invoice again' },
  async ({ id }): Promise<{ id: string; state: EInvoiceState }> =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: einvoices.id, state: einvoices.state, irn: einvoices.irn, orderId: einvoices.orderId, orderNumber: orders.orderNumber })
        .from(einvoices)
        .innerJoin(orders, eq(orders.id, einvoices.orderId))
        .where(eq(einvoices.id, id))
        .for('update', { of: einvoices });
      if (!row) throw new ActionError('This e-invoice no longer exists.');
      if (row.state === 'confirmed') throw new ActionError('This e-invoice is already confirmed by MBS: there is nothing to send again.');

      let state: EInvoiceState = row.state;
      if (row.state === 'refused') {
        state = 'waiting';
        await tx.update(einvoices).set({ state, reasons: [], body: null, lastAnswer: 'Sent again from the back office' }).where(eq(einvoices.id, id));
      }
      await queueReport(tx, id);
      // A job already pending (waiting out its backoff after a transient answer) runs now.
      await runPendingJobsNow([`${EINVOICE_REPORT_JOB}:${id}`], tx);
      await recordOrderAudit(tx, { id: row.orderId, orderNumber: row.orderNumber }, {
        action: 'einvoice_retried',
        details: { irn: row.irn, ...(row.state === state ? {} : { stateBefore: row.state }) },
      });
      return { id, state };
    }),
);
