import 'server-only';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { productSearchName, productSearchNameAndOptions, productSearchText, products, websiteSettings } from '@/server/db/schema';
import { SEARCH_RESULT_LIMIT } from '@/lib/constants';
import { correctableEdits, nearestWords, suggestableEdits } from '@/lib/search/edit-distance';
import { parseSynonymGroups, SEARCH_SYNONYMS_DEFAULT, synonymsOf } from '@/lib/search/synonyms';
import { containsPattern } from '@/server/db/contains-pattern';
import { catalogueWords } from './search-vocabulary';

// Product search (docs/product.md section 5, docs/decisions/0057-forgiving-search.md): active products
// only, at most 10 results. Each word of the query must match, case-insensitively and as part of a word,
// the name, an option value or SKU, the description or the category; a word also matches through the
// synonyms staff keep ("couch" finds sofas). Results whose name matches come first, then those matched by
// an option value or SKU, then the rest, each alphabetical. When nothing matches, a word the catalogue
// does not use is corrected to the nearest one it does ("sofer" finds sofas); if that finds nothing
// either, the answer offers the nearest words as "Did you mean". The WHERE clauses use the expressions
// of the trigram indexes products_search_text_trgm_idx and products_search_name_trgm_idx.

export type SearchResult = { id: string; name: string; description: string | null; category: string };

/** What a search found, and when it found nothing, a query it might have meant. */
export type SearchAnswer = { results: SearchResult[]; didYouMean: string | null };

const NOTHING: SearchAnswer = { results: [], didYouMean: null };
const MAX_WORDS = 8;
const CORRECTIONS_PER_WORD = 2;

/** The query's words: split at spaces only, so "50_cm" or "AL-SOF-003" stays one word. */
function queryWords(query: string) {
  return query.toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
}

async function synonymGroups() {
  const [row] = await db.select({ text: websiteSettings.searchSynonyms }).from(websiteSettings).limit(1);
  // No settings saved yet: the synonyms a new shop starts with.
  return parseSynonymGroups(row?.text ?? SEARCH_SYNONYMS_DEFAULT);
}

/** A word with what it means: its synonyms, and a plural's singular's ("drapes" as "drape", "couches" as "couch"). */
function withSynonyms(word: string, groups: string[][]) {
  const forms = new Set([word, word.replace(/s$/, ''), word.replace(/es$/, '')]);
  return [...new Set([word, ...[...forms].flatMap((form) => synonymsOf(form, groups))])];
}

/**
 * The spellings worth asking for: one that holds another adds nothing to a part-of-a-word match
 * ("sofas" beside "sofa"), and each costs the index a scan.
 */
function fewest(spellings: string[]) {
  const unique = [...new Set(spellings)];
  return unique.filter((text) => !unique.some((other) => other !== text && text.includes(other)));
}

/** Every word matches `expression` by one of its spellings. */
function everyWord(expression: SQL, spellings: string[][]) {
  return and(...spellings.map((options) => or(...fewest(options).map((text) => sql`${expression} like lower(${containsPattern(text)})`))));
}

type Tiered = SearchResult & { tier: number };

async function firstMatches(where: SQL | undefined, tier: SQL) {
  const rows = await db
    .select({ id: products.id, name: products.name, description: products.description, category: products.category, tier: sql<number>`${tier}` })
    .from(products)
    .where(and(eq(products.status, 'active'), where))
    .limit(SEARCH_RESULT_LIMIT);
  return rows.map((row) => ({ ...row, tier: Number(row.tier) }));
}

/**
 * The best matches of words with their spellings. No ORDER BY, so the database stops at the tenth
 * match instead of sorting every match of a common word: fewer than ten matches are all there are,
 * and with ten, the name matches and then the option matches are asked for on their own.
 */
async function rankedMatches(spellings: string[][]): Promise<SearchResult[]> {
  const inText = everyWord(productSearchText(products), spellings);
  const inName = everyWord(productSearchName(products), spellings);
  const inOptions = everyWord(productSearchNameAndOptions(products), spellings);
  const tier = sql`case when ${inName} then 1 when ${inOptions} then 2 else 3 end`;
  const any = await firstMatches(inText, tier);
  if (any.length < SEARCH_RESULT_LIMIT || any.every((row) => row.tier === 1)) return ranked(any);
  const byName = await firstMatches(inName, tier);
  if (byName.length === SEARCH_RESULT_LIMIT) return ranked(byName);
  const byOptions = await firstMatches(and(inText, inOptions), tier);
  return ranked([...byName, ...byOptions, ...any]);
}

/** Best tier first, each alphabetical; a row found twice is listed once. */
function ranked(rows: Tiered[]): SearchResult[] {
  const unique = [...new Map(rows.map((row) => [row.id, row])).values()];
  unique.sort((a, b) => a.tier - b.tier || a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id));
  return unique.slice(0, SEARCH_RESULT_LIMIT).map(({ id, name, description, category }) => ({ id, name, description, category }));
}

export async function searchProducts(query: string): Promise<SearchAnswer> {
  const words = queryWords(query.trim());
  if (words.length === 0) return NOTHING;
  const groups = await synonymGroups();
  const spellings = words.map((word) => withSynonyms(word, groups));
  const results = await rankedMatches(spellings);
  if (results.length > 0) return { results, didYouMean: null };

  // Nothing matched: correct the words the catalogue and the synonyms do not use.
  const known = new Map(await catalogueWords());
  for (const word of groups.flat()) known.set(word, known.get(word) ?? 1);
  const unknown = (word: string) => !known.has(word);
  const corrections = words.map((word) => (unknown(word) ? nearestWords(word, known, correctableEdits(word.length), CORRECTIONS_PER_WORD) : []));
  if (corrections.some((found) => found.length > 0)) {
    // A corrected word is searched as its corrections only: as typed, it matched nothing.
    const widened = spellings.map((options, i) => (corrections[i]!.length > 0 ? corrections[i]!.flatMap((word) => withSynonyms(word, groups)) : options));
    const corrected = await rankedMatches(widened);
    if (corrected.length > 0) return { results: corrected, didYouMean: null };
  }
  const suggestion = words.map((word) => (unknown(word) ? (nearestWords(word, known, suggestableEdits(word.length))[0] ?? word) : word)).join(' ');
  return { results: [], didYouMean: suggestion === words.join(' ') ? null : suggestion };
}
