import type { EInvoicePaymentStatus } from './einvoice-states';

// What an order's invoice less its credit notes must come to at MBS (docs/decisions/0077-e-invoices-report-the-sale-kept.md). All kobo.

export type OrderMoney = {
  totalKobo: number;
  /** Succeeded payments less the rows that reverse them. */
  receivedKobo: number;
  /** Processed refunds. */
  refundedKobo: number;
  cancelled: boolean;
};

/**
 * The credit the order's notes should add up to at least: a cancelled order credits all it invoiced
 * and did not keep; a live one credits only the refunds that bring the money kept below its total (a
 * refund of a duplicate payment credits nothing, a reversed payment alone nothing: it is still owed).
 * Notes already issued never come back, so the caller issues only what this exceeds them by.
 */
export function creditOwedKobo({ totalKobo, receivedKobo, refundedKobo, cancelled }: OrderMoney): number {
  const shortKobo = Math.max(0, totalKobo - Math.max(0, receivedKobo - refundedKobo));
  return cancelled ? shortKobo : Math.min(refundedKobo, shortKobo);
}

/** What MBS should hold of the invoice: PAID once the money kept covers the sale (invoice less notes). */
export function invoicePaymentStatus(saleKobo: number, keptKobo: number): EInvoicePaymentStatus {
  if (keptKobo >= saleKobo) return 'PAID';
  return keptKobo > 0 ? 'PARTIAL' : 'PENDING';
}
