import 'server-only';
import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { foundPiece, foundPieceColumns, foundPieceOrder, variantNameOrSku } from '@/server/stock/piece-search';
import { customers, locationStock, measuredPricing, products, productVariants, stockLocations, locationOrder } from '@/server/db/schema';
import { containsPattern } from '@/server/db/contains-pattern';
import { normaliseRecordedPhone } from '@/lib/nigeria';

// What the Sell screen looks up while staff type or scan (docs/decisions/0065-selling-in-the-showroom.md):
// pieces by name or SKU with the stock here and elsewhere, and customers by name, email or phone (only by a
// whole phone or email for a role that may not see the customer list). Each is called from a server action
// that checks pos.sell first (src/server/pos/actions/find-for-sale.ts).

export type PieceToSell = {
  variantId: string;
  productName: string;
  variantLabel: string | null;
  sku: string | null;
  priceKobo: number;
  thumbnailUrl: string | null;
  madeToOrder: boolean;
  /** Priced by its size (docs/decisions/0058-made-to-measure.md): `priceKobo` is its fabric's price a metre. */
  madeToMeasure: boolean;
  here: number;
  elsewhere: number;
};

const FOUND = 20;

/** Live variants of active pieces whose name or SKU holds `q`; a SKU typed or scanned whole comes first. */
export async function piecesToSell(q: string, locationId: string): Promise<PieceToSell[]> {
  const held = (where: ReturnType<typeof sql>) => sql<number>`coalesce((select sum(${locationStock.quantity}) from ${locationStock} where ${locationStock.variantId} = ${productVariants.id} and ${where}), 0)::int`;
  const rows = await db
    .select({
      ...foundPieceColumns,
      thumbnailUrl: products.thumbnailUrl,
      here: held(sql`${locationStock.locationId} = ${locationId}`),
      elsewhere: held(sql`${locationStock.locationId} <> ${locationId}`),
      madeToMeasure: sql<boolean>`exists (select 1 from ${measuredPricing} where ${measuredPricing.productId} = ${products.id})`,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(isNull(productVariants.archivedAt), eq(products.status, 'active'), variantNameOrSku(q)))
    .orderBy(...foundPieceOrder(q))
    .limit(FOUND);
  return rows.map((row) => ({ ...foundPiece(row), thumbnailUrl: row.thumbnailUrl, madeToMeasure: row.madeToMeasure, here: row.here, elsewhere: row.elsewhere }));
}

export type CustomerToSell = { id: string; name: string; email: string; phone: string | null };

/**
 * Customers whose name, email or phone holds `q`, for a role that may see the customer list
 * (customers.read). Any other seller finds only the one customer whose whole phone number or whole
 * email `q` is: they sell to the person in front of them, and must not browse who else buys here
 * (docs/security.md, "Staff roles and the activity log").
 */
export async function customersToSell(q: string, { mayBrowse }: { mayBrowse: boolean }): Promise<CustomerToSell[]> {
  return db
    .select({ id: customers.id, name: customers.name, email: customers.email, phone: customers.phone })
    .from(customers)
    .where(mayBrowse ? customerHolds(q) : customerIs(q))
    .orderBy(asc(customers.name))
    .limit(10);
}

function customerHolds(q: string) {
  const pattern = containsPattern(q);
  return or(ilike(customers.name, pattern), ilike(customers.email, pattern), ilike(customers.phone, pattern));
}

function customerIs(q: string) {
  // Customers kept under the shop's earlier phone ranges are found too (src/lib/nigeria.ts).
  const phone = normaliseRecordedPhone(q);
  if (phone) return eq(customers.phone, phone);
  return sql`lower(${customers.email}) = lower(${q})`;
}

/** The locations a sale can be made at, in the shop's order. */
export async function saleLocations() {
  return db.select({ id: stockLocations.id, name: stockLocations.name }).from(stockLocations).orderBy(...locationOrder());
}
