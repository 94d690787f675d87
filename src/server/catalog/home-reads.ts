import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { HOME_COLLECTION_PER_TAB, HOME_COLLECTION_TABS, HOME_FEATURED_PER_SLIDE } from '@/lib/constants';
import { cardColumns, toCard, type ProductCardData } from './product-reads';

/** Product cards keyed by category slug; a category with nothing featured is absent. */
export type ProductsByCategory = Partial<Record<string, ProductCardData[]>>;

/**
 * Featured active products of several categories in one query, newest first, at most
 * `perCategory` of each (admins may feature 4 per category, so the lists are short).
 */
export async function listFeaturedByCategory(
  categorySlugs: readonly string[],
  perCategory: number,
): Promise<ProductsByCategory> {
  const wanted = [...new Set(categorySlugs)];
  if (wanted.length === 0 || perCategory <= 0) return {};
  const rows = await db
    .select(cardColumns)
    .from(products)
    .where(and(inArray(products.category, wanted), eq(products.featured, true), eq(products.status, 'active')))
    .orderBy(desc(products.createdAt), desc(products.id));
  const grouped: ProductsByCategory = {};
  for (const row of rows) {
    const list = (grouped[row.category] ??= []);
    if (list.length < perCategory) list.push(toCard(row));
  }
  return grouped;
}

async function loadFeatured(categorySlugs: readonly string[], perCategory: number, what: string) {
  try {
    return await listFeaturedByCategory(categorySlugs, perCategory);
  } catch (error) {
    // Spec section 8: the home page only logs this and shows empty lists.
    logger.error({ err: error, categories: categorySlugs }, `Failed to load ${what}`);
    return {};
  }
}

/** 'Our Collection': up to 4 featured products for each home tab. */
export function loadHomeCollection(): Promise<ProductsByCategory> {
  return loadFeatured(HOME_COLLECTION_TABS, HOME_COLLECTION_PER_TAB, 'the home collection');
}

/** The 'Featured {category}' grids under the slide carousel: up to 5 for each slide's category. */
export function loadSlideFeatured(categorySlugs: readonly string[]): Promise<ProductsByCategory> {
  return loadFeatured(categorySlugs, HOME_FEATURED_PER_SLIDE, 'featured products for the hero slides');
}
