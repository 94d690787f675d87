import 'server-only';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { ActionError } from '@/server/action-error';
import type { Transaction } from '@/server/db/client';
import { orderItems, productOptions, productOptionValues, products, productVariants } from '@/server/db/schema';
import { COLOUR_OPTION } from '@/lib/catalog/variant-rules';
import { variantKey } from '@/lib/catalog/variant-keys';
import { pieceName } from '@/lib/catalog/piece-name';
import { variantSku } from '@/lib/catalog/variant-sku';
import { containsPattern } from '@/server/db/contains-pattern';
import { movedCountsRefusal, SINCE_OPENED, type MovedCount, type MovedCountsDetails } from '@/server/stock/stock-moved';
import { changeOnlineStock, recordStockMovements, type StockMovement } from '@/server/stock/variant-stock';
import { recordCostChanges, type CostChange } from './variant-costs';

// How a product is offered, as its form or an import saves it (docs/decisions/0053-variants-are-the-unit-of-sale.md):
// its options and values, and its variants, each one combination with its own SKU, price, stock and
// picture. Runs in the caller's transaction, after the product row is written and locked.

export type OptionInput = { name: string; values: { value: string; swatchImageUrl: string | null }[] };

export type VariantInput = {
  /** The saved variant this one edits, if any; else it is matched by its values. */
  id?: string | null;
  /** One value per option, in the options' order; [] for a product without options. */
  values: readonly string[];
  sku: string | null;
  /** Null: the product's price and sale price apply. */
  priceKobo: number | null;
  discountPriceKobo: number | null;
  /** The stock it should hold: a new variant's starting count; a saved one's by the difference from stockRead. */
  stockQuantity: number;
  /**
   * The saved variant's stock as the screen showed it (docs/decisions/0068-stock-changes-by-difference.md):
   * its stock moves by stockQuantity - stockRead, and the save is refused when the stock has moved since.
   * Null or left out: the screen read none (a row it added), and a saved variant it matches keeps its stock.
   */
  stockRead?: number | null;
  imageUrl: string | null;
  /**
   * Its own lead time in days (both null: the product's). Left out, a saved variant keeps its own: the
   * catalogue CSV has no column for it, so an import does not wipe what the form set.
   */
  leadTimeMinDays?: number | null;
  leadTimeMaxDays?: number | null;
  /** What one unit cost the shop, null: not known. Left out (a file without costs), a saved variant keeps its own. */
  costKobo?: number | null;
};

export type ProductOffer = {
  options: readonly OptionInput[];
  variants: readonly VariantInput[];
  /**
   * The saved variants the screen opened with (the product form): the save is refused when they are not the
   * variants saved now. Left out (an import, a new product): the offer is the whole truth.
   */
  variantIdsRead?: readonly string[];
};

/** A refusal the form shows at the field it names ("variants.2.sku"), or at each count that moved since it opened. */
export type VariantRefusal = { field?: string } & Partial<MovedCountsDetails>;

type LiveVariant = { id: string; option1: string | null; option2: string | null; option3: string | null; sku: string | null; stockQuantity: number; costKobo: number | null };

const same = (a: string, b: string) => a.toLocaleLowerCase('en') === b.toLocaleLowerCase('en');

export async function saveVariants(tx: Transaction, productId: string, offer: ProductOffer) {
  const options = offer.options;
  const wanted = await withSkus(tx, productId, offer.variants.map((variant) => ({ ...variant, values: spelledAsOptions(options, variant.values) })));
  await refuseTakenSkus(tx, productId, wanted);

  const live: LiveVariant[] = await tx
    .select({
      id: productVariants.id,
      option1: productVariants.option1,
      option2: productVariants.option2,
      option3: productVariants.option3,
      sku: productVariants.sku,
      stockQuantity: productVariants.stockQuantity,
      costKobo: productVariants.costKobo,
    })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), isNull(productVariants.archivedAt)))
    .orderBy(asc(productVariants.position))
    .for('update');
  if (offer.variantIdsRead) await refuseChangedVariants(tx, productId, live, offer.variantIdsRead);
  await saveOptions(tx, productId, options);

  const byId = new Map(live.map((variant) => [variant.id, variant]));
  const byValues = new Map(live.map((variant) => [variantKey(valuesOf(variant)), variant]));
  const matched = wanted.map((variant) => (variant.id ? byId.get(variant.id.toLowerCase()) : undefined) ?? byValues.get(variantKey(variant.values)));
  const stockChanges = await checkStockChanges(tx, productId, wanted, matched);
  const kept = new Set(matched.filter(Boolean));
  // Retired first: a combination taken away and added back must not clash with itself.
  await retire(tx, live.filter((variant) => !kept.has(variant)));
  // Kept variants that swap values or SKUs with each other would clash on the way: those that change
  // let go of theirs before any is written.
  const changing = wanted.flatMap((variant, index) => {
    const existing = matched[index];
    return existing && (variantKey(valuesOf(existing)) !== variantKey(variant.values) || existing.sku !== variant.sku) ? [existing.id] : [];
  });
  if (changing.length > 0) {
    await tx
      .update(productVariants)
      .set({ option1: sql`${productVariants.id}::text`, option2: null, option3: null, sku: null })
      .where(inArray(productVariants.id, changing));
  }

  const moves: StockMovement[] = [];
  const costs: CostChange[] = [];
  const created: (typeof productVariants.$inferInsert)[] = [];
  for (const [index, variant] of wanted.entries()) {
    const [option1 = null, option2 = null, option3 = null] = variant.values;
    const row = {
      position: index + 1,
      option1,
      option2,
      option3,
      sku: variant.sku,
      priceKobo: variant.priceKobo,
      discountPriceKobo: variant.priceKobo === null ? null : variant.discountPriceKobo,
      imageUrl: variant.imageUrl,
      ...(variant.leadTimeMinDays === undefined ? {} : { leadTimeMinDays: variant.leadTimeMinDays, leadTimeMaxDays: variant.leadTimeMaxDays ?? null }),
      ...(variant.costKobo === undefined ? {} : { costKobo: variant.costKobo }),
    };
    const existing = matched[index];
    if (existing) {
      // A saved variant's stock is never written as a number: only its checked difference moves it.
      await tx.update(productVariants).set(row).where(eq(productVariants.id, existing.id));
      if (variant.costKobo !== undefined && variant.costKobo !== existing.costKobo) costs.push({ variantId: existing.id, costKobo: variant.costKobo });
      moves.push(...(await changeOnlineStock(tx, existing.id, stockChanges.get(index) ?? 0, 'edit')));
    } else {
      created.push({ productId, ...row, stockQuantity: variant.stockQuantity });
    }
  }
  // New variants in one statement (a 20,000-row import makes thousands); each has its own position here.
  if (created.length > 0) {
    const ids = await tx
      .insert(productVariants)
      .values(created)
      .returning({ id: productVariants.id, position: productVariants.position, stock: productVariants.stockQuantity, costKobo: productVariants.costKobo });
    for (const { id, stock, costKobo } of ids.toSorted((a, b) => a.position - b.position)) {
      moves.push({ productId, stockAfter: stock, reason: 'edit', variantId: id, change: stock });
      if (costKobo !== null) costs.push({ variantId: id, costKobo });
    }
  }
  await recordStockMovements(tx, moves);
  await recordCostChanges(tx, costs);
  // The cards' colour swatches read the Colour option's values from the product row.
  const colours = options.find((option) => same(option.name, COLOUR_OPTION))?.values.map(({ value }) => value) ?? [];
  await tx.update(products).set({ colorVariants: colours }).where(eq(products.id, productId));
}

/** A piece sold in these colours, one variant each with its stock; in one form (its SKU and stock) when there are none. */
export function colourOffer(colours: readonly string[], stockOf: (colour: string) => number, single: { sku: string | null; stock: number }): ProductOffer {
  const variant = { sku: null, priceKobo: null, discountPriceKobo: null, imageUrl: null };
  if (colours.length === 0) return { options: [], variants: [{ ...variant, values: [], sku: single.sku, stockQuantity: single.stock }] };
  return {
    options: [{ name: COLOUR_OPTION, values: colours.map((value) => ({ value, swatchImageUrl: null })) }],
    variants: colours.map((colour) => ({ ...variant, values: [colour], stockQuantity: stockOf(colour) })),
  };
}

const valuesOf = (variant: Pick<LiveVariant, 'option1' | 'option2' | 'option3'>) => [variant.option1, variant.option2, variant.option3];

/**
 * The stock change each saved variant asks for, by its row: what it wants less what its screen read
 * (docs/decisions/0068-stock-changes-by-difference.md). A row that wants what it read changes nothing, even
 * when the stock has moved since; one whose stock moved since it was read refuses the save, naming what
 * moved it. The counts are read under the product's lock, which every writer of stock takes first.
 */
async function checkStockChanges(tx: Transaction, productId: string, wanted: readonly VariantInput[], matched: readonly (LiveVariant | undefined)[]) {
  const changes = new Map<number, number>();
  const moved: { index: number; variant: LiveVariant; read: number }[] = [];
  for (const [index, row] of wanted.entries()) {
    const variant = matched[index];
    const read = row.stockRead ?? null;
    if (!variant || read === null || read === row.stockQuantity) continue;
    if (variant.stockQuantity === read) changes.set(index, row.stockQuantity - read);
    else moved.push({ index, variant, read });
  }
  if (moved.length === 0) return changes;
  const [product] = await tx.select({ name: products.name }).from(products).where(eq(products.id, productId));
  const counts: MovedCount[] = moved.map(({ index, variant, read }) => {
    const single = wanted[index]!.values.length === 0;
    return {
      variantId: variant.id,
      piece: pieceName(product?.name ?? '', valuesOf(variant)),
      read,
      now: variant.stockQuantity,
      field: single ? 'stockQuantity' : `variants.${index}.stock`,
      readField: single ? 'stockQuantityRead' : `variants.${index}.stockRead`,
    };
  });
  throw await movedCountsRefusal(tx, { online: true }, SINCE_OPENED, counts);
}

/**
 * A form opened before a colleague added a variant does not list it, and saving it would retire that
 * variant and its stock; one opened before a colleague removed a variant would sell it again. As with
 * counts (docs/decisions/0068-stock-changes-by-difference.md), the form sends the variants it read, and
 * under the product's lock a save from other variants than those saved now is refused, writing nothing.
 */
async function refuseChangedVariants(tx: Transaction, productId: string, live: readonly LiveVariant[], read: readonly string[]) {
  const readIds = new Set(read.map((id) => id.toLowerCase()));
  const added = live.filter((variant) => !readIds.has(variant.id));
  const removed = readIds.size - (live.length - added.length);
  if (added.length === 0 && removed === 0) return;
  const [product] = await tx.select({ name: products.name }).from(products).where(eq(products.id, productId));
  const pieces = added.map((variant) => pieceName(product?.name ?? '', valuesOf(variant)));
  const what =
    pieces.length > 0
      ? `${pieces.join(', ')} ${pieces.length === 1 ? 'was' : 'were'} added`
      : `${removed === 1 ? 'A variant' : `${removed} variants`} of ${product?.name ?? 'this product'} ${removed === 1 ? 'was' : 'were'} removed`;
  throw new ActionError<VariantRefusal>(`${what} since you opened this. Nothing was saved: reload the page to see the variants now, then make your changes again.`);
}

/** A variant's values spelled as its options' values are ("velvet" is saved as "Velvet"). */
function spelledAsOptions(options: readonly OptionInput[], values: readonly string[]) {
  return values.map((value, index) => options[index]?.values.find((known) => same(known.value, value))?.value ?? value);
}

/**
 * Each variant given no SKU gets one from its product's SKU by src/lib/catalog/variant-sku.ts (none when
 * the product has none), clear of the SKUs the others ask for and of every other product's variants'
 * (this product's own are all rewritten by this save).
 */
async function withSkus(tx: Transaction, productId: string, variants: readonly VariantInput[]): Promise<VariantInput[]> {
  if (variants.every((variant) => variant.sku)) return [...variants];
  const [product] = await tx.select({ sku: products.sku }).from(products).where(eq(products.id, productId));
  const base = product?.sku?.trim();
  if (!base) return [...variants];
  const others = await tx
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(and(ne(productVariants.productId, productId), sql`${productVariants.sku} like ${containsPattern(base)}`));
  const taken = new Set([...others, ...variants].flatMap(({ sku }) => (sku ? [sku] : [])));
  return variants.map((variant) => {
    if (variant.sku) return variant;
    const sku = variantSku(base, variant.values, taken);
    taken.add(sku);
    return { ...variant, sku };
  });
}

/** A SKU another product's variant holds (live or archived) is refused at the row that asks for it. */
async function refuseTakenSkus(tx: Transaction, productId: string, wanted: readonly VariantInput[]) {
  const skus = wanted.flatMap((variant) => (variant.sku ? [variant.sku] : []));
  if (skus.length === 0) return;
  const [taken] = await tx
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(and(inArray(productVariants.sku, skus), ne(productVariants.productId, productId)))
    .limit(1);
  if (!taken) return;
  const index = wanted.findIndex((variant) => variant.sku === taken.sku);
  const field = wanted[index]!.values.length > 0 ? `variants.${index}.sku` : 'sku';
  throw new ActionError<VariantRefusal>(`Another product already uses the SKU ${taken.sku}.`, { field });
}

/** The options and their values, in the given order (none for a product sold in one form): one statement each. */
async function saveOptions(tx: Transaction, productId: string, options: readonly OptionInput[]) {
  await tx.delete(productOptions).where(eq(productOptions.productId, productId));
  if (options.length === 0) return;
  const saved = await tx
    .insert(productOptions)
    .values(options.map((option, index) => ({ productId, position: index + 1, name: option.name })))
    .returning({ id: productOptions.id, position: productOptions.position });
  const idAt = new Map(saved.map((row) => [row.position, row.id]));
  const values = options.flatMap((option, index) =>
    option.values.map(({ value, swatchImageUrl }, at) => ({ optionId: idAt.get(index + 1)!, position: at + 1, value, swatchImageUrl })),
  );
  if (values.length > 0) await tx.insert(productOptionValues).values(values);
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
  // An archived variant lets go of its SKU, so a new variant may take it.
  if (archive.length > 0) await tx.update(productVariants).set({ archivedAt: new Date(), sku: null }).where(inArray(productVariants.id, archive));
  if (remove.length > 0) await tx.delete(productVariants).where(inArray(productVariants.id, remove));
}
