import { paymentMethodLabel } from '@/lib/payment-labels';
import { FIGURE_COLUMNS, isMoneyFigure, SALE_CHANNEL_LABELS, TABLE_KINDS, type FiguresRow, type LineRow, type MoneyRow, type ReportTable } from './figures';

// The columns of each Reports table, shared by the screen (naira as text) and its CSV file (naira as
// decimals): the same cells in the same order, whichever way they are written.

export type Cell = { kobo: number } | { count: number };
/** `total` of a lines table: how many rows it has in all, when `rows` holds only the biggest (the screen's). */
export type TableRows = { kind: 'figures'; rows: FiguresRow[] } | { kind: 'lines'; rows: LineRow[]; total: number } | { kind: 'money'; rows: MoneyRow[] };

const KEY_HEADINGS: Record<ReportTable, string> = {
  periods: 'Starting',
  channel: 'Channel',
  location: 'Location',
  staff: 'Member of staff',
  'delivery-state': 'Delivery state',
  category: 'Category',
  piece: 'Piece',
  variant: 'Piece and variant',
  'payment-method': 'Method',
};

const EXTRA_METHOD_LABELS: Record<string, string> = { cash: 'Cash', pos: 'POS', 'not recorded': 'Not recorded' };

/** A row's first cell as people read it: a channel's or a method's name, else as grouped. */
export function keyLabel(table: ReportTable, key: string): string {
  if (table === 'channel') return SALE_CHANNEL_LABELS[key] ?? key;
  if (table === 'payment-method') return EXTRA_METHOD_LABELS[key] ?? paymentMethodLabel(key);
  return key;
}

export function tableHeader(table: ReportTable): string[] {
  const heading = KEY_HEADINGS[table];
  const kind = TABLE_KINDS[table];
  if (kind === 'figures') return [heading, ...FIGURE_COLUMNS.map(([, label]) => label)];
  if (kind === 'lines') return [heading, 'Orders', 'Units', 'Line sales'];
  return [heading, 'Received', 'Refunded', 'Net'];
}

/** Each row's cells after its key, in the header's order. */
export function tableCells(data: TableRows): { key: string; cells: Cell[] }[] {
  switch (data.kind) {
    case 'figures':
      return data.rows.map(({ key, figures }) => ({
        key,
        cells: FIGURE_COLUMNS.map(([figure]) => (isMoneyFigure(figure) ? { kobo: figures[figure] } : { count: figures[figure] })),
      }));
    case 'lines':
      return data.rows.map((row) => ({ key: row.key, cells: [{ count: row.orders }, { count: row.units }, { kobo: row.salesKobo }] }));
    case 'money':
      return data.rows.map((row) => ({ key: row.key, cells: [{ kobo: row.receivedKobo }, { kobo: row.refundedKobo }, { kobo: row.netKobo }] }));
  }
}
