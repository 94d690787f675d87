import { uniqueIgnoringCase } from '@/lib/schemas/product';
import type { ImportedItem, ImportedProduct } from './imported-product';
import { ProblemList } from './problem-list';
import { wooCategoryPath, wooDescriptionHtml, wooImages, wooList, wooStatus } from './woocommerce-cells';
import type { WooColumnMap } from './woocommerce-columns';
import type { WooLine } from './woocommerce-row';
import { variableVariants, variantFields } from './woocommerce-variants';

// A WooCommerce product made from its rows: a simple product's one row, or a variable product's row
// and its variations'. A product with any problem is refused whole, with every reason.

type ProductFields = Omit<ImportedProduct, 'row' | 'handle' | 'options' | 'variants'>;

/** A simple product: one variant, no options; its pictures are the product's. */
export function simpleProduct(line: WooLine, handle: string, columns: WooColumnMap): ImportedItem[] {
  const problems = new ProblemList(handle);
  const fields = productFields(line, columns, problems);
  const variant = variantFields(line, line, columns, problems, 'product');
  if (!fields || !variant || !problems.isEmpty) return problems.inRowOrder();
  return [{ row: line.row, handle, ...fields, options: [], variants: [{ row: line.row, optionValues: [], ...variant, imageUrl: null }] }];
}

/** A variable product: its options are the attributes its variations are chosen by (woocommerce-options.ts). */
export function variableProduct(parent: WooLine, variations: readonly WooLine[], handle: string, columns: WooColumnMap): ImportedItem[] {
  const problems = new ProblemList(handle);
  const fields = productFields(parent, columns, problems);
  if (variations.length === 0) problems.add(parent.row, 'The variable product has no variations in this file');
  const made = variableVariants(parent, variations, columns, problems);
  if (!fields || !made || !problems.isEmpty) return problems.inRowOrder();
  return [{ row: parent.row, handle, ...fields, ...made }];
}

function productFields(line: WooLine, columns: WooColumnMap, problems: ProblemList): ProductFields | undefined {
  const { cells, row } = line;
  const { label } = columns;
  if (cells.name === '') problems.add(row, `${label.name} is empty: every product needs one`);
  const status = problems.check(row, wooStatus(label.published, cells.published, cells.visibility));
  const images = problems.check(row, wooImages(label.images, cells.images));
  if (cells.name === '' || !status || !images) return undefined;
  const categoryPath = wooCategoryPath(cells.categories);
  return {
    title: cells.name,
    bodyHtml: wooDescriptionHtml(cells.description || cells.shortDescription),
    category: categoryPath.at(-1) ?? null,
    categoryPath,
    tags: uniqueIgnoringCase(wooList(cells.tags)),
    status,
    images,
  };
}
