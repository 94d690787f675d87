'use server';
import { z } from 'zod';
import { logger } from '@/server/logger';
import { getCartProducts } from '../../cart-product-reads';
import { oneLine } from '@/lib/schemas/fields';

// Checks the cart kept in the browser against the catalogue, so a line whose product is
// gone or whose price changed is shown as such instead of being charged silently. The
// browser's numbers are only compared, never trusted: checkout recomputes from the database.

const linesSchema = z
  .array(
    z.object({
      id: oneLine().min(1).max(100),
      unitPriceKobo: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
    }),
  )
  .max(100, 'A cart holds at most 100 lines.');

export type CartLineCheck =
  | { id: string; available: false }
  | {
      id: string;
      available: true;
      /** What one unit costs today (the discount price when there is one). */
      unitPriceKobo: number;
      priceChanged: boolean;
      stockQuantity: number;
    };

export type CartCheckResult = { ok: true; data: CartLineCheck[] } | { ok: false; error: string };

export async function checkCartAction(lines: unknown): Promise<CartCheckResult> {
  const parsed = linesSchema.safeParse(lines);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? 'Invalid cart.' };
  try {
    const current = new Map((await getCartProducts(parsed.data.map((line) => line.id))).map((p) => [p.id, p]));
    const data = parsed.data.map((line): CartLineCheck => {
      const product = current.get(line.id.toLowerCase());
      if (!product) return { id: line.id, available: false };
      const unitPriceKobo = product.discountPriceKobo ?? product.priceKobo;
      return {
        id: line.id,
        available: true,
        unitPriceKobo,
        priceChanged: unitPriceKobo !== line.unitPriceKobo,
        stockQuantity: product.stockQuantity,
      };
    });
    return { ok: true, data };
  } catch (error) {
    logger.error({ err: error }, 'Cart check failed');
    return { ok: false, error: 'Could not check your cart right now.' };
  }
}
