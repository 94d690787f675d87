import { brokenOffMessage, matchedHeader } from './csv-header';
import { csvRecords } from './csv-records';
import type { ImportedItem } from './imported-product';
import { ProductRows } from './product-rows';
import { type ColumnMap, matchColumns } from './shopify-columns';
import { isBlankRow, readRow, type ShopifyRow } from './shopify-row';

// Reads a catalogue in Shopify's product CSV, as it streams in. Shopify writes a product's rows one
// after another, so each product is yielded as soon as the next one starts: the reader holds one
// product's rows at a time (and the handles seen, to catch a product split in two), never the file.
// Built on a Node stream (csv-records.ts): import it from server code only.

/** What the rows being read belong to: a product being gathered, or rows refused with one reason. */
type Current = { kind: 'product'; rows: ProductRows } | { kind: 'refused'; handle: string | null; message: string };

const SPLIT_PRODUCT = 'Rows of one product must be next to each other';

/**
 * Yields each product, or instead the RowProblems that refuse it, in file order. A file it cannot read
 * at all (no header, a header without a handle, title or price column) gives one RowProblem on row 1.
 */
export async function* readShopifyCsv(input: AsyncIterable<string | Uint8Array>): AsyncGenerator<ImportedItem> {
  const records = csvRecords(input);
  const header = await matchedHeader(records, matchColumns);
  if ('refused' in header) {
    yield header.refused;
    return;
  }
  const { columns } = header;

  let current: Current | null = null;
  const seenHandles = new Set<string>();
  for await (const record of records) {
    if ('broken' in record) {
      // The product being read may have lost rows past the break: it is not imported.
      if (current?.kind === 'product') {
        yield { row: current.rows.row, handle: current.rows.handle, message: brokenOffMessage(record.row) };
      }
      yield { row: record.row, handle: null, message: record.broken };
      return;
    }
    const row = readRow(columns, record.cells);
    if (isBlankRow(row)) continue;

    if (continues(current, row)) {
      if (current?.kind === 'product') current.rows.add(record.row, row);
      else if (current) yield { row: record.row, handle: current.handle, message: current.message };
      continue;
    }

    if (current?.kind === 'product') yield* finished(current.rows);
    current = start(columns, record.row, row, seenHandles);
    if (current.kind === 'refused') yield { row: record.row, handle: current.handle, message: current.message };
  }
  if (current?.kind === 'product') yield* finished(current.rows);
}

/** The same handle as the rows before, or no handle and no title (a spreadsheet's continuation row). */
function continues(current: Current | null, row: ShopifyRow): boolean {
  if (!current) return false;
  if (row.handle === '') return row.title === '';
  return row.handle === (current.kind === 'product' ? current.rows.handle : current.handle);
}

/** The first row of a product. */
function start(columns: ColumnMap, rowNumber: number, row: ShopifyRow, seenHandles: Set<string>): Current {
  const { handle } = row;
  if (handle === '') return { kind: 'refused', handle: null, message: `${columns.label.handle} is empty: every product needs one` };
  if (seenHandles.has(handle)) return { kind: 'refused', handle, message: SPLIT_PRODUCT };
  seenHandles.add(handle);
  return { kind: 'product', rows: new ProductRows(columns, handle, rowNumber, row) };
}

function* finished(rows: ProductRows): Generator<ImportedItem> {
  const result = rows.finish();
  if (Array.isArray(result)) yield* result;
  else yield result;
}
