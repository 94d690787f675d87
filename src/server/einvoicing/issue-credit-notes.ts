import 'server-only';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { einvoices, refunds } from '@/server/db/schema';
import { issueDocument } from './issued-document';

// The credit notes (381) an invoice owes (docs/decisions/0077-e-invoices-report-the-sale-kept.md):
// only what `owedKobo` (src/lib/einvoicing/sale-kept.ts) exceeds the notes already issued
// by. Each new note names the oldest refund paid back that no note names yet, for as much of it as is
// owed: a note freezes its refund (src/server/refunds/reported-refund.ts). What no refund explains (a
// cancellation keeping less than was invoiced) is a note of its own, naming none.

type Invoice = Pick<typeof einvoices.$inferSelect, 'invoiceNumber' | 'kind'>;

/** Issues what is owed; returns what all the invoice's notes now credit. */
export async function issueCreditNotes(tx: Transaction, order: { id: string; orderNumber: string }, invoice: Invoice, owedKobo: number, serviceId: string) {
  const [issued = { kobo: 0, count: 0 }] = await tx
    .select({ kobo: sql<number>`coalesce(sum(${einvoices.amountKobo}), 0)::int`, count: sql<number>`count(*)::int` })
    .from(einvoices)
    .where(and(eq(einvoices.orderId, order.id), eq(einvoices.typeCode, '381')));
  let leftKobo = owedKobo - issued.kobo;
  if (leftKobo <= 0) return issued.kobo;
  const unnamed = await tx
    .select({ id: refunds.id, amountKobo: refunds.amountKobo })
    .from(refunds)
    .leftJoin(einvoices, eq(einvoices.refundId, refunds.id))
    .where(and(eq(refunds.orderId, order.id), eq(refunds.status, 'processed'), isNull(einvoices.id)))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  const notes: { refundId: string | null; amountKobo: number }[] = [];
  for (const refund of unnamed) {
    if (leftKobo === 0) break;
    const amountKobo = Math.min(leftKobo, refund.amountKobo);
    notes.push({ refundId: refund.id, amountKobo });
    leftKobo -= amountKobo;
  }
  if (leftKobo > 0) notes.push({ refundId: null, amountKobo: leftKobo });

  for (const [index, note] of notes.entries()) {
    await issueDocument(tx, order, serviceId, {
      typeCode: '381',
      invoiceNumber: `${invoice.invoiceNumber}CN${issued.count + index + 1}`,
      refundId: note.refundId,
      kind: invoice.kind,
      amountKobo: note.amountKobo,
      paymentStatus: 'PAID',
    });
  }
  return owedKobo;
}
