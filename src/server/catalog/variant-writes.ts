import 'server-only';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { orderItems, productOptions, productOptionValues, productVariants } from '@/server/db/schema';
import { COLOUR_OPTION } from '@/lib/catalog/variant-rules';
import { recordStockMovements, type StockMovement } from './variant-stock';

// The variants a product's form saves (docs/decisions/0053-variants-are-the-unit-of-sale.md): one
// variant per colour, or the product's single variant when it has none, each with its own stock.
// Runs in the caller's transaction, after the product row is written and locked.

export type ColourStock = {
  /** The product's colours in their order; none: a product sold in one form. */
  colours: readonly string[];
  /** Units in stock per colour, keyed by the colour in lower case; a colour not named has 0. */
  stockByColour: Readonly<Record<string, number>>;
  /** The stock of a product without colours. */
  stock: number;
  /** The product's SKU, which its single variant carries. */
  sku: string | null;
};

type LiveVariant = { id: string; option1: string | null; stockQuantity: number };

const colourKey = (colour: string) => colour.toLocaleLowerCase('en');

export async function saveColourVariants(tx: Transaction, productId: string, wanted: ColourStock) {
  const live = await tx
    .select({ id: productVariants.id, option1: productVariants.option1, stockQuantity: productVariants.stockQuantity })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), isNull(productVariants.archivedAt)))
    .orderBy(asc(productVariants.position))
    .for('update');
  await saveColourOption(tx, productId, wanted.colours);

  if (wanted.colours.length === 0) {
    const single = live.find((variant) => variant.option1 === null);
    await retire(tx, live.filter((variant) => variant !== single));
    await recordStockMovements(tx, [await upsertVariant(tx, productId, single, { position: 1, option1: null, sku: wanted.sku, stockQuantity: wanted.stock })]);
    return;
  }
  const byColour = new Map(live.filter((variant) => variant.option1 !== null).map((variant) => [colourKey(variant.option1!), variant]));
  const retired = live.filter((variant) => variant.option1 === null || !wanted.colours.some((colour) => colourKey(colour) === colourKey(variant.option1!)));
  // Retired first: a colour taken away and added back in another case must not clash with itself.
  await retire(tx, retired);
  const moves: StockMovement[] = [];
  for (const [index, colour] of wanted.colours.entries()) {
    const stockQuantity = wanted.stockByColour[colourKey(colour)] ?? 0;
    moves.push(await upsertVariant(tx, productId, byColour.get(colourKey(colour)), { position: index + 1, option1: colour, stockQuantity }));
  }
  await recordStockMovements(tx, moves);
}

type VariantValues = { position: number; option1: string | null; stockQuantity: number; sku?: string | null };

/** Writes the variant; returns its stock's change by hand, for its history (a change of 0 is not kept). */
async function upsertVariant(tx: Transaction, productId: string, existing: LiveVariant | undefined, values: VariantValues): Promise<StockMovement> {
  const move = { productId, stockAfter: values.stockQuantity, reason: 'edit' as const };
  if (existing) {
    await tx.update(productVariants).set(values).where(eq(productVariants.id, existing.id));
    return { ...move, variantId: existing.id, change: values.stockQuantity - existing.stockQuantity };
  }
  const [created] = await tx.insert(productVariants).values({ productId, ...values }).returning({ id: productVariants.id });
  return { ...move, variantId: created!.id, change: values.stockQuantity };
}

/** The Colour option and its values, in the form's order (none when the product has no colours). */
async function saveColourOption(tx: Transaction, productId: string, colours: readonly string[]) {
  await tx.delete(productOptions).where(eq(productOptions.productId, productId));
  if (colours.length === 0) return;
  const [option] = await tx.insert(productOptions).values({ productId, position: 1, name: COLOUR_OPTION }).returning({ id: productOptions.id });
  await tx.insert(productOptionValues).values(colours.map((value, index) => ({ optionId: option!.id, position: index + 1, value })));
}

/** Variants no longer offered: archived when an order names them (its history stays whole), else deleted. */
async function retire(tx: Transaction, variants: readonly LiveVariant[]) {
  if (variants.length === 0) return;
  const ids = variants.map((variant) => variant.id);
  const ordered = await tx
    .selectDistinct({ id: sql<string>`${orderItems.variantId}` })
    .from(orderItems)
    .where(inArray(orderItems.variantId, ids));
  const named = new Set(ordered.map((row) => row.id));
  const archive = ids.filter((id) => named.has(id));
  const remove = ids.filter((id) => !named.has(id));
  if (archive.length > 0) await tx.update(productVariants).set({ archivedAt: new Date() }).where(inArray(productVariants.id, archive));
  if (remove.length > 0) await tx.delete(productVariants).where(inArray(productVariants.id, remove));
}
