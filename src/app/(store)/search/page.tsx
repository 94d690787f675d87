import type { Metadata } from 'next';
import { connection } from 'next/server';
import { PageIntro } from '@/components/store/content/page-intro';
import { SEARCH_HINT, SEARCH_QUERY_MAX, SearchForm } from '@/components/store/search/search-form';
import { SearchOutcome } from '@/components/store/search/search-outcome';
import { searchProducts } from '@/server/catalog/search-reads';
import { logger } from '@/server/logger';
import { cleanLine } from '@/lib/text';

// Search answered by the server: where the header's dialog sends its form before the page's scripts
// run (docs/decisions/0034-search-without-scripts.md), and a search a shopper can bookmark or share.

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The query as the dialog takes it: the first `q`, cleaned of control characters (a NUL would fail
 * the database's query: src/lib/text.ts), trimmed, at most SEARCH_QUERY_MAX characters.
 */
async function readQuery(searchParams: Props['searchParams']) {
  const { q } = await searchParams;
  const text = Array.isArray(q) ? q[0] : q;
  return cleanLine(text ?? '').slice(0, SEARCH_QUERY_MAX).trim();
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = await readQuery(searchParams);
  // A page of results is one of endless queries: search engines keep the catalogue's own pages.
  return query ? { title: `Search: ${query}`, robots: { index: false } } : { title: 'Search Products', description: SEARCH_HINT };
}

/**
 * A failed search is logged and thrown, as the shop's list is: error.tsx shows the message, and the
 * response is a 500.
 */
async function search(query: string) {
  try {
    return await searchProducts(query);
  } catch (error) {
    logger.error({ err: error }, 'Product search failed');
    throw error;
  }
}

export default async function SearchPage({ searchParams }: Props) {
  await connection();
  const query = await readQuery(searchParams);
  // An empty query shows the form only (docs/product.md section 5).
  const answer = query ? await search(query) : null;

  return (
    <>
      <PageIntro eyebrow="Search" title="Search Products" text={SEARCH_HINT} />
      <div className="container-page py-10 md:py-14">
        <div className="mx-auto flex max-w-2xl flex-col gap-8">
          <SearchForm defaultValue={query} />
          {answer ? (
            <div className="text-sm md:text-base">
              <SearchOutcome query={query} answer={answer} />
            </div>
          ) : null}
        </div>
      </div>
    </>
  );
}
