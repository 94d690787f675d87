'use server';
import { z } from 'zod';
import { logger } from '@/server/logger';
import { getCartProducts } from '../../cart-product-reads';
import { lineVariantKey, liveVariantsOf, variantsByLineKey } from '../../variant-reads';
import { db } from '@/server/db/client';
import { oneLine } from '@/lib/schemas/fields';
import { lineMeasureSchema, lineSwatchSchema, variantLabelField, withVariant } from '@/lib/schemas/checkout';
import { unitPrice, variantPrice } from '@/lib/catalog/variant-rules';
import { MEASURED_AVAILABLE, priceMeasuredLine, type Measure } from '@/lib/catalog/measured-price';
import { measuredRulesOf } from '../../measured-reads';
import { loadSwatchSettings, offeredSwatch, swatchesOf } from '../../swatch-reads';
import type { Swatch } from '@/lib/catalog/swatch';

// Checks the cart kept in the browser against the catalogue, so a line whose product (or variant) is
// gone or whose price changed is shown as such instead of being charged silently. Each line is checked
// against its variant, which has its own price and stock (docs/decisions/0053-variants-are-the-unit-of-sale.md);
// a variant archived or deleted leaves its line unavailable, never moved onto another.
// The browser's numbers are only compared, never trusted: checkout recomputes from the database.

const linesSchema = z
  .array(
    z
      .object({
        id: oneLine().min(1).max(100),
        variant: variantLabelField,
        /** A page loaded before variants sends the colour, its variant's label. */
        color: variantLabelField,
        unitPriceKobo: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
        measure: lineMeasureSchema,
        swatch: lineSwatchSchema,
      })
      .transform(withVariant),
  )
  .max(100, 'A cart holds at most 100 lines.');

/**
 * `measure` is a size made to measure (docs/decisions/0058-made-to-measure.md), `swatch` a fabric or finish
 * sample (docs/decisions/0059-fabric-samples.md), as sent.
 */
type CheckedLine = { id: string; variant: string | null; measure?: Measure; swatch?: Swatch };

export type CartLineCheck =
  | (CheckedLine & { available: false })
  | (CheckedLine & {
      available: true;
      /** What one unit costs today (the sale price when there is one). */
      unitPriceKobo: number;
      priceChanged: boolean;
      /** The line's variant's stock; a size made to measure takes none, so any quantity the cart holds; a swatch is one. */
      stockQuantity: number;
    });

export type CartCheckResult = { ok: true; data: CartLineCheck[] } | { ok: false; error: string };

export async function checkCartAction(lines: unknown): Promise<CartCheckResult> {
  const parsed = linesSchema.safeParse(lines);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? 'Invalid cart.' };
  try {
    const products = await getCartProducts(parsed.data.map((line) => line.id));
    const current = new Map(products.map((product) => [product.id, product]));
    const variants = variantsByLineKey(await liveVariantsOf(db, [...current.keys()]));
    const rules = await measuredRulesOf(db, [...current.keys()]);
    const swatchSettings = await loadSwatchSettings();
    const swatches = await swatchesOf(db, [...current.keys()], swatchSettings);
    const data = parsed.data.map((line): CartLineCheck => {
      const product = current.get(line.id.toLowerCase());
      const variant = variants.get(lineVariantKey(line.id, line.variant));
      const checked = { id: line.id, variant: line.variant, ...(line.measure ? { measure: line.measure } : {}), ...(line.swatch ? { swatch: line.swatch } : {}) };
      // A swatch takes no stock and costs what the shop's setting says, while the piece offers it.
      if (line.swatch) {
        if (!product || line.variant !== null || line.measure || !offeredSwatch(swatches.get(product.id), line.swatch)) return { ...checked, available: false };
        return { ...checked, available: true, unitPriceKobo: swatchSettings.priceKobo, priceChanged: swatchSettings.priceKobo !== line.unitPriceKobo, stockQuantity: 1 };
      }
      if (!product || !variant) return { ...checked, available: false };
      // A size the piece's rule no longer makes (or a fixed size of a piece now made to measure) is unavailable.
      const sized = priceMeasuredLine(product.name, rules.get(product.id), unitPrice(variantPrice(product, variant)), line.measure);
      if (!sized.ok) return { ...checked, available: false };
      const unitPriceKobo = sized.parts?.totalKobo ?? unitPrice(variantPrice(product, variant));
      const stockQuantity = sized.parts ? MEASURED_AVAILABLE : variant.stockQuantity;
      return { ...checked, available: true, unitPriceKobo, priceChanged: unitPriceKobo !== line.unitPriceKobo, stockQuantity };
    });
    return { ok: true, data };
  } catch (error) {
    logger.error({ err: error }, 'Cart check failed');
    return { ok: false, error: 'Could not check your cart right now.' };
  }
}
