import 'server-only';
import { formatNairaWithKobo } from '@/lib/money';
import { COLOURS, CONTENT, measure, PAGE, rule, write } from '@/server/pdf/pdf-style';
import type { Receipt } from './receipt';

// The receipt's tables: the order's lines (one row per line, then the delivery and a discount; a VAT column only
// on a tax invoice) and, on the final receipt, its payments. A long table flows onto further
// pages, each starting with the column headings.

export type Column = { label: string; width: number; align: 'left' | 'right' };
export type Row = { cells: string[] };

const PAD_X = 8;
const PAD_Y = 7;
/** Room kept under the last row for the totals and the footer note, so they never start a page alone. */
const TOTALS_ROOM = 160;

function columns(withVat: boolean): Column[] {
  return fillFirstColumn('Description', [
    { label: 'Qty', width: 38, align: 'right' },
    { label: 'Unit price', width: 86, align: 'right' },
    ...(withVat ? [{ label: 'VAT', width: 74, align: 'right' } as const] : []),
    { label: 'Amount', width: 90, align: 'right' },
  ]);
}

function rows(receipt: Receipt): Row[] {
  const vat = (kobo: number | null) => (kobo === null ? [] : [formatNairaWithKobo(kobo)]);
  const lines = receipt.lines.map((line) => ({
    cells: [line.description, String(line.quantity), formatNairaWithKobo(line.unitPriceKobo), ...vat(line.vatKobo), formatNairaWithKobo(line.amountKobo)],
  }));
  const { delivery } = receipt;
  // Quantity and unit price stay empty: the fee is one charge for the whole order.
  const deliveryRow: Row = { cells: [delivery.description, '', '', ...vat(delivery.vatKobo), formatNairaWithKobo(delivery.feeKobo)] };
  const { discount } = receipt;
  const discountRow: Row[] = discount ? [{ cells: [discount.description, '', '', ...vat(discount.vatKobo), formatNairaWithKobo(discount.amountKobo)] }] : [];
  return [...lines, deliveryRow, ...discountRow];
}

/** A new page; returns the y its content starts at. */
export function newPage(doc: PDFKit.PDFDocument): number {
  doc.addPage();
  return PAGE.margin;
}

/** `top`, or the top of a new page when `height` does not fit under it. */
export function roomFor(doc: PDFKit.PDFDocument, top: number, height: number): number {
  return top + height > CONTENT.bottom ? newPage(doc) : top;
}

function headingRow(doc: PDFKit.PDFDocument, cols: Column[], y: number): number {
  const height = 22;
  doc.rect(CONTENT.left, y, CONTENT.width, height).fill(COLOURS.band);
  let x = CONTENT.left;
  for (const col of cols) {
    doc.font('semibold').fontSize(7.5).fillColor(COLOURS.muted);
    doc.text(col.label.toUpperCase(), x + PAD_X, y + 7.5, { width: col.width - 2 * PAD_X, align: col.align, characterSpacing: 0.6 });
    x += col.width;
  }
  return y + height;
}

/** Only the description wraps; the figures fit their columns on one line. */
function rowHeight(doc: PDFKit.PDFDocument, row: Row, cols: Column[]): number {
  return measure(doc, row.cells[0]!, cols[0]!.width - 2 * PAD_X) + 2 * PAD_Y;
}

function drawRow(doc: PDFKit.PDFDocument, row: Row, cols: Column[], y: number) {
  let x = CONTENT.left;
  row.cells.forEach((cell, index) => {
    const col = cols[index]!;
    write(doc, cell, x + PAD_X, y + PAD_Y, { width: col.width - 2 * PAD_X, align: col.align });
    x += col.width;
  });
}

/** The first column takes the width the others leave. */
export function fillFirstColumn(first: string, numbers: Column[]): Column[] {
  const rest = numbers.reduce((sum, column) => sum + column.width, 0);
  return [{ label: first, width: CONTENT.width - rest, align: 'left' }, ...numbers];
}

/** Draws the order's lines from `top`; returns the y under its last row. */
export function drawLinesTable(doc: PDFKit.PDFDocument, receipt: Receipt, top: number): number {
  return drawTable(doc, columns(receipt.vat !== null), rows(receipt), top, TOTALS_ROOM);
}

/**
 * Draws a table from `top`, its headings again at the top of each further page; `roomAfter` is
 * kept under the last row (for what must follow it on the same page). Returns the y under it.
 */
export function drawTable(doc: PDFKit.PDFDocument, cols: Column[], all: Row[], top: number, roomAfter = 0): number {
  // The headings never end a page alone: they start one with the first row under them.
  let y = headingRow(doc, cols, roomFor(doc, top, 60));
  all.forEach((row, index) => {
    const height = rowHeight(doc, row, cols);
    const last = index === all.length - 1;
    if (y + height + (last ? roomAfter : 0) > CONTENT.bottom) {
      doc.addPage();
      y = headingRow(doc, cols, PAGE.margin);
    }
    drawRow(doc, row, cols, y);
    y += height;
    rule(doc, y);
  });
  return y;
}
