import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { db, type Database, type Transaction } from '@/server/db/client';
import { productOptions, productOptionValues, products, websiteSettings } from '@/server/db/schema';
import { parseSwatchParam, SWATCH_SETTINGS_DEFAULTS, swatchOptionNames, type Swatch, type SwatchSettings } from '@/lib/catalog/swatch';
import type { CartProduct } from '@/lib/cart/cart';

// Fabric and finish samples (docs/decisions/0059-fabric-samples.md): the shop's setting, and which swatches a
// piece offers: a value of one of its options whose name the setting lists. The cart check, checkout's
// pricing, placeOrder and the cart kept on the server read them here, so a swatch is priced from the
// setting alone and a value the piece does not have is refused, whatever the browser sent.

/** The shop's swatch settings; a shop that has saved none has the columns' defaults. */
export async function loadSwatchSettings(database: Database | Transaction = db): Promise<SwatchSettings> {
  const [row] = await database
    .select({
      options: websiteSettings.swatchOptions,
      priceKobo: websiteSettings.swatchPriceKobo,
      perOrder: websiteSettings.swatchesPerOrder,
      parcelFeeKobo: websiteSettings.swatchParcelFeeKobo,
      freeOrdersPerWeek: websiteSettings.swatchFreeOrdersPerWeek,
    })
    .from(websiteSettings)
    .limit(1);
  return row ?? { ...SWATCH_SETTINGS_DEFAULTS };
}

/** The swatches these products offer under the setting, by product id, each as the piece spells it. */
export async function swatchesOf(database: Database | Transaction, productIds: readonly string[], settings: SwatchSettings): Promise<Map<string, Swatch[]>> {
  const names = swatchOptionNames(settings.options).map((name) => name.toLowerCase());
  const offered = new Map<string, Swatch[]>();
  if (productIds.length === 0 || names.length === 0) return offered;
  const rows = await database
    .select({ productId: productOptions.productId, option: productOptions.name, value: productOptionValues.value })
    .from(productOptions)
    .innerJoin(productOptionValues, eq(productOptionValues.optionId, productOptions.id))
    .where(and(inArray(productOptions.productId, [...productIds]), inArray(sql`lower(${productOptions.name})`, names)))
    .orderBy(asc(productOptions.productId), asc(productOptions.position), asc(productOptionValues.position));
  for (const { productId, ...swatch } of rows) offered.set(productId, [...(offered.get(productId) ?? []), swatch]);
  return offered;
}

/** The piece's own swatch that a line names (option and value in any case), or undefined when it offers none such. */
export function offeredSwatch(offered: readonly Swatch[] | undefined, asked: Swatch): Swatch | undefined {
  const same = (a: string, b: string) => a.toLocaleLowerCase('en') === b.toLocaleLowerCase('en');
  return offered?.find((swatch) => same(swatch.option, asked.option) && same(swatch.value, asked.value));
}

/**
 * What a swatch link (/cart?swatch=<product id>:<option>:<value>) adds to the cart: the line, the piece's name
 * and picture with the shop's price, and the shop's limit, for the cart page to add once; or why not.
 */
export type SwatchOffer = { ok: true; line: CartProduct & { swatch: Swatch }; perOrder: number } | { ok: false; message: string };

export async function swatchOffer(param: string): Promise<SwatchOffer> {
  const asked = parseSwatchParam(param);
  const [piece] = asked
    ? await db
        .select({ id: products.id, name: products.name, category: products.category, thumbnailUrl: products.thumbnailUrl, imageUrl: products.imageUrl })
        .from(products)
        .where(and(eq(products.id, asked.productId), eq(products.status, 'active')))
    : [];
  if (!asked || !piece) return { ok: false, message: 'That swatch is no longer offered.' };
  const settings = await loadSwatchSettings();
  const swatch = offeredSwatch((await swatchesOf(db, [piece.id], settings)).get(piece.id), asked.swatch);
  // Only the shop's own words and the piece's name: a link's option or value never reaches the page, or a
  // link could make the shop's cart say anything (docs/security.md).
  if (!swatch) return { ok: false, message: `${piece.name} has no such swatch. Choose one on its page.` };
  return {
    ok: true,
    line: { id: piece.id, name: piece.name, imageUrl: piece.thumbnailUrl ?? piece.imageUrl, category: piece.category, stockQuantity: 1, unitPriceKobo: settings.priceKobo, variant: null, swatch },
    perOrder: settings.perOrder,
  };
}
