'use server';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ActionError } from '@/server/action-error';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { db } from '@/server/db/client';
import { einvoices, orders } from '@/server/db/schema';
import { runPendingJobsNow } from '@/server/jobs/queue';
import { recordOrderAudit } from '@/server/orders/order-audit';
import { EINVOICE_REPORT_JOB } from '@/lib/einvoicing/einvoice-states';
import { correctEInvoiceBuyerSchema } from '@/lib/schemas/einvoice-admin';
import { queueReport } from '../issue-einvoices';

/**
 * "Correct the buyer" on the E-invoices screen (docs/decisions/0070-e-invoicing.md, "Amendment: a business
 * buyer's TIN checked with MBS"): for an invoice MBS refused, the business's name and TIN are corrected on
 * the order, or removed to reissue it as B2C. In one transaction with the invoice and the order locked, the
 * order's invoice and every credit note MBS has not signed take the new buyer, lose the text built for the
 * old one and start MBS's steps again (a B2B one is checked with MBS first); the change, before and after,
 * is on the order's Activity. Only a refused invoice: no report job is running on it.
 */
export const correctEInvoiceBuyerAction = defineAction(
  { name: 'correctEInvoiceBuyer', schema: correctEInvoiceBuyerSchema, authorize: permitted('einvoices.retry'), fallbackError: 'Failed to correct the buyer' },
  async ({ id, business }): Promise<{ id: string; kind: 'B2B' | 'B2C' }> =>
    db.transaction(async (tx) => {
      const [invoice] = await tx.select().from(einvoices).where(eq(einvoices.id, id)).for('update');
      if (!invoice) throw new ActionError('This e-invoice no longer exists.');
      if (invoice.typeCode !== '380') throw new ActionError('Correct the buyer on the order’s invoice: its credit notes name the buyer it names.');
      if (invoice.state !== 'refused') throw new ActionError('Only an invoice MBS refused can have its buyer corrected: this one is on its way or done.');
      const [order] = await tx.select().from(orders).where(eq(orders.id, invoice.orderId)).for('update');
      if (!order) throw new ActionError('This e-invoice’s order no longer exists.');

      const before = { buyerBusinessName: order.buyerBusinessName, buyerTin: order.buyerTin };
      const after = { buyerBusinessName: business?.name ?? null, buyerTin: business?.tin ?? null };
      await tx.update(orders).set({ ...after, updatedAt: new Date() }).where(eq(orders.id, order.id));
      const kind = business ? 'B2B' : 'B2C';
      const reissued = await tx
        .update(einvoices)
        .set({ kind, buyerNote: null, body: null, reasons: [], state: 'waiting', lastAnswer: 'Buyer corrected from the back office' })
        .where(and(eq(einvoices.orderId, order.id), isNull(einvoices.signedAt), inArray(einvoices.state, ['waiting', 'refused'])))
        .returning({ id: einvoices.id });
      for (const row of reissued) await queueReport(tx, row.id);
      // A credit note's job waiting out its backoff behind the refused invoice runs now.
      await runPendingJobsNow(reissued.map((row) => `${EINVOICE_REPORT_JOB}:${row.id}`), tx);
      await recordOrderAudit(tx, order, { action: 'einvoice_buyer_corrected', before, after, details: { irn: invoice.irn, kind } });
      return { id, kind };
    }),
);
