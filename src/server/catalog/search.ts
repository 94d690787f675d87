import 'server-only';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { SEARCH_RESULT_LIMIT } from '@/lib/constants';

// Product search (spec section 5): a case-insensitive partial match on name, description or
// category, active products only, at most 10 results. The WHERE clause uses exactly the
// expression of the trigram index products_search_trgm_idx, so the index serves it.

export type SearchResult = { id: string; name: string; description: string | null; category: string };

/** The user's text as a LIKE pattern that matches it literally anywhere: % _ and \ are escaped. */
export function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export async function searchProducts(query: string): Promise<SearchResult[]> {
  const text = query.trim();
  if (!text) return [];
  const pattern = containsPattern(text);
  const searchable = sql`(${products.name} || ' ' || coalesce(${products.description}, '') || ' ' || ${products.category})`;
  return db
    .select({ id: products.id, name: products.name, description: products.description, category: products.category })
    .from(products)
    .where(and(eq(products.status, 'active'), sql`${searchable} ilike ${pattern}`))
    // Products whose name matches come first, then alphabetical.
    .orderBy(desc(sql`${products.name} ilike ${pattern}`), asc(products.name), asc(products.id))
    .limit(SEARCH_RESULT_LIMIT);
}
