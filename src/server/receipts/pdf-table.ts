import 'server-only';
import { formatNairaWithKobo } from '@/lib/money';
import { COLORS, CONTENT, measure, PAGE, rule, write } from './pdf-style';
import type { Receipt } from './receipt';

// The receipt's table: one row per order line, then the delivery; a VAT column only on a tax
// invoice. A long order flows onto further pages, each starting with the column headings.

type Column = { label: string; width: number; align: 'left' | 'right' };
type Row = { cells: string[] };

const PAD_X = 8;
const PAD_Y = 7;
/** Room kept under the last row for the totals and the footer note, so they never start a page alone. */
const TOTALS_ROOM = 160;

function columns(withVat: boolean): Column[] {
  const numbers: Column[] = [
    { label: 'Qty', width: 38, align: 'right' },
    { label: 'Unit price', width: 86, align: 'right' },
    ...(withVat ? [{ label: 'VAT', width: 74, align: 'right' } as const] : []),
    { label: 'Amount', width: 90, align: 'right' },
  ];
  const rest = numbers.reduce((sum, column) => sum + column.width, 0);
  return [{ label: 'Description', width: CONTENT.width - rest, align: 'left' }, ...numbers];
}

function rows(receipt: Receipt): Row[] {
  const vat = (kobo: number | null) => (kobo === null ? [] : [formatNairaWithKobo(kobo)]);
  const lines = receipt.lines.map((line) => ({
    cells: [line.description, String(line.quantity), formatNairaWithKobo(line.unitPriceKobo), ...vat(line.vatKobo), formatNairaWithKobo(line.amountKobo)],
  }));
  const { delivery } = receipt;
  // Quantity and unit price stay empty: the fee is one charge for the whole order.
  const deliveryRow: Row = { cells: [delivery.description, '', '', ...vat(delivery.vatKobo), formatNairaWithKobo(delivery.feeKobo)] };
  return [...lines, deliveryRow];
}

function headingRow(doc: PDFKit.PDFDocument, cols: Column[], y: number): number {
  const height = 22;
  doc.rect(CONTENT.left, y, CONTENT.width, height).fill(COLORS.band);
  let x = CONTENT.left;
  for (const col of cols) {
    doc.font('semibold').fontSize(7.5).fillColor(COLORS.muted);
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

/** Draws the table from `top`; returns the y under its last row. */
export function drawLinesTable(doc: PDFKit.PDFDocument, receipt: Receipt, top: number): number {
  const cols = columns(receipt.vat !== null);
  const all = rows(receipt);
  let y = headingRow(doc, cols, top);
  all.forEach((row, index) => {
    const height = rowHeight(doc, row, cols);
    const last = index === all.length - 1;
    if (y + height + (last ? TOTALS_ROOM : 0) > CONTENT.bottom) {
      doc.addPage();
      y = headingRow(doc, cols, PAGE.margin);
    }
    drawRow(doc, row, cols, y);
    y += height;
    rule(doc, y);
  });
  return y;
}
