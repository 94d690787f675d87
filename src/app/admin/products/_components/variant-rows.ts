import { variantLabel } from '@/lib/catalog/variant-rules';
import { shareStock, variantKey } from '@/lib/catalog/variant-keys';
import { koboToDecimalString, parseNairaToKobo } from '@/lib/money-input';
import type { OptionRow, VariantRow } from '@/lib/schemas/product-variants';

// The product form's variant table as plain data (docs/decisions/0053-variants-are-the-unit-of-sale.md):
// which combinations the options make, how the rows follow when an option changes, and the bulk edits.

/** A row the form adds: its stock is the variant's starting count, read from nothing. */
export const emptyRow = (values: string[], stock = '0'): VariantRow => ({ id: '', values, sku: '', price: '', discountPrice: '', stock, stockRead: null, cost: '', imageUrl: '', leadTime: '' });

export const rowLabel = (row: Pick<VariantRow, 'values'>) => variantLabel(row.values) ?? '';

const same = (a: string, b: string) => a.toLocaleLowerCase('en') === b.toLocaleLowerCase('en');

/** Every combination of the options' values, in the options' order (Size × Fabric: 2-seater / Linen first). */
export function combinations(options: readonly OptionRow[]): string[][] {
  return options.reduce<string[][]>(
    (combos, option) => combos.flatMap((combo) => option.values.map(({ value }) => [...combo, value])),
    options.length > 0 ? [[]] : [],
  );
}

/**
 * The rows once the options changed: a row keeps its values that still exist; a new option gives every
 * row its first value (as Shopify does); a row whose value was taken away goes, as does a second row of
 * one combination.
 */
export function rowsForOptions(rows: readonly VariantRow[], options: readonly OptionRow[]): VariantRow[] {
  const seen = new Set<string>();
  return rows.flatMap((row) => {
    const values: string[] = [];
    for (const [index, option] of options.entries()) {
      const value = row.values[index];
      // An option still without values leaves the rows as they are until its first one is added.
      if (value === undefined && option.values.length === 0) break;
      const known = value === undefined ? option.values[0] : option.values.find((candidate) => same(candidate.value, value));
      if (!known) return [];
      values.push(known.value);
    }
    const key = variantKey(values);
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ ...row, values }];
  });
}

/** The rows without option `index`'s values (the option is being removed). */
export const rowsWithoutOption = (rows: readonly VariantRow[], index: number) =>
  rows.map((row) => ({ ...row, values: row.values.filter((_, at) => at !== index) }));

/**
 * The rows with the missing combinations added (those `wanted` keeps: by default all). A piece that had
 * no variants yet shares its single stock count out among them, so no unit is lost; later ones start at 0.
 */
export function withAllCombinations(
  rows: readonly VariantRow[],
  options: readonly OptionRow[],
  singleStock: string,
  wanted: (values: readonly string[]) => boolean = () => true,
): VariantRow[] {
  const have = new Set(rows.map((row) => variantKey(row.values)));
  const missing = combinations(options).filter((values) => wanted(values) && !have.has(variantKey(values)));
  const shares = rows.length === 0 ? shareStock(missing.length, Number(singleStock) || 0) : [];
  return [...rows, ...missing.map((values, index) => emptyRow(values, String(shares[index] ?? 0)))];
}

export const BULK_EDITS = {
  price: 'Set price to',
  addToPrice: 'Add to price',
  discountPrice: 'Set sale price to',
  stock: 'Set stock to',
  cost: 'Set cost to',
} as const;
export type BulkEdit = keyof typeof BULK_EDITS;

/**
 * One bulk edit of the chosen rows. "Add to price" adds naira (or takes them away, "-5000") to each
 * row's own price, or to the product's for a row without one. Returns null when the amount is not one.
 */
export function bulkEdit(row: VariantRow, edit: BulkEdit, amount: string, productPrice: string): VariantRow | null {
  const text = amount.trim();
  if (edit === 'stock') return /^\d{1,9}$/.test(text) ? { ...row, stock: text } : null;
  if (edit === 'addToPrice') {
    const negative = text.startsWith('-');
    const delta = parseNairaToKobo(text.replace(/^[+-]\s*/, ''));
    const base = parseNairaToKobo(row.price || productPrice);
    if (delta === null || base === null) return null;
    const next = base + (negative ? -delta : delta);
    return next > 0 ? { ...row, price: koboToDecimalString(next) } : null;
  }
  if (text === '' && (edit === 'discountPrice' || edit === 'cost')) return { ...row, [edit]: '' };
  if (parseNairaToKobo(text) === null) return null;
  return { ...row, [edit]: text };
}
