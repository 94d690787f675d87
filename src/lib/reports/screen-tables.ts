import { formatShortDate } from '@/lib/dates';
import { formatNaira, koboToNairaDecimal } from '@/lib/money';

// The tables of the Made to order and Marketing report screens (docs/decisions/0082-what-each-figure-counts.md):
// each column says what its values are, so the screen and the CSV file write the same cells each their way.

/** text; count; kobo (integer); a Lagos day 'YYYY-MM-DD'; a duration in whole seconds; a percentage in tenths (429 is 42.9%). */
export type ColumnKind = 'text' | 'count' | 'kobo' | 'day' | 'duration' | 'percent';
export type Column = { label: string; kind: ColumnKind };
export type ScreenValue = string | number | null;
/** One row: its cells in the columns' order, the first a link to `href` when it has one. */
export type ScreenRow = { key: string; href?: string; cells: ScreenValue[] };
export type ScreenTable = { columns: Column[]; rows: ScreenRow[] };

const DAY_SECONDS = 86_400;

/** A duration as people read it: hours under a day, else days to one decimal. */
function durationText(seconds: number): string {
  if (seconds < DAY_SECONDS) return `${Math.round(seconds / 360) / 10} h`;
  return `${Math.round(seconds / 8_640) / 10} days`;
}

/** A cell on the screen: naira, a short date, a number with separators; a dash when there is none. */
export function screenText(kind: ColumnKind, value: ScreenValue): string {
  if (value === null) return '—';
  if (typeof value === 'string') return kind === 'day' ? formatShortDate(value) : value;
  if (kind === 'kobo') return formatNaira(value);
  if (kind === 'duration') return durationText(value);
  if (kind === 'percent') return `${(value / 10).toFixed(1)}%`;
  return value.toLocaleString('en-NG');
}

/** A cell in the CSV file: naira with two decimals, days as YYYY-MM-DD, a duration in days to two decimals. */
export function csvValue(kind: ColumnKind, value: ScreenValue): string | number | null {
  if (value === null || typeof value === 'string') return value;
  if (kind === 'kobo') return koboToNairaDecimal(value);
  if (kind === 'duration') return (value / DAY_SECONDS).toFixed(2);
  if (kind === 'percent') return (value / 10).toFixed(1);
  return value;
}

/** Whether a column's values are figures, set right on the screen. */
export const isFigure = (kind: ColumnKind) => kind === 'count' || kind === 'kobo' || kind === 'duration' || kind === 'percent';

/** The CSV header: a duration's column says its unit. */
export const csvHeader = (columns: Column[]) => columns.map(({ label, kind }) => (kind === 'duration' ? `${label} (days)` : kind === 'percent' ? `${label} (%)` : label));

/** The sum of a column of figures (a table's total), for a screen's headline figures. */
export const columnTotal = (table: ScreenTable, column: number): number => table.rows.reduce((sum, row) => sum + Number(row.cells[column] ?? 0), 0);
