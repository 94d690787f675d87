import { WOOCOMMERCE_COLUMNS, type WooColumn } from './woocommerce-columns';
import type { WooLine, WooRow } from './woocommerce-row';

// A WooCommerce variation kept until the file ends (woocommerce-catalogue.ts), packed in one string of
// the cells its product reads of it (woocommerce-variants.ts, woocommerce-options.ts): a row read into
// an object of every column took some 60 times its bytes, so a 20 MB file of variations took 1.2 GB.
// Packed, the file's variations take about the file's own size (docs/decisions/0071, "Amendment: memory").

/** A variation's row, its Parent, the cells below and its attributes, as JSON. */
export type PackedVariation = string;

const KEPT = ['type', 'sku', 'regularPrice', 'salePrice', 'stock', 'inStock', 'backorders', 'images', 'position'] as const satisfies readonly WooColumn[];

const EMPTY_ROW = Object.fromEntries(Object.keys(WOOCOMMERCE_COLUMNS).map((column) => [column, ''])) as Record<WooColumn, string>;

export function packVariation({ row, cells }: WooLine): PackedVariation {
  return JSON.stringify([row, cells.parent, KEPT.map((column) => cells[column]), cells.attributes.flatMap((attribute) => [attribute.name, attribute.value])]);
}

/** Its row and the product its Parent names, without unpacking the rest. */
export function packedParent(packed: PackedVariation): { row: number; parent: string } {
  const [row, parent] = JSON.parse(packed) as [number, string];
  return { row, parent };
}

/** The variation as a line again: the cells it was packed with, every other one empty. */
export function unpackVariation(packed: PackedVariation): WooLine {
  const [row, parent, kept, pairs] = JSON.parse(packed) as [number, string, string[], string[]];
  const attributes = [];
  for (let at = 0; at < pairs.length; at += 2) attributes.push({ name: pairs[at]!, value: pairs[at + 1]! });
  const cells: WooRow = { ...EMPTY_ROW, ...Object.fromEntries(KEPT.map((column, at) => [column, kept[at]!])), parent, attributes };
  return { row, cells };
}
