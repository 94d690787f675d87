import 'server-only';
import { variantLabel } from '@/lib/catalog/variant-rules';
import { and, asc, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { blogPosts, orderCounts, portfolioItems, products, productVariants } from '@/server/db/schema';
import { countOrders } from '@/server/orders/order-counts';
import { countOrdersNeedingAttention } from '@/server/payments/needs-attention';
import { LOW_STOCK_MAX } from '@/lib/catalog/low-stock';
import { DASHBOARD_RECENT } from '@/lib/constants';
import { lagosDay } from '@/lib/dates';
import { addCalendarDays } from '@/lib/delivery/business-days';
import { salesFigures } from '@/server/reports/sale-sums';
import { byBucket } from '@/server/reports/sales-breakdowns';
import { requirePermission } from '@/server/auth/permissions';

// The dashboard's reads (docs/product.md section 2, "Dashboard", plus what a shop owner looks at
// first: sales of the last 30 days, orders waiting, low stock; the orders needing attention
// are counted in src/server/payments/needs-attention.ts). One query per widget,
// each aggregated in the database, each checking the caller is an admin itself.

export const SALES_DAYS = 30;
export const LOW_STOCK_LIST = 8;

export type DashboardCounts = { products: number; orders: number; blogPosts: number; portfolioItems: number };

/** The four counts, in one round trip; orders from the counts the database keeps (src/server/orders/order-counts.ts). */
export async function getDashboardCounts(): Promise<DashboardCounts> {
  await requirePermission('dashboard.read');
  const [row] = await db
    .select({
      products: sql<number>`(select count(*) from ${products})`.mapWith(Number),
      orders: sql<number>`(select coalesce(sum(${orderCounts.orders}), 0) from ${orderCounts})`.mapWith(Number),
      blogPosts: sql<number>`(select count(*) from ${blogPosts})`.mapWith(Number),
      portfolioItems: sql<number>`(select count(*) from ${portfolioItems})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return row ?? { products: 0, orders: 0, blogPosts: 0, portfolioItems: 0 };
}

/**
 * One Lagos calendar day of sales (docs/decisions/0082-what-each-figure-counts.md): the total sales of the
 * orders placed that day less the refunds processed that day, and how many orders were placed.
 */
export type SalesDay = { day: string; revenueKobo: number; orders: number };

/**
 * Total sales and orders per Lagos day for the last 30 days, today (in Lagos) last, counted as the
 * Reports screen counts them (src/server/reports/sale-sums.ts), so a day reads the same in both. Days
 * without either are there with zeros, so the chart always has 30 bars.
 */
export async function getSalesLast30Days(now: Date = new Date()): Promise<SalesDay[]> {
  await requirePermission('dashboard.read');
  const today = lagosDay(now);
  const first = addCalendarDays(today, -(SALES_DAYS - 1));
  const byDay = await salesFigures({ first, last: today }, byBucket('day'));
  return Array.from({ length: SALES_DAYS }, (_, index) => {
    const day = addCalendarDays(first, index);
    const figures = byDay.get(day);
    return { day, revenueKobo: figures?.totalKobo ?? 0, orders: figures?.orders ?? 0 };
  });
}

/** Orders waiting for the shop: status pending. */
export async function getPendingOrderCount(): Promise<number> {
  await requirePermission('dashboard.read');
  return countOrders({ status: 'pending' });
}

export type LowStockProduct = {
  /** The product, whose edit page the row opens. */
  id: string;
  variantId: string;
  name: string;
  /** The variant's name ("Emerald"); null for a product's single variant. */
  variant: string | null;
  sku: string | null;
  stockQuantity: number;
  imageUrl: string | null;
};
export type LowStock = { products: LowStockProduct[]; total: number };

/**
 * Variants of active products with 10 or fewer in stock, lowest first (the first 8), and how many there
 * are in all: each variant runs out on its own (docs/decisions/0053-variants-are-the-unit-of-sale.md).
 */
export async function getLowStockProducts(): Promise<LowStock> {
  await requirePermission('dashboard.read');
  const rows = await db
    .select({
      id: products.id,
      variantId: productVariants.id,
      name: products.name,
      option1: productVariants.option1,
      option2: productVariants.option2,
      option3: productVariants.option3,
      sku: sql<string | null>`coalesce(${productVariants.sku}, ${products.sku})`,
      stockQuantity: productVariants.stockQuantity,
      imageUrl: sql<string | null>`coalesce(${products.thumbnailUrl}, ${products.imageUrl})`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(isNull(productVariants.archivedAt), lte(productVariants.stockQuantity, LOW_STOCK_MAX), eq(products.status, 'active')))
    .orderBy(asc(productVariants.stockQuantity), asc(products.name), asc(productVariants.position), asc(productVariants.id))
    .limit(LOW_STOCK_LIST);
  return {
    products: rows.map(({ total: _total, option1, option2, option3, ...product }) => ({ ...product, variant: variantLabel([option1, option2, option3]) })),
    total: rows[0]?.total ?? 0,
  };
}

export type RecentEntry = { id: string; title: string; status: 'draft' | 'published'; createdAt: Date };

/** The five most recent blog posts, any status. */
export async function getRecentBlogPosts(): Promise<RecentEntry[]> {
  await requirePermission('dashboard.read');
  return db
    .select({ id: blogPosts.id, title: blogPosts.title, status: blogPosts.status, createdAt: blogPosts.createdAt })
    .from(blogPosts)
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
    .limit(DASHBOARD_RECENT);
}

/** The five most recent portfolio items, any status. */
export async function getRecentPortfolioItems(): Promise<RecentEntry[]> {
  await requirePermission('dashboard.read');
  return db
    .select({
      id: portfolioItems.id,
      title: portfolioItems.title,
      status: portfolioItems.status,
      createdAt: portfolioItems.createdAt,
    })
    .from(portfolioItems)
    .orderBy(desc(portfolioItems.createdAt), desc(portfolioItems.id))
    .limit(DASHBOARD_RECENT);
}

/** Every widget's read, at once, as the dashboard shows them (and as `npm run bench:large` times them). */
export async function readDashboard() {
  // Checked once before the reads start in parallel: otherwise a role refused by several of them is
  // refused by whichever answers first (on PostgreSQL, a race).
  await requirePermission('dashboard.read');
  const [counts, sales, pending, attention, lowStock, posts, portfolio] = await Promise.all([
    getDashboardCounts(),
    getSalesLast30Days(),
    getPendingOrderCount(),
    countOrdersNeedingAttention(),
    getLowStockProducts(),
    getRecentBlogPosts(),
    getRecentPortfolioItems(),
  ]);
  return { counts, sales, pending, attention, lowStock, posts, portfolio };
}
