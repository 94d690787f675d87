import type { Column } from './screen-tables';

// The tables of Reports → Stock (docs/decisions/0082-what-each-figure-counts.md, "Stock and cost"), in the
// order shown, each with its columns and its own CSV export.

export const STOCK_TABLES = {
  locations: 'Stock by location',
  'unsold-60': 'Not sold in 60 days',
  'unsold-90': 'Not sold in 90 days',
  reorder: 'At or below the reorder point',
  pieces: 'Pieces sold: sell-through and margin',
  variants: 'Variants sold: margin',
} as const;
export type StockTable = keyof typeof STOCK_TABLES;
export const STOCK_TABLE_KEYS = Object.keys(STOCK_TABLES) as [StockTable, ...StockTable[]];

/** The days without a sale of each unsold table. */
export const UNSOLD_DAYS = { 'unsold-60': 60, 'unsold-90': 90 } as const;

/** Shown for a margin whose cost is not known for every unit sold. */
export const COST_UNKNOWN = 'Cost unknown';

const VALUE_COLUMNS: Column[] = [
  { label: 'Units on hand', kind: 'count' },
  { label: 'Value at cost', kind: 'kobo' },
  { label: 'Value at price', kind: 'kobo' },
  { label: 'Units without a cost', kind: 'count' },
];

export const STOCK_COLUMNS: Record<StockTable, Column[]> = {
  locations: [{ label: 'Location', kind: 'text' }, ...VALUE_COLUMNS],
  'unsold-60': [{ label: 'Piece', kind: 'text' }, ...VALUE_COLUMNS, { label: 'Last sold', kind: 'day' }],
  'unsold-90': [{ label: 'Piece', kind: 'text' }, ...VALUE_COLUMNS, { label: 'Last sold', kind: 'day' }],
  reorder: [
    { label: 'Piece', kind: 'text' },
    { label: 'SKU', kind: 'text' },
    { label: 'Website can sell', kind: 'count' },
    { label: 'On hand everywhere', kind: 'count' },
    { label: 'Reorder point', kind: 'count' },
  ],
  pieces: [
    { label: 'Piece', kind: 'text' },
    { label: 'Units sold', kind: 'count' },
    { label: 'On hand now', kind: 'count' },
    { label: 'Sell-through', kind: 'percent' },
    { label: 'Line sales', kind: 'kobo' },
    { label: 'Cost of units sold', kind: 'kobo' },
    { label: 'Margin', kind: 'kobo' },
    { label: 'Margin on sales', kind: 'percent' },
  ],
  variants: [
    { label: 'Piece and variant', kind: 'text' },
    { label: 'Units sold', kind: 'count' },
    { label: 'Line sales', kind: 'kobo' },
    { label: 'Cost of units sold', kind: 'kobo' },
    { label: 'Margin', kind: 'kobo' },
    { label: 'Margin on sales', kind: 'percent' },
  ],
};

/** part ÷ whole as tenths of a percent, rounded half away from zero in integers (bigint: kobo × 1000 passes 2^53); null when the whole is 0. */
export function tenthsOfPercent(part: number, whole: number): number | null {
  if (whole === 0) return null;
  const sign = Math.sign(part) * Math.sign(whole);
  const [top, bottom] = [BigInt(Math.abs(part)) * 1000n, BigInt(Math.abs(whole))];
  return sign * Number((2n * top + bottom) / (2n * bottom));
}
