import 'server-only';
import { and, asc, count, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { categories, orders, productSearchName, products, productVariants, stockMovements } from '@/server/db/schema';
import type { StockMovementReason } from '@/lib/catalog/stock-movements';
import { isProductId } from './product-page-reads';
import { liveVariantsOf, productOfferOf, type SavedOption, type SavedVariant } from './variant-reads';
import { variantLabel } from '@/lib/catalog/variant-rules';
import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  defaultDirection,
  type AdminProductListParams,
  type AdminProductSort,
  type SortDirection,
} from '@/lib/schemas/product';
import type { DeliveryClass, ProductStatus } from '@/lib/constants';
import type { PaymentTerms } from '@/lib/made-to-order-constants';
import { containsPattern } from '@/server/db/contains-pattern';
import { requirePermission } from '@/server/auth/permissions';
import { pageIds, pageWindow } from '@/server/db/page-window';
import { measuredRulesOf } from './measured-reads';
import { variantCostsOf } from './variant-costs';
import { canSeeCosts } from '@/lib/catalog/cost-visibility';
import type { MeasuredRule } from '@/lib/catalog/measured-price';

// The back office's reads of the catalogue (docs/product.md section 2, Products). Unlike the storefront
// these see every status. Each export checks the caller is an admin itself.

export type AdminProductRow = {
  id: string;
  name: string;
  sku: string | null;
  category: string;
  categoryName: string | null;
  priceKobo: number;
  discountPriceKobo: number | null;
  stockQuantity: number;
  status: ProductStatus | null;
  featured: boolean;
  /** The thumbnail, else the main image. */
  imageUrl: string | null;
  /** Its variants on sale, each with its stock, for the list's stock editor. */
  variants: { id: string; label: string | null; stockQuantity: number }[];
};

export type AdminProductPage = {
  rows: AdminProductRow[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  sort: AdminProductSort;
  dir: SortDirection;
};

const SORT_COLUMNS: Record<AdminProductSort, AnyColumn | SQL> = {
  created: products.createdAt,
  name: sql`lower(${products.name})`,
  sku: products.sku,
  category: products.category,
  price: products.priceKobo,
  stock: products.stockQuantity,
  status: products.status,
  featured: products.featured,
};

/**
 * One page of products, searched by name (case-insensitive, a partial match), optionally in
 * one category, sorted by any column (ties broken by id, so pages never overlap). Paging is
 * LIMIT/OFFSET in the database, so the screen stays fast however large the catalogue.
 */
export async function listAdminProducts(params: AdminProductListParams): Promise<AdminProductPage> {
  await requirePermission('products.read');
  const dir = params.dir ?? defaultDirection(params.sort);
  const conditions = [
    // The expression of products_search_name_trgm_idx, so the trigram index answers a search.
    params.q ? sql`${productSearchName(products)} like lower(${containsPattern(params.q)})` : undefined,
    params.category ? eq(products.category, params.category) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  const where = conditions.length ? and(...conditions) : undefined;
  const order = dir === 'asc' ? asc : desc;
  // Nulls (a missing SKU) go last either way.
  const orderBy = [
    params.sort === 'sku' ? sql`${products.sku} ${sql.raw(dir)} nulls last` : order(SORT_COLUMNS[params.sort]),
    order(products.id),
  ];

  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(products).where(where);
  const { page, pageCount, pageSize, offset } = pageWindow(total, params.page, ADMIN_PRODUCTS_PAGE_SIZE);

  // The page's ids first, from the sort's index alone, then only those rows with their category
  // (docs/decisions/0030-admin-lists-at-a-million-orders.md).
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      category: products.category,
      categoryName: categories.name,
      priceKobo: products.priceKobo,
      discountPriceKobo: products.discountPriceKobo,
      stockQuantity: products.stockQuantity,
      status: products.status,
      featured: products.featured,
      imageUrl: sql<string | null>`coalesce(${products.thumbnailUrl}, ${products.imageUrl})`,
    })
    .from(products)
    .leftJoin(categories, eq(categories.slug, products.category))
    .where(inArray(products.id, pageIds(products, where, orderBy, { pageSize, offset })))
    .orderBy(...orderBy);
  const variants = await liveVariantsOf(db, rows.map((row) => row.id));
  const withVariants = rows.map((row) => ({
    ...row,
    variants: variants
      .filter((variant) => variant.productId === row.id)
      .map((variant) => ({ id: variant.id, label: variantLabel([variant.option1, variant.option2, variant.option3]), stockQuantity: variant.stockQuantity })),
  }));

  return { rows: withVariants, total, page, pageCount, pageSize, sort: params.sort, dir };
}

export type AdminProduct = {
  id: string;
  name: string;
  sku: string | null;
  description: string | null;
  category: string;
  subcategory: string | null;
  priceKobo: number;
  discountPriceKobo: number | null;
  stockQuantity: number;
  imageUrl: string | null;
  thumbnailUrl: string | null;
  additionalImages: string[];
  /** Its options (Size, Fabric...) and the variants sold; none and one for a piece sold in one form. */
  options: SavedOption[];
  /** Each with its cost per item: null when not known, or when the role may not see costs. */
  variants: (SavedVariant & { costKobo: number | null })[];
  status: ProductStatus;
  featured: boolean;
  tags: string[];
  deliveryClass: DeliveryClass;
  /** Made to order: both null when the piece ships from stock. */
  leadTimeMinDays: number | null;
  leadTimeMaxDays: number | null;
  paymentTerms: PaymentTerms;
  depositPercent: number | null;
  /** Its own e-invoice codes; null: its category's. */
  hsCode: string | null;
  taxProductCategory: string | null;
  /** Made to measure: its rule (docs/decisions/0058-made-to-measure.md); null when sold at fixed sizes. */
  measured: MeasuredRule | null;
};

/** One product for the edit form, whatever its status; null for an unknown or malformed id. */
export async function getAdminProduct(id: string): Promise<AdminProduct | null> {
  const staff = await requirePermission('products.read');
  if (!isProductId(id)) return null;
  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      description: products.description,
      category: products.category,
      subcategory: products.subcategory,
      priceKobo: products.priceKobo,
      discountPriceKobo: products.discountPriceKobo,
      stockQuantity: products.stockQuantity,
      imageUrl: products.imageUrl,
      thumbnailUrl: products.thumbnailUrl,
      additionalImages: products.additionalImages,
      status: products.status,
      featured: products.featured,
      tags: products.tags,
      deliveryClass: products.deliveryClass,
      leadTimeMinDays: products.leadTimeMinDays,
      leadTimeMaxDays: products.leadTimeMaxDays,
      paymentTerms: products.paymentTerms,
      depositPercent: products.depositPercent,
      hsCode: products.hsCode,
      taxProductCategory: products.taxProductCategory,
    })
    .from(products)
    .where(eq(products.id, id.toLowerCase()))
    .limit(1);
  if (!row) return null;
  const [offer, rules, costs] = await Promise.all([
    productOfferOf(db, row.id),
    measuredRulesOf(db, [row.id]),
    canSeeCosts(staff.role) ? variantCostsOf(db, [row.id]) : new Map<string, number | null>(),
  ]);
  const variants = offer.variants.map((variant) => ({ ...variant, costKobo: costs.get(variant.id) ?? null }));
  return { ...row, ...offer, variants, measured: rules.get(row.id) ?? null };
}

export type CategoryOption = { slug: string; name: string };

/** Every category by name: the form's category select and the list's filter. */
export async function listProductCategoryOptions(): Promise<CategoryOption[]> {
  await requirePermission('products.read');
  return db.select({ slug: categories.slug, name: categories.name }).from(categories).orderBy(asc(categories.name), asc(categories.slug));
}

export type StockHistoryEntry = {
  id: string;
  at: Date;
  /** The variant's name ("3-seater / Velvet"); null for a product's single variant. */
  variant: string | null;
  change: number;
  stockAfter: number;
  reason: StockMovementReason;
  orderNumber: string | null;
  actorName: string | null;
};

/** The latest changes of a product's stock, newest first (docs/decisions/0054-stock-history.md). */
export async function listStockHistory(productId: string, limit = 20): Promise<StockHistoryEntry[]> {
  await requirePermission('products.read');
  if (!isProductId(productId)) return [];
  const rows = await db
    .select({
      id: stockMovements.id,
      at: stockMovements.createdAt,
      option1: productVariants.option1,
      option2: productVariants.option2,
      option3: productVariants.option3,
      change: stockMovements.change,
      stockAfter: stockMovements.stockAfter,
      reason: stockMovements.reason,
      orderNumber: orders.orderNumber,
      actorName: stockMovements.actorName,
    })
    .from(stockMovements)
    .innerJoin(productVariants, eq(productVariants.id, stockMovements.variantId))
    .leftJoin(orders, eq(orders.id, stockMovements.orderId))
    .where(eq(stockMovements.productId, productId.toLowerCase()))
    .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
    .limit(limit);
  return rows.map(({ option1, option2, option3, ...row }) => ({ ...row, variant: variantLabel([option1, option2, option3]) }));
}
