import 'server-only';
import { and, asc, count, desc, eq, gt, ilike, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { categories, discountCodes, products, productVariants } from '@/server/db/schema';
import { variantLabel } from '@/lib/catalog/variant-rules';
import { containsPattern } from '@/server/db/contains-pattern';
import { requirePermission } from '@/server/auth/permissions';
import { ADMIN_DISCOUNTS_PAGE_SIZE, type AdminDiscountListParams, type DiscountStatus } from '@/lib/schemas/discount';
import { pageWindow } from '@/server/db/page-window';

// The back office's reads of discount codes (docs/product.md, "Discount codes"): one page of codes,
// newest first, searched by code and filtered by status and kind, each with its uses and the money
// it gave away; and the products (with their variants) and categories a code may be limited to.

export type AdminDiscountRow = typeof discountCodes.$inferSelect;

export type AdminDiscountPage = { rows: AdminDiscountRow[]; total: number; page: number; pageCount: number; pageSize: number };

/** What each status means at `now`: live, not started yet, ended (or used up), or switched off. */
function statusCondition(status: DiscountStatus, now: Date): SQL | undefined {
  const started = or(isNull(discountCodes.startsAt), lte(discountCodes.startsAt, now));
  const notEnded = or(isNull(discountCodes.endsAt), gt(discountCodes.endsAt, now));
  const notUsedUp = or(isNull(discountCodes.usageLimit), sql`${discountCodes.usesCount} < ${discountCodes.usageLimit}`);
  switch (status) {
    case 'active':
      return and(eq(discountCodes.active, true), started, notEnded, notUsedUp);
    case 'scheduled':
      return and(eq(discountCodes.active, true), gt(discountCodes.startsAt, now));
    case 'ended':
      return or(lte(discountCodes.endsAt, now), sql`${discountCodes.usesCount} >= ${discountCodes.usageLimit}`);
    case 'off':
      return eq(discountCodes.active, false);
  }
}

export async function listAdminDiscounts(params: AdminDiscountListParams): Promise<AdminDiscountPage> {
  await requirePermission('discounts.manage');
  const where = and(
    params.q ? ilike(discountCodes.code, containsPattern(params.q)) : undefined,
    params.status ? statusCondition(params.status, new Date()) : undefined,
    params.kind ? eq(discountCodes.kind, params.kind) : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(discountCodes).where(where);
  const { page, pageCount, pageSize, offset } = pageWindow(total, params.page, ADMIN_DISCOUNTS_PAGE_SIZE);
  const rows = await db
    .select()
    .from(discountCodes)
    .where(where)
    .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id))
    .limit(pageSize)
    .offset(offset);
  return { rows, total, page, pageCount, pageSize };
}

/** A variant a code may be narrowed to: "3-seater / Velvet". */
export type DiscountTargetVariant = { id: string; label: string };

export type DiscountTargets = {
  /** `variants`: those on sale of a product with options, in its order; empty for a product sold in one form. */
  products: { id: string; name: string; category: string; variants: DiscountTargetVariant[] }[];
  categories: { slug: string; name: string }[];
};

/** What a code may be limited to: every category and every product (a hidden one may come back), by name, with its variants. */
export async function listDiscountTargets(): Promise<DiscountTargets> {
  await requirePermission('discounts.manage');
  const [productRows, categoryRows, variantRows] = await Promise.all([
    db
      .select({ id: products.id, name: products.name, category: products.category })
      .from(products)
      .orderBy(asc(products.name)),
    db.select({ slug: categories.slug, name: categories.name }).from(categories).orderBy(asc(categories.name)),
    db
      .select({ id: productVariants.id, productId: productVariants.productId, option1: productVariants.option1, option2: productVariants.option2, option3: productVariants.option3 })
      .from(productVariants)
      .where(and(isNull(productVariants.archivedAt), isNotNull(productVariants.option1)))
      .orderBy(asc(productVariants.productId), asc(productVariants.position)),
  ]);
  const variants = new Map<string, DiscountTargetVariant[]>();
  for (const variant of variantRows) {
    const label = variantLabel([variant.option1, variant.option2, variant.option3]) ?? '';
    variants.set(variant.productId, [...(variants.get(variant.productId) ?? []), { id: variant.id, label }]);
  }
  return {
    products: productRows.map((product) => ({ ...product, variants: variants.get(product.id) ?? [] })),
    categories: categoryRows,
  };
}
