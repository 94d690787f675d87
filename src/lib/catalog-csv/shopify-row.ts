import { cleanLine, cleanMultiline } from '@/lib/text';
import { type ColumnMap, SHOPIFY_COLUMNS, type ShopifyColumn } from './shopify-columns';

// One line of the file as the text of the columns the shop reads: control characters cleaned out
// (src/lib/text.ts), trimmed, '' where the file has no such column or leaves the cell empty; the
// handle in lower case.

export type ShopifyRow = Record<ShopifyColumn, string>;

/** Only the description keeps its line breaks; every other cell is one line. */
const MULTILINE: ReadonlySet<ShopifyColumn> = new Set(['bodyHtml']);

/**
 * csvCell (src/lib/csv.ts) writes a cell that starts like a formula with a leading apostrophe, so that a
 * spreadsheet shows it as text; reading takes exactly that one apostrophe off again.
 */
const DEFUSED_FORMULA = /^'[=+\-@\t\r]/;

export function cellText(raw: string, multiline: boolean): string {
  const text = DEFUSED_FORMULA.test(raw) ? raw.slice(1) : raw;
  return (multiline ? cleanMultiline(text) : cleanLine(text)).trim();
}

export function readRow(columns: ColumnMap, cells: readonly string[]): ShopifyRow {
  const row = {} as ShopifyRow;
  for (const column of Object.keys(SHOPIFY_COLUMNS) as ShopifyColumn[]) {
    const at = columns.index[column];
    const raw = at === undefined ? undefined : cells[at];
    row[column] = raw === undefined ? '' : cellText(raw, MULTILINE.has(column));
  }
  // Shopify's handles are lower case: a spreadsheet's 'Ikoyi-Sofa' is the product 'ikoyi-sofa'.
  row.handle = row.handle.toLowerCase();
  return row;
}

/** A row with every cell the shop reads empty (a blank line, a spreadsheet's row of commas). */
export function isBlankRow(row: ShopifyRow): boolean {
  return Object.values(row).every((text) => text === '');
}
