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

/** Where words with their spellings match: anywhere, in the name, in the name or an option value or SKU; and the tier that ranks them. */
function matchesOf(spellings: string[][]) {
  const inText = everyWord(productSearchText(products), spellings);
  const inName = everyWord(productSearchName(products), spellings);
  const inOptions = everyWord(productSearchNameAndOptions(products), spellings);
  return { inText, inName, inOptions, tier: sql`case when ${inName} then 1 when ${inOptions} then 2 else 3 end` };
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
  const { inText, inName, inOptions, tier } = matchesOf(spellings);
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

/** The catalogue's words and the synonyms', with how often each is used: what a mistyped word is corrected to. */
async function knownWords(groups: string[][]) {
  const known = new Map(await catalogueWords());
  for (const word of groups.flat()) known.set(word, known.get(word) ?? 1);
  return known;
}

/**
 * The spellings with each word the catalogue and the synonyms do not use replaced by its nearest known
 * words, searched as those only (as typed, it matched nothing); null when no word has a correction.
 */
function correctedSpellings(words: string[], spellings: string[][], groups: string[][], known: Map<string, number>) {
  const corrections = words.map((word) => (known.has(word) ? [] : nearestWords(word, known, correctableEdits(word.length), CORRECTIONS_PER_WORD)));
  if (!corrections.some((found) => found.length > 0)) return null;
  return spellings.map((options, i) => (corrections[i]!.length > 0 ? corrections[i]!.flatMap((word) => withSynonyms(word, groups)) : options));
}

/** The query's words, each with its synonyms. */
async function spelledQuery(query: string) {
  const words = queryWords(query.trim());
  const groups = await synonymGroups();
  return { words, groups, spellings: words.map((word) => withSynonyms(word, groups)) };
}

export async function searchProducts(query: string): Promise<SearchAnswer> {
  const { words, groups, spellings } = await spelledQuery(query);
  if (words.length === 0) return NOTHING;
  const results = await rankedMatches(spellings);
  if (results.length > 0) return { results, didYouMean: null };

  // Nothing matched: correct the words the catalogue and the synonyms do not use.
  const known = await knownWords(groups);
  const widened = correctedSpellings(words, spellings, groups, known);
  if (widened) {
    const corrected = await rankedMatches(widened);
    if (corrected.length > 0) return { results: corrected, didYouMean: null };
  }
  const suggestion = words.map((word) => (known.has(word) ? word : (nearestWords(word, known, suggestableEdits(word.length))[0] ?? word))).join(' ');
  return { results: [], didYouMean: suggestion === words.join(' ') ? null : suggestion };
}

/** A search as a condition on products and its rank: 1 matched in the name, 2 by an option value or SKU, 3 elsewhere. */
export type SearchCondition = { where: SQL; rank: SQL };

function conditionOf(spellings: string[][]): SearchCondition {
  const { inText, tier } = matchesOf(spellings);
  return { where: inText!, rank: tier };
}

async function findsAny(condition: SearchCondition) {
  const [row] = await db.select({ id: products.id }).from(products).where(and(eq(products.status, 'active'), condition.where)).limit(1);
  return row !== undefined;
}

/**
 * What a search finds, for /shop's list of search results and its filters
 * (docs/decisions/0061-filters-on-search-results.md): the words as searchProducts reads them, synonyms
 * and corrections of mistyped words included; a condition that holds for nothing when nothing matches.
 */
export async function searchCondition(query: string): Promise<SearchCondition> {
  const { words, groups, spellings } = await spelledQuery(query);
  if (words.length === 0) return { where: sql`false`, rank: sql`3` };
  const asTyped = conditionOf(spellings);
  if (await findsAny(asTyped)) return asTyped;
  const widened = correctedSpellings(words, spellings, groups, await knownWords(groups));
  return widened ? conditionOf(widened) : asTyped;
}
