import 'server-only';
import { and, asc, count, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { db } from '@/server/db/client';
import { locationStock, products, productVariants, stockLocations, locationOrder } from '@/server/db/schema';
import { pageWindow } from '@/server/db/page-window';
import { variantNameOrSku } from './piece-search';
import { requirePermission } from '@/server/auth/permissions';
import { variantLabel } from '@/lib/catalog/variant-rules';
import { firstValue, searchParam } from '@/lib/schemas/fields';
import { PRODUCT_LIMITS } from '@/lib/schemas/product-fields';

// The back office's reads of stock locations (docs/decisions/0064-stock-locations.md): the locations in
// the order online orders take stock, what one holds, the pieces a count or a transfer may add, and a
// product's stock at each location. Each export checks its permission first.

export const LOCATION_STOCK_PAGE_SIZE = 50;
const FINDER_LIMIT = 20;

export type AdminLocation = {
  id: string;
  name: string;
  address: string;
  openingHours: string;
  pickup: boolean;
  sellsOnline: boolean;
  restockBusinessDays: number;
  /** Units of every piece held here. */
  units: number;
  /** How many variants it holds at least one of. */
  variants: number;
};

/** A piece as the stock screens show it: "Ayo Sofa", "3-seater / Velvet", its SKU. */
export type StockPiece = { variantId: string; productName: string; variant: string | null; sku: string | null };
export type HeldPiece = StockPiece & { quantity: number };

export type LocationStockPage = { rows: HeldPiece[]; total: number; page: number; pageCount: number; pageSize: number };

/** A location's stock list in its URL: the search and page; `find` is the count form's finder. */
export const locationStockParamsSchema = z.object({
  q: searchParam(PRODUCT_LIMITS.search),
  page: z.preprocess(firstValue, z.coerce.number().int().min(1).max(1_000_000)).catch(1),
  find: searchParam(PRODUCT_LIMITS.search),
});
export type LocationStockParams = z.output<typeof locationStockParamsSchema>;

const pieceColumns = {
  variantId: productVariants.id,
  productName: products.name,
  option1: productVariants.option1,
  option2: productVariants.option2,
  option3: productVariants.option3,
  sku: productVariants.sku,
};

type PieceRow = { variantId: string; productName: string; option1: string | null; option2: string | null; option3: string | null; sku: string | null };
const toPiece = ({ option1, option2, option3, ...piece }: PieceRow): StockPiece => ({ ...piece, variant: variantLabel([option1, option2, option3]) });

const heldTotals = {
  units: sql<number>`coalesce(sum(${locationStock.quantity}), 0)::int`,
  variants: sql<number>`(count(${locationStock.variantId}) filter (where ${locationStock.quantity} > 0))::int`,
};

function locationsWithTotals(where?: SQL) {
  return db
    .select({
      id: stockLocations.id,
      name: stockLocations.name,
      address: stockLocations.address,
      openingHours: stockLocations.openingHours,
      pickup: stockLocations.pickup,
      sellsOnline: stockLocations.sellsOnline,
      restockBusinessDays: stockLocations.restockBusinessDays,
      ...heldTotals,
    })
    .from(stockLocations)
    .leftJoin(locationStock, eq(locationStock.locationId, stockLocations.id))
    .where(where)
    .groupBy(stockLocations.id)
    .orderBy(...locationOrder());
}

/** Every location in the order online orders take stock, with what each holds. */
export async function listAdminLocations(): Promise<AdminLocation[]> {
  await requirePermission('stock.manage');
  return locationsWithTotals();
}

/** One location with what it holds; null when there is none with that id (or it is no id at all). */
export async function getAdminLocation(id: string): Promise<AdminLocation | null> {
  await requirePermission('stock.manage');
  if (!z.uuid().safeParse(id).success) return null;
  const [location] = await locationsWithTotals(eq(stockLocations.id, id));
  return location ?? null;
}

/** One page of the pieces a location holds (at least one unit), by product name, searched by name or SKU. */
export async function listLocationStock(locationId: string, params: Pick<LocationStockParams, 'q' | 'page'>): Promise<LocationStockPage> {
  await requirePermission('stock.manage');
  const where = and(eq(locationStock.locationId, locationId), gt(locationStock.quantity, 0), params.q ? variantNameOrSku(params.q) : undefined);
  // The joins serve the search; the rows are the location's, read by its key (location_id, variant_id).
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(locationStock)
    .innerJoin(productVariants, eq(productVariants.id, locationStock.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(where);
  const { page, pageCount, pageSize, offset } = pageWindow(total, params.page, LOCATION_STOCK_PAGE_SIZE);
  const rows = await db
    .select({ ...pieceColumns, quantity: locationStock.quantity })
    .from(locationStock)
    .innerJoin(productVariants, eq(productVariants.id, locationStock.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(where)
    .orderBy(asc(products.name), asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id))
    .limit(pageSize)
    .offset(offset);
  return { rows: rows.map(({ quantity, ...piece }) => ({ ...toPiece(piece), quantity })), total, page, pageCount, pageSize };
}

/** The count and transfer forms' finder: live variants by product name or SKU, each with how many `locationId` holds. */
export async function findStockPieces(text: string, locationId: string): Promise<HeldPiece[]> {
  await requirePermission('stock.manage');
  if (!text || !z.uuid().safeParse(locationId).success) return [];
  const rows = await db
    .select({ ...pieceColumns, quantity: sql<number>`coalesce(${locationStock.quantity}, 0)::int` })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .leftJoin(locationStock, and(eq(locationStock.locationId, locationId), eq(locationStock.variantId, productVariants.id)))
    .where(and(isNull(productVariants.archivedAt), variantNameOrSku(text)))
    .orderBy(asc(products.name), asc(productVariants.productId), asc(productVariants.position))
    .limit(FINDER_LIMIT);
  return rows.map(({ quantity, ...piece }) => ({ ...toPiece(piece), quantity }));
}

export type ProductStockByLocation = {
  locations: { id: string; name: string; sellsOnline: boolean }[];
  /** Each live variant with its count at each location, in the order of `locations`. */
  variants: (Omit<StockPiece, 'productName'> & { held: number[] })[];
};

/** A product's live variants × every location: the product screen's stock by location. */
export async function getProductStockByLocation(productId: string): Promise<ProductStockByLocation> {
  await requirePermission('products.read');
  const [locations, variants] = await Promise.all([
    db.select({ id: stockLocations.id, name: stockLocations.name, sellsOnline: stockLocations.sellsOnline }).from(stockLocations).orderBy(...locationOrder()),
    db
      .select({ variantId: productVariants.id, option1: productVariants.option1, option2: productVariants.option2, option3: productVariants.option3, sku: productVariants.sku })
      .from(productVariants)
      .where(and(eq(productVariants.productId, productId), isNull(productVariants.archivedAt)))
      .orderBy(asc(productVariants.position), asc(productVariants.id)),
  ]);
  const held =
    variants.length === 0
      ? []
      : await db
          .select({ locationId: locationStock.locationId, variantId: locationStock.variantId, quantity: locationStock.quantity })
          .from(locationStock)
          .where(inArray(locationStock.variantId, variants.map((variant) => variant.variantId)));
  const count = new Map(held.map((row) => [`${row.locationId}:${row.variantId}`, row.quantity]));
  return {
    locations,
    variants: variants.map(({ variantId, option1, option2, option3, sku }) => ({
      variantId,
      variant: variantLabel([option1, option2, option3]),
      sku,
      held: locations.map((location) => count.get(`${location.id}:${variantId}`) ?? 0),
    })),
  };
}
