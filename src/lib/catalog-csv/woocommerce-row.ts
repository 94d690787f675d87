import { cellText } from './shopify-row';
import { WOOCOMMERCE_COLUMNS, type WooColumn, type WooColumnMap } from './woocommerce-columns';

// One line of a WooCommerce file as the text of the columns the shop reads, cleaned as a Shopify
// row's cells are (shopify-row.ts: control characters out, trimmed, a defused formula's apostrophe
// off, which WooCommerce's exporter adds too); '' where the file has no such column or leaves it empty.

/** One of the row's attributes: its name, and its values as the cell gives them (a list on a product). */
export type WooAttribute = { name: string; value: string };

export type WooRow = Record<WooColumn, string> & { attributes: WooAttribute[] };

/** The row's line number in the file (the header is 1) with its cells. */
export type WooLine = { row: number; cells: WooRow };

/** Only the descriptions keep their line breaks; every other cell is one line. */
const MULTILINE: ReadonlySet<WooColumn> = new Set(['description', 'shortDescription']);

export function readWooRow(columns: WooColumnMap, cells: readonly string[]): WooRow {
  const text = (at: number | undefined, multiline = false) => {
    const raw = at === undefined ? undefined : cells[at];
    return raw === undefined ? '' : cellText(raw, multiline);
  };
  const fields = Object.fromEntries(
    (Object.keys(WOOCOMMERCE_COLUMNS) as WooColumn[]).map((column) => [column, text(columns.index[column], MULTILINE.has(column))]),
  ) as Record<WooColumn, string>;
  const attributes = columns.attributes.map((attribute) => ({ name: text(attribute.name), value: text(attribute.value) })).filter((attribute) => attribute.name !== '');
  return { ...fields, attributes };
}

/** A row with every cell the shop reads empty (a blank line, a spreadsheet's row of commas). */
export function isBlankWooRow(row: WooRow): boolean {
  return row.attributes.length === 0 && Object.keys(WOOCOMMERCE_COLUMNS).every((column) => row[column as WooColumn] === '');
}
