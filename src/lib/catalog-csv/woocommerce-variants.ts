import { shareStock, variantKey } from '@/lib/catalog/variant-keys';
import { amountCell, imageUrlCell } from './cell-values';
import type { ImportedOption, ImportedVariant } from './imported-product';
import type { ProblemList } from './problem-list';
import { MAX_VARIANTS } from './product-rows';
import { wooKind, wooList, wooStock } from './woocommerce-cells';
import type { WooColumnMap } from './woocommerce-columns';
import { combinationCount, everyCombination, VariationOptions } from './woocommerce-options';
import type { WooLine } from './woocommerce-row';

// A variable product's variants, from its variation rows in WooCommerce's order (Position, then file
// order). A variation for "any" value of an option (its cell left blank) stands for one variant per
// value the product lists, as long as the product stays within MAX_VARIANTS: those variants share the
// variation's price and picture, none takes its SKU (the shop numbers them), and a count given for
// several variants (that variation's, or the product's own that its variations share: Stock "parent")
// is shared out among them as the shop's move to variants did (shareStock): no unit invented or lost.

/** A variant's fields from one row, but for its option values and picture. */
type VariantFields = Omit<ImportedVariant, 'row' | 'optionValues' | 'imageUrl'>;

/** A variation row as read, before it is expanded; its count comes from the row `stockRow`. */
type ReadVariation = { line: WooLine; values: string[][]; fields: VariantFields; imageUrl: string | null; stockRow: number };

/**
 * Prices and SKU from `line`; stock from `stockLine` (the product's row for a variation whose stock its
 * product keeps). The sale price counts only below the regular one.
 */
export function variantFields(line: WooLine, stockLine: WooLine, columns: WooColumnMap, problems: ProblemList, noun: 'product' | 'variation'): VariantFields | undefined {
  const { cells, row } = line;
  const { label, decimalMark } = columns;
  const price = problems.check(row, amountCell(label.regularPrice, cells.regularPrice, decimalMark));
  const sale = problems.check(row, amountCell(label.salePrice, cells.salePrice, decimalMark));
  if (price === null) problems.add(row, `${label.regularPrice} is empty: every ${noun} needs a price`);
  const stock = problems.check(stockLine.row, wooStock(label.stock, stockLine.cells));
  if (price === undefined || price === null || sale === undefined || !stock) return undefined;
  return { sku: cells.sku === '' ? null : cells.sku, priceKobo: price, salePriceKobo: sale !== null && sale < price ? sale : null, ...stock };
}

export function variableVariants(parent: WooLine, variations: readonly WooLine[], columns: WooColumnMap, problems: ProblemList): { options: ImportedOption[]; variants: ImportedVariant[] } | undefined {
  const ordered = variations.toSorted((a, b) => positionOf(a) - positionOf(b) || a.row - b.row);
  const options = new VariationOptions(parent, ordered, problems);
  const read: ReadVariation[] = [];
  let variantCount = 0;
  for (const line of ordered) {
    // A downloadable or virtual variation is refused as such a product is.
    problems.check(line.row, wooKind(columns.label.type, line.cells.type));
    const values = options.choose(line, problems);
    const stockLine = line.cells.stock.toLowerCase() === 'parent' ? parent : line;
    const fields = variantFields(line, stockLine, columns, problems, 'variation');
    const [image = ''] = wooList(line.cells.images);
    const imageUrl = problems.check(line.row, imageUrlCell(columns.label.images, image));
    if (!values) continue;
    // Counted before expanding, so that a variation for "any" of many values is never spelled out.
    variantCount += combinationCount(values);
    if (variantCount > MAX_VARIANTS) {
      problems.add(line.row, `A product can have at most ${MAX_VARIANTS.toLocaleString('en')} variants`);
      return undefined;
    }
    if (fields && imageUrl !== undefined) read.push({ line, values, fields, imageUrl, stockRow: stockLine.row });
  }
  if (!problems.isEmpty) return undefined;
  const variants = expanded(read, options.names, problems);
  return variants && { options: options.used(variants.map((variant) => variant.optionValues)), variants };
}

/** Position is WooCommerce's order of the variations; one without comes after those with. */
const positionOf = (line: WooLine) => (/^\d{1,9}$/.test(line.cells.position) ? Number(line.cells.position) : Number.MAX_SAFE_INTEGER);

function expanded(read: readonly ReadVariation[], optionNames: readonly string[], problems: ProblemList): ImportedVariant[] | undefined {
  const shares = new StockShares(read);
  const seen = new Set<string>();
  const variants: ImportedVariant[] = [];
  for (const { line, values, fields, imageUrl, stockRow } of read) {
    const combinations = everyCombination(values);
    for (const optionValues of combinations) {
      const key = variantKey(optionValues);
      if (seen.has(key)) problems.add(line.row, sameCombination(optionNames, optionValues));
      seen.add(key);
      const sku = combinations.length === 1 ? fields.sku : null;
      variants.push({ row: line.row, optionValues, ...fields, sku, stock: shares.next(stockRow, fields.stock), imageUrl });
    }
  }
  return problems.isEmpty ? variants : undefined;
}

function sameCombination(optionNames: readonly string[], values: readonly string[]): string {
  if (optionNames.length === 0) return 'Its variations are chosen by no attribute, so the product can have only one';
  return `The same combination appears twice: ${optionNames.map((name, at) => `${name} ${values[at]}`).join(' / ')}`;
}

/** Hands out each row's count among the variants that share it, in order. */
class StockShares {
  private readonly sharers = new Map<number, number>();
  private readonly left = new Map<number, number[]>();

  constructor(read: readonly ReadVariation[]) {
    for (const { values, stockRow } of read) this.sharers.set(stockRow, (this.sharers.get(stockRow) ?? 0) + combinationCount(values));
  }

  next(stockRow: number, count: number | null): number | null {
    if (count === null) return null;
    let shares = this.left.get(stockRow);
    if (!shares) {
      shares = shareStock(this.sharers.get(stockRow) ?? 1, count);
      this.left.set(stockRow, shares);
    }
    return shares.shift() ?? 0;
  }
}
