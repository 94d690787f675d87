import Link from 'next/link';
import { categoryLabel } from '@/lib/category-label';
import { shopHref, shopQuery } from '@/lib/shop-options';
import type { SearchAnswer } from '../header/search-dialog';

/**
 * What a search found, in the words of docs/product.md ("Search dialog"): the count and each result's
 * name, description and category, linking to its product; or that nothing matched the query, with the
 * nearest words the shop knows when it has some ("Did you mean sofa?"). Every match, beyond the ten listed,
 * is a link away on /shop with its filters (docs/decisions/0061-filters-on-search-results.md). Shown
 * by the header's dialog once the page runs (header/search-panel.tsx) and by the /search page.
 */
export function SearchOutcome({ query, answer, onPick }: { query: string; answer: SearchAnswer; onPick?: () => void }) {
  const { results, didYouMean } = answer;
  if (results.length === 0) {
    return (
      <div className="flex flex-col gap-2">
        <p className="text-muted-foreground">
          No products found matching &quot;{query}&quot;
        </p>
        {didYouMean ? (
          // A link to the answer's page: it works before scripts run and from the dialog alike.
          <p>
            Did you mean{' '}
            <Link href={`/search?q=${encodeURIComponent(didYouMean)}`} onClick={onPick} className="font-medium text-foreground underline underline-offset-4">
              {didYouMean}
            </Link>
            ?
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-muted-foreground">Found {results.length} result(s)</p>
      <ul className="-mx-2 flex flex-col">
        {results.map((result) => (
          <li key={result.id}>
            <Link
              href={`/product/${result.id}`}
              onClick={onPick}
              className="flex flex-col gap-0.5 rounded-md px-2 py-3 transition-colors hover:bg-sand"
            >
              <span className="font-medium text-foreground">{result.name}</span>
              {result.description ? <span className="line-clamp-1 text-muted-foreground">{result.description}</span> : null}
              <span className="text-xs tracking-wide text-brass-text uppercase">{categoryLabel(result.category)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link href={shopHref({ query: shopQuery(query) })} onClick={onPick} className="self-start font-medium text-foreground underline underline-offset-4">
        See every match, with filters
      </Link>
    </div>
  );
}
