import 'server-only';
import { formatVatRatePercent } from '@/lib/vat';
import { renderPdf } from '@/server/pdf/pdf-document';
import { drawFigures, drawFooter, drawHeader, drawOrderTotals, drawParties, vatIncluded, type Figure } from './pdf-parts';
import { CONTENT, eyebrow, measure, write } from '@/server/pdf/pdf-style';
import { drawLinesTable, roomFor } from './pdf-table';
import type { PaymentReceipt } from './payment-receipt';

// The receipt of one payment as an A4 PDF: the money received first (amount, VAT in it, how,
// when, what was paid before and what is still owed), a reversal if there was one, the deposit
// policy on a deposit receipt, then the order it pays, for reference. Draws what it is given.

function paymentFigures(receipt: PaymentReceipt): Figure[] {
  return [
    { label: 'Amount received', value: receipt.amountKobo, strong: true },
    ...(receipt.vat ? [{ label: vatIncluded(receipt.vat.rateBasisPoints), value: receipt.vat.kobo, muted: true }] : []),
    { label: 'Date received', value: receipt.date },
    { label: 'Method', value: receipt.method },
    ...(receipt.reference ? [{ label: 'Reference', value: receipt.reference }] : []),
    { label: 'Paid before', value: receipt.paidBeforeKobo, ruleAbove: true },
    { label: 'Still owed after this payment', value: receipt.owedAfterKobo, strong: true },
  ];
}

/** A block of text under a small heading, kept whole on one page. */
function drawNote(doc: PDFKit.PDFDocument, heading: string, text: string, top: number): number {
  const y = roomFor(doc, top, measure(doc, text, CONTENT.width) + 30);
  const below = eyebrow(doc, heading, CONTENT.left, y);
  return write(doc, text, CONTENT.left, below, { width: CONTENT.width }) + 18;
}

export function renderPaymentReceiptPdf(receipt: PaymentReceipt): Promise<Buffer> {
  const { order } = receipt;
  return renderPdf({ title: receipt.title, author: order.supplier.name, invoiceNumber: receipt.invoiceNumber }, (doc) => {
    const facts: [string, string][] = [
      ['Invoice no.', receipt.invoiceNumber],
      ['Date', receipt.date],
      ['Order', order.invoiceNumber],
      ...(receipt.reversed ? [['Status', 'Reversed'] as [string, string]] : []),
    ];
    const partiesTop = drawHeader(doc, order.supplier, receipt.title, facts) + 18;
    let y = drawParties(doc, order, partiesTop);
    y = eyebrow(doc, 'Payment received', CONTENT.left, y);
    y = drawFigures(doc, paymentFigures(receipt), CONTENT.left, CONTENT.width / 2 + 40, y + 2) + 14;
    if (receipt.reversed) {
      const reason = receipt.reversed.reason?.trim().replace(/[.\s]+$/, '');
      const why = reason ? `: ${reason}.` : '.';
      y = drawNote(doc, 'Reversed', `This payment was reversed on ${receipt.reversed.date}${why} It no longer counts towards the order.`, y);
    }
    if (receipt.depositPolicy) y = drawNote(doc, 'Deposit policy', receipt.depositPolicy, y);
    y = eyebrow(doc, `Order ${order.invoiceNumber}, for reference`, CONTENT.left, roomFor(doc, y, 80));
    const totalsBottom = drawOrderTotals(doc, order, drawLinesTable(doc, order, y + 4));
    const note = receipt.vat
      ? `Prices include VAT at ${formatVatRatePercent(receipt.vat.rateBasisPoints)}%; the VAT shown for this payment is the VAT contained in the amount received.`
      : `Thank you for shopping with ${order.supplier.name}.`;
    drawFooter(doc, note, totalsBottom);
  });
}
