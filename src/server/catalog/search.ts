import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
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

const searchColumns = { id: products.id, name: products.name, description: products.description, category: products.category };

export async function searchProducts(query: string): Promise<SearchResult[]> {
  const text = query.trim();
  if (!text) return [];
  const pattern = containsPattern(text);
  const searchable = sql`(${products.name} || ' ' || coalesce(${products.description}, '') || ' ' || ${products.category})`;
  const matches = and(eq(products.status, 'active'), sql`${searchable} ilike ${pattern}`);
  const nameMatches = sql`${products.name} ilike ${pattern}`;
  // Products whose name matches come first. Two small queries without ORDER BY let the
  // database stop at the tenth match instead of sorting every match of a common word.
  const byName = await db.select(searchColumns).from(products).where(and(matches, nameMatches)).limit(SEARCH_RESULT_LIMIT);
  if (byName.length === SEARCH_RESULT_LIMIT) return alphabetical(byName);
  const others = await db
    .select(searchColumns)
    .from(products)
    .where(and(matches, sql`not (${nameMatches})`))
    .limit(SEARCH_RESULT_LIMIT - byName.length);
  return [...alphabetical(byName), ...alphabetical(others)];
}

function alphabetical(results: SearchResult[]) {
  return results.sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id));
}
