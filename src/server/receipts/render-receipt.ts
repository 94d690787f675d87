import 'server-only';
import { formatNairaWithKobo } from '@/lib/money';
import { formatVatRatePercent } from '@/lib/vat';
import { NOTHING_TO_PAY_TEXT } from '@/lib/payment-methods';
import { renderPdf } from '@/server/pdf/pdf-document';
import { drawEInvoice, drawFigures, drawFooter, drawHeader, drawOrderTotals, drawParties } from './pdf-parts';
import { COLOURS, CONTENT, eyebrow, write } from '@/server/pdf/pdf-style';
import { drawLinesTable, drawTable, fillFirstColumn, roomFor } from './pdf-table';
import type { FinalReceipt, PaymentHistory } from './payment-history';

// The order's receipt as an A4 PDF: who sells, the invoice number and date, who buys and where it
// goes, the lines, the totals, then every payment and refund with what was paid and what is still
// owed. It draws the FinalReceipt it is given and works nothing out itself.

const HISTORY_COLUMNS = fillFirstColumn('Payment', [
  { label: 'Date', width: 110, align: 'left' },
  { label: 'Method', width: 110, align: 'left' },
  { label: 'Amount', width: 100, align: 'right' },
]);

function drawHistory(doc: PDFKit.PDFDocument, history: PaymentHistory, totalKobo: number, top: number): number {
  let y = eyebrow(doc, 'Payments', CONTENT.left, roomFor(doc, top + 24, 80));
  if (history.entries.length === 0) {
    const none = totalKobo === 0 ? NOTHING_TO_PAY_TEXT : 'No payment received yet.';
    y = write(doc, none, CONTENT.left, y + 2, { colour: COLOURS.muted }) + 6;
  } else {
    const rows = history.entries.map((entry) => ({ cells: [entry.description, entry.date, entry.method, formatNairaWithKobo(entry.amountKobo)] }));
    y = drawTable(doc, HISTORY_COLUMNS, rows, y + 4, 90);
  }
  const refunded = history.refundedKobo > 0 ? [{ label: 'Refunded', value: history.refundedKobo }] : [];
  return drawFigures(
    doc,
    [{ label: 'Total paid', value: history.paidKobo }, ...refunded, { label: 'Balance due', value: history.balanceKobo, strong: true, ruleAbove: true }],
    CONTENT.right - 250,
    250,
    roomFor(doc, y + 12, 70),
  );
}

/** The receipt as PDF bytes. */
export function renderReceiptPdf(receipt: FinalReceipt): Promise<Buffer> {
  return renderPdf({ title: receipt.title, author: receipt.supplier.name, invoiceNumber: receipt.invoiceNumber }, (doc) => {
    const facts: [string, string][] = [
      ['Invoice no.', receipt.invoiceNumber],
      ['Date', receipt.invoiceDate],
      ['Payment', receipt.paymentStatus],
      ...(receipt.einvoice ? [['IRN', receipt.einvoice.qr ? receipt.einvoice.irn : 'Pending'] as [string, string]] : []),
    ];
    const partiesTop = drawHeader(doc, receipt.supplier, receipt.title, facts) + 18;
    const tableTop = drawParties(doc, receipt, partiesTop);
    const totalsBottom = drawOrderTotals(doc, receipt, drawLinesTable(doc, receipt, tableTop));
    const paidBottom = drawHistory(doc, receipt.history, receipt.totalKobo, totalsBottom);
    const historyBottom = receipt.einvoice ? drawEInvoice(doc, receipt.einvoice, paidBottom) : paidBottom;
    const note = receipt.vat
      ? `All prices include VAT at ${formatVatRatePercent(receipt.vat.rateBasisPoints)}%; the VAT column shows the VAT contained in each amount.`
      : `Thank you for shopping with ${receipt.supplier.name}.`;
    drawFooter(doc, note, historyBottom);
  });
}
