import 'server-only';
import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { variantNameOrSku } from '@/server/stock/piece-search';
import { customers, locationStock, products, productVariants, stockLocations, locationOrder } from '@/server/db/schema';
import { containsPattern } from '@/server/db/contains-pattern';
import { unitPrice, variantLabel, variantPrice } from '@/lib/catalog/variant-rules';

// What the Sell screen looks up while staff type or scan (docs/decisions/0065-selling-in-the-showroom.md):
// pieces by name or SKU with the stock here and elsewhere, and customers by name, email or phone. Each is
// called from a server action that checks pos.sell first (src/server/pos/actions/find-for-sale.ts).

export type PieceToSell = {
  variantId: string;
  productName: string;
  variantLabel: string | null;
  sku: string | null;
  priceKobo: number;
  thumbnailUrl: string | null;
  madeToOrder: boolean;
  here: number;
  elsewhere: number;
};

const FOUND = 20;

/** Live variants of active pieces whose name or SKU holds `q`; a SKU typed or scanned whole comes first. */
export async function piecesToSell(q: string, locationId: string): Promise<PieceToSell[]> {
  const held = (where: ReturnType<typeof sql>) => sql<number>`coalesce((select sum(${locationStock.quantity}) from ${locationStock} where ${locationStock.variantId} = ${productVariants.id} and ${where}), 0)::int`;
  const rows = await db
    .select({
      variantId: productVariants.id,
      productName: products.name,
      option1: productVariants.option1,
      option2: productVariants.option2,
      option3: productVariants.option3,
      sku: productVariants.sku,
      productPrice: products.priceKobo,
      productSale: products.discountPriceKobo,
      priceKobo: productVariants.priceKobo,
      discountPriceKobo: productVariants.discountPriceKobo,
      thumbnailUrl: products.thumbnailUrl,
      leadTime: sql<number | null>`coalesce(${productVariants.leadTimeMinDays}, ${products.leadTimeMinDays})`,
      here: held(sql`${locationStock.locationId} = ${locationId}`),
      elsewhere: held(sql`${locationStock.locationId} <> ${locationId}`),
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(isNull(productVariants.archivedAt), eq(products.status, 'active'), variantNameOrSku(q)))
    .orderBy(sql`lower(${productVariants.sku}) = lower(${q}) desc`, asc(products.name), asc(productVariants.position))
    .limit(FOUND);
  return rows.map((row) => ({
    variantId: row.variantId,
    productName: row.productName,
    variantLabel: variantLabel([row.option1, row.option2, row.option3]),
    sku: row.sku,
    priceKobo: unitPrice(variantPrice({ priceKobo: row.productPrice, discountPriceKobo: row.productSale }, row)),
    thumbnailUrl: row.thumbnailUrl,
    madeToOrder: row.leadTime !== null,
    here: row.here,
    elsewhere: row.elsewhere,
  }));
}

export type CustomerToSell = { id: string; name: string; email: string; phone: string | null };

export async function customersToSell(q: string): Promise<CustomerToSell[]> {
  const pattern = containsPattern(q);
  return db
    .select({ id: customers.id, name: customers.name, email: customers.email, phone: customers.phone })
    .from(customers)
    .where(or(ilike(customers.name, pattern), ilike(customers.email, pattern), ilike(customers.phone, pattern)))
    .orderBy(asc(customers.name))
    .limit(10);
}

/** The locations a sale can be made at, in the shop's order. */
export async function saleLocations() {
  return db.select({ id: stockLocations.id, name: stockLocations.name }).from(stockLocations).orderBy(...locationOrder());
}
