import { matchedHeader } from './csv-header';
import { csvRecords } from './csv-records';
import type { ImportedItem } from './imported-product';
import { WooCatalogue } from './woocommerce-catalogue';
import { matchWooColumns } from './woocommerce-columns';
import { isBlankWooRow, readWooRow } from './woocommerce-row';

// Reads a catalogue in WooCommerce's product CSV (its built-in exporter's columns), as it streams in.
// Simple products are yielded as they come; variable products once the file has ended, as their
// variations may be anywhere in it (woocommerce-catalogue.ts). Grouped, external, downloadable and
// virtual products are refused, each with the reason. Built on a Node stream (csv-records.ts): import
// it from server code only.

/**
 * Yields each product, or instead the RowProblems that refuse it. A file it cannot read at all (no
 * header, a header without a Type, Name or Regular price column) gives one RowProblem on row 1.
 */
export async function* readWooCommerceCsv(input: AsyncIterable<string | Uint8Array>): AsyncGenerator<ImportedItem> {
  const records = csvRecords(input);
  const header = await matchedHeader(records, matchWooColumns);
  if ('refused' in header) {
    yield header.refused;
    return;
  }
  const catalogue = new WooCatalogue(header.columns);
  for await (const record of records) {
    if ('broken' in record) {
      yield* catalogue.brokenOff(record.row);
      yield { row: record.row, handle: null, message: record.broken };
      return;
    }
    const cells = readWooRow(header.columns, record.cells);
    if (!isBlankWooRow(cells)) yield* catalogue.add({ row: record.row, cells });
  }
  yield* catalogue.finish();
}
