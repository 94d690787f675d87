import 'server-only';
import { max, sql } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { products } from '@/server/db/schema';

// The words the catalogue uses, for search's typo corrections and "Did you mean"
// (docs/decisions/0057-forgiving-search.md): every word of an active piece's name, option values, SKUs and
// category, with how many pieces use it (words of letters only: a model number or a SKU's digits is
// never a typing mistake's fix). Read from the database only after a search found nothing,
// kept for a minute, and read again sooner when a piece changed (the newest updated_at moved), so a
// second instance of the shop never corrects from a word list older than a minute.

const KEPT_MS = 60_000;
const MIN_WORD_LENGTH = 3;

type Kept = { words: Map<string, number>; newest: string | null; readAt: number };
let kept: Kept | null = null;

async function newestChange() {
  const [row] = await db.select({ newest: max(products.updatedAt) }).from(products);
  return row?.newest ? new Date(row.newest).toISOString() : null;
}

async function readWords() {
  // Raw SQL: the words come from a set-returning function over each row, which the builder cannot join.
  const result = (await db.execute(sql`
    select word, count(*)::int as uses
    from ${products}, regexp_split_to_table(lower(${products.name} || ' ' || ${products.searchOptions} || ' ' || ${products.category}), '[^a-z0-9]+') as word
    where ${products.status} = 'active' and word ~ ${`^[a-z]{${MIN_WORD_LENGTH},}$`}
    group by word`)) as unknown as { rows: Array<{ word: string; uses: number }> };
  return new Map(result.rows.map((row) => [row.word, Number(row.uses)]));
}

/** The catalogue's words and how many active pieces use each. */
export async function catalogueWords(): Promise<ReadonlyMap<string, number>> {
  const newest = await newestChange();
  if (kept && kept.newest === newest && Date.now() - kept.readAt < KEPT_MS) return kept.words;
  kept = { words: await readWords(), newest, readAt: Date.now() };
  return kept.words;
}
