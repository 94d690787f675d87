import 'server-only';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { productSearchName, productSearchText, products } from '@/server/db/schema';
import { SEARCH_RESULT_LIMIT } from '@/lib/constants';
import { containsPattern } from '@/server/db/contains-pattern';

// Product search (docs/product.md section 5): a case-insensitive partial match on name, description or
// category, active products only, at most 10 results, those matching by name first. The
// WHERE clauses use the expressions of the trigram indexes products_search_text_trgm_idx and
// products_search_name_trgm_idx, so the indexes serve them.

export type SearchResult = { id: string; name: string; description: string | null; category: string };

const searchColumns = { id: products.id, name: products.name, description: products.description, category: products.category };

function firstMatches(where: SQL | undefined, nameMatches: SQL) {
  return db
    .select({ ...searchColumns, byName: sql<boolean>`${nameMatches}` })
    .from(products)
    .where(and(eq(products.status, 'active'), where))
    .limit(SEARCH_RESULT_LIMIT);
}

export async function searchProducts(query: string): Promise<SearchResult[]> {
  const text = query.trim();
  if (!text) return [];
  const pattern = sql`lower(${containsPattern(text)})`;
  const nameMatches = sql`${productSearchName(products)} like ${pattern}`;
  // No ORDER BY, so the database stops at the tenth match instead of sorting every match of
  // a common word. Fewer than ten matches are all there are: one query answers most searches.
  const any = await firstMatches(sql`${productSearchText(products)} like ${pattern}`, nameMatches);
  const anyByName = any.filter((row) => row.byName);
  if (any.length < SEARCH_RESULT_LIMIT || anyByName.length === any.length) return ranked(anyByName, any);
  // Ten matches, some not by name: ask for name matches alone. If there are fewer than ten,
  // they are complete, so the first query holds enough of the others to fill the list.
  const byName = await firstMatches(nameMatches, nameMatches);
  return ranked(byName, any).slice(0, SEARCH_RESULT_LIMIT);
}

/** Name matches first, then the rest, each alphabetical; the same row is listed once. */
function ranked(byName: SearchResult[], candidates: Array<SearchResult & { byName: boolean }>) {
  const others = candidates.filter((row) => !row.byName);
  return [...alphabetical(byName), ...alphabetical(others)].map(({ id, name, description, category }) => ({ id, name, description, category }));
}

function alphabetical<T extends SearchResult>(results: T[]) {
  return results.sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id));
}
