import 'server-only';
import { lineVariantKey, liveVariantsOf, variantsByLineKey } from '@/server/catalog/variant-reads';
import { unitPrice, variantPrice } from '@/lib/catalog/variant-rules';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { db, type Database, type Transaction } from '@/server/db/client';
import { products, type ServerCartLine } from '@/server/db/schema';
import type { CartLine } from '@/lib/cart/cart';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@/lib/schemas/checkout';
import { lineMeasureSchema, lineSwatchSchema, variantLabelField } from '@/lib/schemas/checkout';
import { MEASURED_AVAILABLE, priceMeasuredLine } from '@/lib/catalog/measured-price';
import { cartLineKey } from '@/lib/cart/cart';
import { loadSwatchSettings, offeredSwatch, swatchesOf } from '@/server/catalog/swatch-reads';
import { measuredRulesOf } from '@/server/catalog/measured-reads';

// A cart as the server keeps it: product, variant and quantity only (src/server/db/schema/marketing-tables.ts).
// Names, pictures and prices are read from the catalogue when it is shown, so a restored cart or a
// reminder shows today's prices, never what a browser once said.

export const serverCartLinesSchema = z
  .array(
    z.object({
      productId: z.uuid(),
      quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
      variant: variantLabelField,
      /** Sent by a page loaded before variants: the colour, its variant's label. */
      color: variantLabelField,
      /** A size made to measure (docs/decisions/0058-made-to-measure.md). */
      measure: lineMeasureSchema,
      /** A fabric or finish swatch (docs/decisions/0059-fabric-samples.md). */
      swatch: lineSwatchSchema,
    }),
  )
  .max(MAX_CART_LINES, `A cart holds at most ${MAX_CART_LINES} lines.`);

/** A stored line's variant label: `variant`, or in a cart saved before variants its colour. */
export const storedLineVariant = (line: ServerCartLine) => line.variant ?? line.color ?? null;

/** The same key as the browser's cart (src/lib/cart/cart.ts cartLineKey). */
export function serverLineKey(line: ServerCartLine) {
  return cartLineKey({ id: line.productId.toLowerCase(), variant: storedLineVariant(line), measure: line.measure ?? undefined, swatch: line.swatch ?? undefined });
}

/** Lines written the one way they are stored: lower-case ids, `variant` (null for none), no legacy `color`. */
export function normalizeLines(lines: readonly ServerCartLine[]): ServerCartLine[] {
  return lines.map((line) => ({
    productId: line.productId.toLowerCase(),
    quantity: line.quantity,
    variant: storedLineVariant(line),
    ...(line.measure ? { measure: line.measure } : {}),
    ...(line.swatch ? { swatch: line.swatch } : {}),
  }));
}

/** A line as the browser's cart holds it, priced today; `soldOut` when none is left. */
export type CartLineToday = CartLine & { soldOut: boolean };

/**
 * The lines whose products are on sale, in the browser cart's shape with today's price (the sale price
 * when there is one) and their variant's stock. Lines of products deleted or taken off sale are left out.
 */
export async function linesToday(lines: readonly ServerCartLine[], database: Database | Transaction = db): Promise<CartLineToday[]> {
  const ids = [...new Set(lines.map((line) => line.productId.toLowerCase()))];
  if (ids.length === 0) return [];
  const rows = await database
    .select({
      id: products.id,
      name: products.name,
      thumbnailUrl: products.thumbnailUrl,
      imageUrl: products.imageUrl,
      category: products.category,
      priceKobo: products.priceKobo,
      discountPriceKobo: products.discountPriceKobo,
    })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.status, 'active')));
  const byId = new Map(rows.map((row) => [row.id, row]));
  // Each line is a variant, with its own stock and price (docs/decisions/0053-variants-are-the-unit-of-sale.md).
  const variants = variantsByLineKey(await liveVariantsOf(database, [...byId.keys()]));
  const rules = await measuredRulesOf(database, [...byId.keys()]);
  const swatchSettings = await loadSwatchSettings(database);
  const swatches = await swatchesOf(database, [...byId.keys()], swatchSettings);
  return lines.flatMap((line): CartLineToday[] => {
    const product = byId.get(line.productId.toLowerCase());
    if (!product) return [];
    const piece = { id: product.id, name: product.name, imageUrl: product.thumbnailUrl ?? product.imageUrl ?? null, category: product.category };
    // A swatch the piece still offers, at the shop's price (docs/decisions/0059-fabric-samples.md); one it no longer offers is left out.
    if (line.swatch) {
      const swatch = offeredSwatch(swatches.get(product.id), line.swatch);
      return swatch ? [{ ...piece, stockQuantity: 1, unitPriceKobo: swatchSettings.priceKobo, variant: null, swatch: line.swatch, quantity: 1, soldOut: false }] : [];
    }
    // A variant no longer sold stays in the cart as sold out, for the shopper to see and remove.
    const label = storedLineVariant(line);
    const variant = variants.get(lineVariantKey(line.productId, label));
    // A size made to measure is priced by its piece's rule and takes no stock; one the rule no longer makes is left out.
    const sized = variant && priceMeasuredLine(product.name, rules.get(product.id), unitPrice(variantPrice(product, variant)), line.measure ?? null);
    if (sized && !sized.ok) return [];
    const stockQuantity = sized?.parts ? MEASURED_AVAILABLE : (variant?.stockQuantity ?? 0);
    return [
      {
        ...piece,
        stockQuantity,
        unitPriceKobo: sized?.parts?.totalKobo ?? unitPrice(variant ? variantPrice(product, variant) : product),
        variant: label,
        ...(sized?.parts ? { measure: { widthCm: line.measure!.widthCm, dropCm: line.measure!.dropCm, lined: line.measure!.lined } } : {}),
        quantity: line.quantity,
        soldOut: stockQuantity === 0,
      },
    ];
  });
}

/** What the lines cost today, in kobo (sold-out pieces included: they are still wanted). */
export const valueKobo = (lines: readonly CartLineToday[]) => lines.reduce((sum, line) => sum + line.unitPriceKobo * line.quantity, 0);
