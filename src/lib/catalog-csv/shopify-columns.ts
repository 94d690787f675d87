import type { CsvSeparator } from './csv-separator';
import type { DecimalMark } from './cell-values';

// The columns of Shopify's product CSV that the shop reads. Shopify has written two generations of
// headers: the long-standing one ('Handle', 'Variant Price', 'Image Src') and the current export's
// ('URL handle', 'Price', 'Product image URL'). Both are accepted, compared without regard to case or
// surrounding spaces; every other column (metafields, Google Shopping, market prices, weights,
// barcodes ...) is ignored. The first name of each list is the long-standing one.

export const SHOPIFY_COLUMNS = {
  handle: ['Handle', 'URL handle'],
  title: ['Title'],
  bodyHtml: ['Body (HTML)', 'Description'],
  productCategory: ['Product Category'],
  type: ['Type'],
  tags: ['Tags'],
  published: ['Published', 'Published on online store'],
  status: ['Status'],
  option1Name: ['Option1 Name'],
  option1Value: ['Option1 Value'],
  option2Name: ['Option2 Name'],
  option2Value: ['Option2 Value'],
  option3Name: ['Option3 Name'],
  option3Value: ['Option3 Value'],
  // Shopify has three options; a spreadsheet that adds a fourth is told so rather than losing it unseen.
  option4Name: ['Option4 Name'],
  sku: ['Variant SKU', 'SKU'],
  quantity: ['Variant Inventory Qty', 'Inventory quantity'],
  inventoryTracker: ['Variant Inventory Tracker', 'Inventory tracker'],
  inventoryPolicy: ['Variant Inventory Policy', 'Continue selling when out of stock'],
  price: ['Variant Price', 'Price'],
  compareAtPrice: ['Variant Compare At Price', 'Compare-at price'],
  imageSrc: ['Image Src', 'Product image URL'],
  imagePosition: ['Image Position'],
  imageAlt: ['Image Alt Text'],
  variantImage: ['Variant Image', 'Variant image URL'],
  cost: ['Cost per item'],
} as const satisfies Record<string, readonly string[]>;

export type ShopifyColumn = keyof typeof SHOPIFY_COLUMNS;

/** Option n's name and value columns, n = 0, 1, 2. */
export const OPTION_COLUMNS = [
  { name: 'option1Name', value: 'option1Value' },
  { name: 'option2Name', value: 'option2Value' },
  { name: 'option3Name', value: 'option3Value' },
] as const satisfies readonly { name: ShopifyColumn; value: ShopifyColumn }[];

/** Without these a row cannot be a product: the file is refused at its header. */
const REQUIRED: readonly ShopifyColumn[] = ['handle', 'title', 'price'];

/** Where each known column is in a file, its name as the file spells it (for messages), and how its amounts are written. */
export type ColumnMap = {
  index: Partial<Record<ShopifyColumn, number>>;
  label: Record<ShopifyColumn, string>;
  /** A spreadsheet that separates cells by semicolons writes decimal commas (1.250,50): csv-separator.ts. */
  decimalMark: DecimalMark;
};

const normalise = (name: string) => name.trim().toLowerCase();

const COLUMN_BY_NAME = new Map<string, ShopifyColumn>(
  Object.entries(SHOPIFY_COLUMNS).flatMap(([column, names]) => names.map((name) => [normalise(name), column as ShopifyColumn] as const)),
);

/** The header row read into a ColumnMap, or the plain-English reason the file cannot be read. */
export function matchColumns(header: readonly string[], separator: CsvSeparator): { columns: ColumnMap } | { missing: string } {
  const index: ColumnMap['index'] = {};
  const label = Object.fromEntries(Object.entries(SHOPIFY_COLUMNS).map(([column, names]) => [column, names[0]])) as ColumnMap['label'];
  header.forEach((name, at) => {
    const column = COLUMN_BY_NAME.get(normalise(name));
    // A repeated column: the first one counts, as a spreadsheet user would read it.
    if (column && index[column] === undefined) {
      index[column] = at;
      label[column] = name.trim();
    }
  });
  const missing = REQUIRED.filter((column) => index[column] === undefined).map((column) => SHOPIFY_COLUMNS[column].join(' or '));
  if (missing.length > 0) {
    return { missing: `The first row must name the columns, and it has no ${listed(missing)} column` };
  }
  return { columns: { index, label, decimalMark: separator === ';' ? ',' : '.' } };
}

/** ['a', 'b', 'c'] -> 'a, b and c'. */
function listed(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * The columns the shop writes: Shopify's long-standing names, in its order, only those we have data for.
 * Vendor is written empty; Variant Inventory Tracker says 'shopify' where a stock is given, as Shopify's
 * import takes the quantity only of a variant whose inventory it tracks (the reader ignores it).
 */
export const EXPORT_COLUMNS = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Vendor',
  'Type',
  'Tags',
  'Published',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Option3 Name',
  'Option3 Value',
  'Variant SKU',
  'Variant Inventory Tracker',
  'Variant Inventory Qty',
  'Variant Price',
  'Variant Compare At Price',
  'Image Src',
  'Image Position',
  'Image Alt Text',
  'Variant Image',
  'Cost per item',
  'Status',
] as const;

export type ExportColumn = (typeof EXPORT_COLUMNS)[number];
