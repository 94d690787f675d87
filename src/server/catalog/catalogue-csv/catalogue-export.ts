import 'server-only';
import { gt } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { categories, products } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { csvStream } from '@/lib/csv';
import { textToHtml } from '@/lib/catalog-csv/description-html';
import type { ExportedProduct } from '@/lib/catalog-csv/imported-product';
import { EXPORT_COLUMNS } from '@/lib/catalog-csv/shopify-columns';
import { shopifyCsvRows } from '@/lib/catalog-csv/write-shopify-csv';
import { variantPrice } from '@/lib/catalog/variant-rules';
import { absolutePicture } from './picture-addresses';
import { storedPictures } from './product-draft';
import { type StoredProduct, storedProducts } from './stored-products';

// The Products screen's Export: the whole catalogue in Shopify's product CSV, in handle order, read a
// page at a time after the last handle (keyset paging) and streamed as it goes, so the file's size
// never sits in memory. Importing the file gives back the same catalogue (docs/decisions/0055-catalogue-import.md).

const FIRST_BATCH_SIZE = 50;
const BATCH_SIZE = 500;

/** `withCosts`: the role may see what pieces cost (src/lib/catalog/cost-visibility.ts); else Cost per item is left empty. */
export function catalogueCsvStream({ withCosts }: { withCosts: boolean }): ReadableStream<Uint8Array> {
  let labels: Promise<Map<string, string>> | null = null;
  return csvStream({
    header: EXPORT_COLUMNS,
    firstBatchSize: FIRST_BATCH_SIZE,
    batchSize: BATCH_SIZE,
    read: async (after: string | null, size) => {
      labels ??= categoryLabels();
      const [rows, names] = await Promise.all([storedProducts(db, after === null ? undefined : gt(products.handle, after), size), labels]);
      return rows.map((stored) => ({ handle: stored.handle, text: shopifyCsvRows(exportedProduct(stored, names.get(stored.category) ?? stored.category, withCosts)) }));
    },
    line: (row) => row.text,
    cursorAfter: (last) => last.handle,
    onError: (error) => logger.error({ err: error }, 'Exporting the catalogue failed'),
  });
}

/** Type names the category: by its name, or by its slug where two categories share the name. */
async function categoryLabels(): Promise<Map<string, string>> {
  const rows = await db.select({ slug: categories.slug, name: categories.name }).from(categories);
  const named = new Map<string, number>();
  for (const row of rows) named.set(row.name.toLocaleLowerCase('en'), (named.get(row.name.toLocaleLowerCase('en')) ?? 0) + 1);
  return new Map(rows.map((row) => [row.slug, named.get(row.name.toLocaleLowerCase('en')) === 1 ? row.name : row.slug]));
}

export function exportedProduct(stored: StoredProduct, category: string, withCosts: boolean): ExportedProduct {
  return {
    handle: stored.handle,
    title: stored.name,
    bodyHtml: stored.description === null ? null : textToHtml(stored.description),
    category,
    tags: stored.tags,
    status: stored.status,
    options: stored.options.map((option) => ({ name: option.name, values: option.values.map(({ value }) => value) })),
    variants: stored.variants.map((variant) => {
      const price = variantPrice(stored, variant);
      return {
        optionValues: variant.values,
        sku: variant.sku,
        priceKobo: price.priceKobo,
        salePriceKobo: price.discountPriceKobo,
        stock: variant.stockQuantity,
        imageUrl: variant.imageUrl === null ? null : absolutePicture(variant.imageUrl),
        ...(withCosts && variant.costKobo !== null ? { costKobo: variant.costKobo } : {}),
      };
    }),
    images: storedPictures(stored).map((url, at) => ({ url: absolutePicture(url), position: at + 1, alt: null })),
  };
}
