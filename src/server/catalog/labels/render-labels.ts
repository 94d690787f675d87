import 'server-only';
import { formatNaira } from '@/lib/money';
import { code128Widths, QUIET_ZONE_MODULES } from '@/lib/barcode/code128';
import { COLOURS } from '@/server/pdf/pdf-style';
import { interDocument } from '@/server/pdf/pdf-document';
import type { VariantLabel } from './label-reads';

// A4 sheets of 24 self-adhesive labels (3 across, 8 down, 63.5 x 33.9 mm: the common "L7159" layout
// that office supply shops in Lagos sell), each with the piece's name, its variant, the price and a
// Code 128 barcode of the SKU with the SKU written under it. Printed from the browser's PDF viewer at
// actual size.

const MM = 72 / 25.4;
const SHEET = { width: 595.28, height: 841.89, top: 13.1 * MM, left: 7.2 * MM, across: 3, down: 8, gapX: 2.5 * MM };
const LABEL = { width: 63.5 * MM, height: 33.9 * MM, padding: 2.5 * MM };
const BARCODE_HEIGHT = 9 * MM;

function drawBarcode(doc: PDFKit.PDFDocument, sku: string, x: number, y: number, maxWidth: number) {
  const widths = code128Widths(sku);
  const modules = widths.reduce((sum, width) => sum + width, 0) + 2 * QUIET_ZONE_MODULES;
  // At least 0.19 mm a module for a phone camera or a hand scanner; the longest SKUs shrink to fit.
  const moduleWidth = Math.min(0.33 * MM, maxWidth / modules);
  let at = x + (maxWidth - modules * moduleWidth) / 2 + QUIET_ZONE_MODULES * moduleWidth;
  widths.forEach((width, index) => {
    if (index % 2 === 0) doc.rect(at, y, width * moduleWidth, BARCODE_HEIGHT);
    at += width * moduleWidth;
  });
  doc.fillColor('#000000').fill();
}

function drawLabel(doc: PDFKit.PDFDocument, label: VariantLabel, x: number, y: number) {
  const inner = { x: x + LABEL.padding, y: y + LABEL.padding, width: LABEL.width - 2 * LABEL.padding };
  // One line each: a longer name ends in an ellipsis (pdfkit cuts text to the height it is given).
  const line = { width: inner.width, height: 9, ellipsis: true } as const;
  doc.font('semibold').fontSize(8).fillColor(COLOURS.text).text(label.name, inner.x, inner.y, line);
  doc.font('regular').fontSize(7).fillColor(COLOURS.muted).text(label.variant ?? ' ', inner.x, inner.y + 10, line);
  doc.font('semibold').fontSize(9).fillColor(COLOURS.text).text(formatNaira(label.priceKobo), inner.x, inner.y + 19, line);
  drawBarcode(doc, label.sku, inner.x, inner.y + 31, inner.width);
  doc.font('regular').fontSize(6.5).fillColor(COLOURS.text).text(label.sku, inner.x, inner.y + 31 + BARCODE_HEIGHT + 1.5, { ...line, align: 'center' });
}

/** The labels, 24 to a page, as PDF bytes. */
export function renderLabels(title: string, labels: readonly VariantLabel[]): Promise<Buffer> {
  const { doc, bytes } = interDocument({ size: 'A4', margin: 0, info: { Title: title }, autoFirstPage: false });
  const perPage = SHEET.across * SHEET.down;
  labels.forEach((label, index) => {
    const slot = index % perPage;
    if (slot === 0) doc.addPage();
    const column = slot % SHEET.across;
    const row = Math.floor(slot / SHEET.across);
    drawLabel(doc, label, SHEET.left + column * (LABEL.width + SHEET.gapX), SHEET.top + row * LABEL.height);
  });
  doc.end();
  return bytes;
}
