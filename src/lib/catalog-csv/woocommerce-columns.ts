import type { DecimalMark } from './cell-values';
import type { CsvSeparator } from './csv-separator';

// The columns of WooCommerce's product CSV, as its built-in exporter names them, that the shop reads;
// compared without regard to case or surrounding spaces. A product's attributes take numbered pairs of
// columns ("Attribute 1 name", "Attribute 1 value(s)" ...), as many as the file's most. Every other
// column (dimensions, tax, downloads, "Meta: ..." ...) is ignored.

export const WOOCOMMERCE_COLUMNS = {
  id: 'ID',
  type: 'Type',
  sku: 'SKU',
  name: 'Name',
  published: 'Published',
  visibility: 'Visibility in catalog',
  shortDescription: 'Short description',
  description: 'Description',
  inStock: 'In stock?',
  stock: 'Stock',
  backorders: 'Backorders allowed?',
  salePrice: 'Sale price',
  regularPrice: 'Regular price',
  categories: 'Categories',
  tags: 'Tags',
  images: 'Images',
  parent: 'Parent',
  position: 'Position',
} as const;

export type WooColumn = keyof typeof WOOCOMMERCE_COLUMNS;

/** Where one numbered attribute's name and values are. */
export type AttributeColumns = { name: number; value: number | undefined };

export type WooColumnMap = {
  index: Partial<Record<WooColumn, number>>;
  /** Each column's name as the file spells it, for messages. */
  label: Record<WooColumn, string>;
  /** In the order of their numbers. */
  attributes: AttributeColumns[];
  /** A spreadsheet that separates cells by semicolons writes decimal commas (csv-separator.ts). */
  decimalMark: DecimalMark;
};

/** Without these a row cannot be a product: the file is refused at its header. */
const REQUIRED: readonly WooColumn[] = ['type', 'name', 'regularPrice'];

/** Also drops a BOM a spreadsheet may leave on the first name. */
export const normaliseColumnName = (name: string) => name.replace(/^\uFEFF/, '').trim().toLowerCase();

const COLUMN_BY_NAME = new Map(Object.entries(WOOCOMMERCE_COLUMNS).map(([column, name]) => [normaliseColumnName(name), column as WooColumn]));

const ATTRIBUTE_NAME = /^attribute (\d+) name$/;
const ATTRIBUTE_VALUES = /^attribute (\d+) value\(s\)$/;

/** The header row read into a WooColumnMap, or the plain-English reason the file cannot be read. */
export function matchWooColumns(header: readonly string[], separator: CsvSeparator): { columns: WooColumnMap } | { missing: string } {
  const index: WooColumnMap['index'] = {};
  const label = { ...WOOCOMMERCE_COLUMNS } as Record<WooColumn, string>;
  const names = new Map<number, number>();
  const values = new Map<number, number>();
  header.forEach((raw, at) => {
    const name = normaliseColumnName(raw);
    const column = COLUMN_BY_NAME.get(name);
    // A repeated column: the first one counts, as a spreadsheet user would read it.
    if (column && index[column] === undefined) {
      index[column] = at;
      label[column] = raw.trim();
    }
    const attributeName = ATTRIBUTE_NAME.exec(name)?.[1];
    if (attributeName !== undefined && !names.has(Number(attributeName))) names.set(Number(attributeName), at);
    const attributeValues = ATTRIBUTE_VALUES.exec(name)?.[1];
    if (attributeValues !== undefined && !values.has(Number(attributeValues))) values.set(Number(attributeValues), at);
  });
  const missing = REQUIRED.filter((column) => index[column] === undefined).map((column) => WOOCOMMERCE_COLUMNS[column]);
  if (missing.length > 0) {
    return { missing: `The first row must name the columns; these are missing: ${missing.join(', ')}` };
  }
  const attributes = [...names.entries()].toSorted(([a], [b]) => a - b).map(([number, name]) => ({ name, value: values.get(number) }));
  return { columns: { index, label, attributes, decimalMark: separator === ';' ? ',' : '.' } };
}
