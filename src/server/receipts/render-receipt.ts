import 'server-only';
import PDFDocument from 'pdfkit';
import { formatNairaWithKobo } from '@/lib/money';
import { formatVatRatePercent } from '@/lib/vat';
import { COLORS, CONTENT, eyebrow, FONTS, PAGE, rule, write } from './pdf-style';
import { drawLinesTable } from './pdf-table';
import type { Receipt } from './receipt';

// The receipt as an A4 PDF: who sells, the invoice number and date, who buys and where it goes,
// the lines, the totals. It draws the Receipt it is given and works nothing out itself.

const HALF = CONTENT.width / 2;

function drawHeader(doc: PDFKit.PDFDocument, receipt: Receipt): number {
  const { supplier } = receipt;
  const leftWidth = HALF + 20;
  let left = write(doc, supplier.name, CONTENT.left, PAGE.margin, { font: 'semibold', size: 15, color: COLORS.indigo, width: leftWidth });
  const details = [supplier.address, supplier.taxId ? `TIN: ${supplier.taxId}` : null, [supplier.phone, supplier.email].filter(Boolean).join(' · ')];
  for (const detail of details.filter(Boolean)) left = write(doc, detail!, CONTENT.left, left + 3, { color: COLORS.muted, width: leftWidth });

  const rightX = CONTENT.left + leftWidth + 10;
  const rightWidth = CONTENT.right - rightX;
  let right = write(doc, receipt.title, rightX, PAGE.margin - 2, { font: 'semibold', size: 20, width: rightWidth, align: 'right' });
  const facts: [string, string][] = [
    ['Invoice no.', receipt.invoiceNumber],
    ['Date', receipt.invoiceDate],
    ['Payment', receipt.paymentStatus],
  ];
  right += 6;
  for (const [label, value] of facts) {
    write(doc, label, rightX, right, { color: COLORS.muted, width: rightWidth });
    right = write(doc, value, rightX, right, { font: 'semibold', width: rightWidth, align: 'right' }) + 2;
  }
  const bottom = Math.max(left, right) + 18;
  rule(doc, bottom, CONTENT.left, CONTENT.right, COLORS.text);
  return bottom;
}

function drawParties(doc: PDFKit.PDFDocument, receipt: Receipt, top: number): number {
  const { buyer, delivery } = receipt;
  const width = HALF - 20;
  let left = eyebrow(doc, 'Billed to', CONTENT.left, top);
  left = write(doc, buyer.name, CONTENT.left, left, { font: 'semibold', width });
  for (const line of [buyer.address, buyer.email, buyer.phone]) {
    if (line) left = write(doc, line, CONTENT.left, left + 1, { width });
  }
  const rightX = CONTENT.left + HALF;
  let right = eyebrow(doc, delivery.method === 'pickup' ? 'Collection' : 'Delivery', rightX, top);
  right = write(doc, delivery.description, rightX, right, { font: 'semibold', width });
  if (delivery.window) right = write(doc, `Estimated window: ${delivery.window}`, rightX, right + 1, { width });
  return Math.max(left, right) + 22;
}

function drawTotals(doc: PDFKit.PDFDocument, receipt: Receipt, top: number): number {
  const x = CONTENT.right - 250;
  const width = 250;
  let y = top + 12;
  const line = (label: string, kobo: number, style: { font?: 'semibold'; size?: number; color?: string } = {}) => {
    write(doc, label, x, y, { ...style, width });
    y = write(doc, formatNairaWithKobo(kobo), x, y, { ...style, width, align: 'right' }) + 5;
  };
  line('Subtotal', receipt.subtotalKobo);
  line('Delivery', receipt.delivery.feeKobo);
  rule(doc, y, x);
  y += 7;
  line('Total', receipt.totalKobo, { font: 'semibold', size: 12 });
  if (receipt.vat) line(`VAT (${formatVatRatePercent(receipt.vat.rateBasisPoints)}%) included`, receipt.vat.totalKobo, { color: COLORS.muted });
  return y;
}

function drawFooter(doc: PDFKit.PDFDocument, receipt: Receipt, top: number) {
  const note = receipt.vat
    ? `All prices include VAT at ${formatVatRatePercent(receipt.vat.rateBasisPoints)}%; the VAT column shows the VAT contained in each amount.`
    : `Thank you for shopping with ${receipt.supplier.name}.`;
  // At the foot of the page, or under the totals if they reach it.
  const y = Math.max(top + 28, CONTENT.bottom - 20);
  rule(doc, y - 8);
  write(doc, note, CONTENT.left, y, { size: 8, color: COLORS.muted, width: CONTENT.width });
}

/** A receipt longer than a page says on each page whose it is and which page it is. */
function numberPages(doc: PDFKit.PDFDocument, receipt: Receipt) {
  const { start, count } = doc.bufferedPageRange();
  if (count < 2) return;
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Inside the bottom margin, which pdfkit would otherwise answer with a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    write(doc, `${receipt.invoiceNumber} · page ${index - start + 1} of ${count}`, CONTENT.left, PAGE.height - 32, {
      size: 7.5,
      color: COLORS.muted,
      width: CONTENT.width,
      align: 'right',
    });
    doc.page.margins.bottom = margin;
  }
}

/** The receipt as PDF bytes. */
export function renderReceiptPdf(receipt: Receipt): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    // Inter from the start, so pdfkit never loads (or embeds) a standard font.
    font: FONTS.regular,
    info: { Title: `${receipt.title} ${receipt.invoiceNumber}`, Author: receipt.supplier.name },
    // Kept until the end, so page numbers can be written once the page count is known.
    bufferPages: true,
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('semibold', FONTS.semibold);
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const partiesTop = drawHeader(doc, receipt) + 18;
  const tableTop = drawParties(doc, receipt, partiesTop);
  const totalsBottom = drawTotals(doc, receipt, drawLinesTable(doc, receipt, tableTop));
  drawFooter(doc, receipt, totalsBottom);
  numberPages(doc, receipt);
  doc.end();
  return finished;
}
