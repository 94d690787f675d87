import 'server-only';
import { asc, sql } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { categories } from '@/server/db/schema';
import { requirePermission } from '@/server/auth/permissions';

// The back office's read of the categories table (docs/product.md section 7: ordered by display_order).

export type AdminCategory = {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  bannerImageUrl: string | null;
  displayOrder: number;
  parentId: string | null;
  /** What its pieces' e-invoice lines report; null: the parent's or the settings' default. */
  hsCode: string | null;
  taxProductCategory: string | null;
  /** Products whose category is this slug: while there are any, it cannot be deleted. */
  productCount: number;
  /** Hero slides showing this category: the same. */
  slideCount: number;
};

export async function listAdminCategories(): Promise<AdminCategory[]> {
  await requirePermission('products.read');
  return db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      description: categories.description,
      bannerImageUrl: categories.bannerImageUrl,
      displayOrder: categories.displayOrder,
      parentId: categories.parentId,
      hsCode: categories.hsCode,
      taxProductCategory: categories.taxProductCategory,
      productCount: sql<number>`(select count(*) from products where products.category = ${categories.slug})::int`,
      slideCount: sql<number>`(select count(*) from homepage_hero_slides where homepage_hero_slides.category = ${categories.slug})::int`,
    })
    .from(categories)
    .orderBy(asc(categories.displayOrder), asc(categories.name));
}
