import type { ProductStatus } from '@/lib/constants';
import { type CsvValue, csvRow } from '@/lib/csv';
import { koboToDecimalString } from '@/lib/money-input';
import type { ExportedProduct, ExportedVariant, ImportedImage } from './imported-product';
import { EXPORT_COLUMNS, type ExportColumn } from './shopify-columns';

// Writes products in Shopify's product CSV (its long-standing headers), in Shopify's own layout: the
// first row carries the product, its first variant and its first image; each following row one more
// variant and, while any remain, the next image; images beyond the variants get rows of their own.
// Cells go through csvCell (src/lib/csv.ts), which defuses formula-like text; readShopifyCsv reads the
// result back to the same products. The caller adds CSV_BOM before the header for Excel.

type Cells = Partial<Record<ExportColumn, CsvValue>>;

const SHOPIFY_STATUS: Record<ProductStatus, string> = { active: 'active', draft: 'draft', hidden: 'archived' };

/** The header line, CRLF-terminated. */
export function shopifyCsvHeader(): string {
  return csvRow(EXPORT_COLUMNS);
}

/** All the rows of one product, each CRLF-terminated. */
export function shopifyCsvRows(product: ExportedProduct): string {
  const images = product.images.toSorted((a, b) => a.position - b.position);
  const rowCount = Math.max(product.variants.length, images.length, 1);
  let text = '';
  for (let at = 0; at < rowCount; at += 1) {
    const variant = product.variants[at];
    const image = images[at];
    const cells: Cells = {
      Handle: product.handle,
      ...(at === 0 ? productCells(product) : {}),
      ...(variant ? variantCells(product, variant) : {}),
      ...(image ? imageCells(image) : {}),
    };
    text += csvRow(EXPORT_COLUMNS.map((column) => cells[column]));
  }
  return text;
}

function productCells(product: ExportedProduct): Cells {
  // Shopify's marker for a product without options.
  const names = product.options.length === 0 ? ['Title'] : product.options.map((option) => option.name);
  return {
    Title: product.title,
    'Body (HTML)': product.bodyHtml,
    Vendor: '',
    Type: product.category,
    Tags: product.tags.join(', '),
    Published: product.status === 'active' ? 'TRUE' : 'FALSE',
    'Option1 Name': names[0],
    'Option2 Name': names[1],
    'Option3 Name': names[2],
    Status: SHOPIFY_STATUS[product.status],
  };
}

/** Shopify's price is what the shopper pays; a sale's regular price is its higher compare-at price. */
function variantCells(product: ExportedProduct, variant: ExportedVariant): Cells {
  const values = product.options.length === 0 ? ['Default Title'] : variant.optionValues;
  const onSale = variant.salePriceKobo !== null;
  return {
    'Option1 Value': values[0],
    'Option2 Value': values[1],
    'Option3 Value': values[2],
    'Variant SKU': variant.sku,
    'Variant Inventory Tracker': variant.stock === null ? '' : 'shopify',
    'Variant Inventory Qty': variant.stock,
    'Variant Price': koboToDecimalString(variant.salePriceKobo ?? variant.priceKobo),
    'Variant Compare At Price': onSale ? koboToDecimalString(variant.priceKobo) : '',
    'Variant Image': variant.imageUrl,
    'Cost per item': variant.costKobo === undefined ? '' : koboToDecimalString(variant.costKobo),
  };
}

function imageCells(image: ImportedImage): Cells {
  return { 'Image Src': image.url, 'Image Position': image.position, 'Image Alt Text': image.alt };
}
