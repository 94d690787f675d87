import 'server-only';
import { formatNairaWithKobo } from '@/lib/money';
import { formatVatRatePercent } from '@/lib/vat';
import { roomFor } from './pdf-table';
import { COLOURS, CONTENT, eyebrow, PAGE, rule, write } from '@/server/pdf/pdf-style';
import type { Receipt } from './receipt';
import { encode } from 'uqr';

// The parts every receipt shares: the header (who sells, the title and the facts beside it),
// the parties (who buys, where it goes), a list of figures and the footer note.

export const HALF = CONTENT.width / 2;

export function drawHeader(doc: PDFKit.PDFDocument, supplier: Receipt['supplier'], title: string, facts: [string, string][]): number {
  const leftWidth = HALF + 20;
  let left = write(doc, supplier.name, CONTENT.left, PAGE.margin, { font: 'semibold', size: 15, colour: COLOURS.indigo, width: leftWidth });
  const details = [supplier.address, supplier.taxId ? `TIN: ${supplier.taxId}` : null, [supplier.phone, supplier.email].filter(Boolean).join(' · ')];
  for (const detail of details.filter(Boolean)) left = write(doc, detail!, CONTENT.left, left + 3, { colour: COLOURS.muted, width: leftWidth });

  const rightX = CONTENT.left + leftWidth + 10;
  const rightWidth = CONTENT.right - rightX;
  let right = write(doc, title, rightX, PAGE.margin - 2, { font: 'semibold', size: 20, width: rightWidth, align: 'right' });
  right += 6;
  for (const [label, value] of facts) {
    write(doc, label, rightX, right, { colour: COLOURS.muted, width: rightWidth });
    right = write(doc, value, rightX, right, { font: 'semibold', width: rightWidth, align: 'right' }) + 2;
  }
  const bottom = Math.max(left, right) + 18;
  rule(doc, bottom, CONTENT.left, CONTENT.right, COLOURS.text);
  return bottom;
}

export function drawParties(doc: PDFKit.PDFDocument, receipt: Pick<Receipt, 'buyer' | 'delivery'>, top: number): number {
  const { buyer, delivery } = receipt;
  const width = HALF - 20;
  let left = eyebrow(doc, 'Billed to', CONTENT.left, top);
  if (buyer.business) left = write(doc, buyer.business, CONTENT.left, left, { font: 'semibold', width }) + 1;
  left = write(doc, buyer.name, CONTENT.left, left, { font: 'semibold', width });
  for (const line of [buyer.address, buyer.email, buyer.phone]) {
    if (line) left = write(doc, line, CONTENT.left, left + 1, { width });
  }
  const rightX = CONTENT.left + HALF;
  let right = eyebrow(doc, delivery.method === 'pickup' ? 'Collection' : 'Delivery', rightX, top);
  right = write(doc, delivery.description, rightX, right, { font: 'semibold', width });
  for (const line of delivery.collectAt) right = write(doc, line, rightX, right + 1, { width });
  if (delivery.window) right = write(doc, `Estimated window: ${delivery.window}`, rightX, right + 1, { width });
  return Math.max(left, right) + 22;
}

export type Figure = { label: string; value: string | number; strong?: boolean; muted?: boolean; ruleAbove?: boolean };

/** Label and value pairs, the value right-aligned (kobo amounts as ₦450,000.00), in a column `width` wide at `x`. */
export function drawFigures(doc: PDFKit.PDFDocument, figures: Figure[], x: number, width: number, top: number): number {
  let y = top;
  for (const figure of figures) {
    if (figure.ruleAbove) {
      rule(doc, y, x, x + width);
      y += 7;
    }
    const style = { font: figure.strong ? ('semibold' as const) : undefined, size: figure.strong ? 12 : undefined, colour: figure.muted ? COLOURS.muted : undefined, width };
    const value = typeof figure.value === 'number' ? formatNairaWithKobo(figure.value) : figure.value;
    write(doc, figure.label, x, y, style);
    y = write(doc, value, x, y, { ...style, align: 'right' }) + 5;
  }
  return y;
}

/** 'VAT (7.5%) included'. */
export const vatIncluded = (rateBasisPoints: number) => `VAT (${formatVatRatePercent(rateBasisPoints)}%) included`;

/** The order's totals under its lines, at the right. */
export function drawOrderTotals(doc: PDFKit.PDFDocument, receipt: Receipt, top: number): number {
  const vat = receipt.vat ? [{ label: vatIncluded(receipt.vat.rateBasisPoints), value: receipt.vat.totalKobo, muted: true }] : [];
  return drawFigures(
    doc,
    [
      { label: 'Subtotal', value: receipt.subtotalKobo },
      { label: 'Delivery', value: receipt.delivery.feeKobo },
      ...(receipt.discount ? [{ label: receipt.discount.description, value: receipt.discount.amountKobo }] : []),
      { label: 'Total', value: receipt.totalKobo, strong: true, ruleAbove: true },
      ...vat,
    ],
    CONTENT.right - 250,
    250,
    top + 12,
  );
}

/** A small note at the foot of the last page, or under `top` when the content reaches the foot. */
export function drawFooter(doc: PDFKit.PDFDocument, note: string, top: number) {
  const y = Math.max(roomFor(doc, top + 28, 20), CONTENT.bottom - 20);
  rule(doc, y - 8);
  write(doc, note, CONTENT.left, y, { size: 8, colour: COLOURS.muted, width: CONTENT.width });
}

/**
 * The order's e-invoice (docs/decisions/0070-e-invoicing.md): its IRN and the QR code MBS reads, about
 * 4 cm wide; while MBS has not signed it yet, that its IRN is pending.
 */
export function drawEInvoice(doc: PDFKit.PDFDocument, einvoice: { irn: string; qr: string | null }, top: number): number {
  const size = 112;
  let y = eyebrow(doc, 'E-invoice', CONTENT.left, roomFor(doc, top + 18, einvoice.qr ? size + 40 : 40));
  y = write(doc, `IRN: ${einvoice.irn}`, CONTENT.left, y + 2, { font: 'semibold' });
  if (!einvoice.qr) return write(doc, 'IRN pending: this invoice is being reported to the NRS. A receipt printed later carries its QR code.', CONTENT.left, y + 2, { colour: COLOURS.muted, width: CONTENT.width });
  const { data } = encode(einvoice.qr, { ecc: 'M', border: 2 });
  const cell = size / data.length;
  doc.save().fillColor('#000000');
  data.forEach((row, rowIndex) => row.forEach((dark, column) => dark && doc.rect(CONTENT.left + column * cell, y + 6 + rowIndex * cell, cell, cell).fill()));
  doc.restore();
  return y + 6 + size;
}
