import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { isProductId } from './product-page-reads';

// What the cart needs to know about its lines today: is the product still on sale, at
// what price and with how much stock. Deleted, draft and hidden products are simply absent.

export type CartProductState = {
  id: string;
  name: string;
  priceKobo: number;
  discountPriceKobo: number | null;
  stockQuantity: number;
};

export async function getCartProducts(ids: readonly string[]): Promise<CartProductState[]> {
  const valid = [...new Set(ids.filter(isProductId).map((id) => id.toLowerCase()))];
  if (valid.length === 0) return [];
  return db
    .select({
      id: products.id,
      name: products.name,
      priceKobo: products.priceKobo,
      discountPriceKobo: products.discountPriceKobo,
      stockQuantity: products.stockQuantity,
    })
    .from(products)
    .where(and(inArray(products.id, valid), eq(products.status, 'active')));
}
