'use server';
import { z } from 'zod';
import { logger } from '@/server/logger';
import { getCartProducts } from '../../cart-product-reads';
import { lineVariantKey, liveVariantsOf, variantsByLineKey } from '../../variant-reads';
import { db } from '@/server/db/client';
import { oneLine } from '@/lib/schemas/fields';
import { variantLabelField, withVariant } from '@/lib/schemas/checkout';
import { unitPrice, variantPrice } from '@/lib/catalog/variant-rules';

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
      })
      .transform(withVariant),
  )
  .max(100, 'A cart holds at most 100 lines.');

type CheckedLine = { id: string; variant: string | null };

export type CartLineCheck =
  | (CheckedLine & { available: false })
  | (CheckedLine & {
      available: true;
      /** What one unit costs today (the sale price when there is one). */
      unitPriceKobo: number;
      priceChanged: boolean;
      /** The line's variant's stock. */
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
    const data = parsed.data.map((line): CartLineCheck => {
      const product = current.get(line.id.toLowerCase());
      const variant = variants.get(lineVariantKey(line.id, line.variant));
      if (!product || !variant) return { id: line.id, variant: line.variant, available: false };
      const unitPriceKobo = unitPrice(variantPrice(product, variant));
      return { id: line.id, variant: line.variant, available: true, unitPriceKobo, priceChanged: unitPriceKobo !== line.unitPriceKobo, stockQuantity: variant.stockQuantity };
    });
    return { ok: true, data };
  } catch (error) {
    logger.error({ err: error }, 'Cart check failed');
    return { ok: false, error: 'Could not check your cart right now.' };
  }
}
