'use server';
import { z } from 'zod';
import { logger } from '@/server/logger';
import { getCartProducts } from '../../cart-product-reads';
import { lineVariantKey, liveVariantsOf, variantsByLineKey } from '../../variant-reads';
import { db } from '@/server/db/client';
import { oneLine } from '@/lib/schemas/fields';
import { unitPrice, variantPrice } from '@/lib/catalog/variant-rules';

// Checks the cart kept in the browser against the catalogue, so a line whose product (or colour) is
// gone or whose price changed is shown as such instead of being charged silently. Each line is checked
// against its colour's variant, which has its own stock (docs/decisions/0053-variants-are-the-unit-of-sale.md).
// The browser's numbers are only compared, never trusted: checkout recomputes from the database.

const linesSchema = z
  .array(
    z.object({
      id: oneLine().min(1).max(100),
      color: oneLine().max(60).nullish().transform((colour) => colour ?? null),
      unitPriceKobo: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
    }),
  )
  .max(100, 'A cart holds at most 100 lines.');

type CheckedLine = { id: string; color: string | null };

export type CartLineCheck =
  | (CheckedLine & { available: false })
  | (CheckedLine & {
      available: true;
      /** What one unit costs today (the sale price when there is one). */
      unitPriceKobo: number;
      priceChanged: boolean;
      /** The line's colour's stock. */
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
      const variant = variants.get(lineVariantKey(line.id, line.color));
      if (!product || !variant) return { id: line.id, color: line.color, available: false };
      const unitPriceKobo = unitPrice(variantPrice(product, variant));
      return { id: line.id, color: line.color, available: true, unitPriceKobo, priceChanged: unitPriceKobo !== line.unitPriceKobo, stockQuantity: variant.stockQuantity };
    });
    return { ok: true, data };
  } catch (error) {
    logger.error({ err: error }, 'Cart check failed');
    return { ok: false, error: 'Could not check your cart right now.' };
  }
}
