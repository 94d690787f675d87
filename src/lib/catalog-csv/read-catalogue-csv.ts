import { headerCells, peekedHeader } from './csv-header';
import { csvRecords } from './csv-records';
import type { ImportedItem } from './imported-product';
import { readShopifyCsv } from './read-shopify-csv';
import { readWooCommerceCsv } from './read-woocommerce-csv';
import { SHOPIFY_COLUMNS } from './shopify-columns';
import { normaliseColumnName, WOOCOMMERCE_COLUMNS } from './woocommerce-columns';

// A catalogue file from another platform, read by the reader of the platform whose export it is, told
// by the file's header row.

/** The platforms whose product CSV the shop reads. */
export const IMPORT_ORIGINS = ['shopify', 'woocommerce'] as const;
export type ImportOrigin = (typeof IMPORT_ORIGINS)[number];

type Input = AsyncIterable<string | Uint8Array>;

const { type, sku, name, regularPrice } = WOOCOMMERCE_COLUMNS;
/** Columns WooCommerce's exporter always writes and Shopify's files do not have together. */
const WOOCOMMERCE_MARKS = [type, sku, name, regularPrice].map(normaliseColumnName);
const SHOPIFY_HANDLES = SHOPIFY_COLUMNS.handle.map(normaliseColumnName);

/** WooCommerce's when the header has its marks and no handle column; Shopify's otherwise, whose reader explains a file it cannot read. */
export function originOfHeader(header: readonly string[]): ImportOrigin {
  const names = new Set(header.map(normaliseColumnName));
  const isWooCommerce = WOOCOMMERCE_MARKS.every((mark) => names.has(mark)) && !SHOPIFY_HANDLES.some((handle) => names.has(handle));
  return isWooCommerce ? 'woocommerce' : 'shopify';
}

/** Each product of the file, or the problems that refuse it, whichever platform wrote it. */
export async function* readCatalogueCsv(input: Input): AsyncGenerator<ImportedItem> {
  const peeked = await peekedHeader(input);
  const read = originOfHeader(peeked.header) === 'woocommerce' ? readWooCommerceCsv : readShopifyCsv;
  yield* read(peeked.input);
}

/** Which platform wrote the file, from its header row: the input is read no further, and closed. */
export async function catalogueOriginOf(input: Input): Promise<ImportOrigin> {
  const records = csvRecords(input);
  try {
    return originOfHeader(await headerCells(records));
  } finally {
    await records.return(undefined);
  }
}
