'use client';
import { useRef, useState } from 'react';
import Link from 'next/link';
import { Search } from 'lucide-react';
import { toast } from '@/components/store/toast';
import { StoreButton } from '@/components/store/store-button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { categoryLabel } from '@/lib/category-label';

import type { SearchProducts, SearchResult } from './search-dialog';

export const SEARCH_QUERY_MAX = 100;

type SearchState =
  | { status: 'idle' }
  | { status: 'searching'; query: string }
  | { status: 'done'; query: string; results: SearchResult[] }
  | { status: 'failed'; query: string };

/**
 * The search dialog itself, loaded on the first hover, focus or tap of the header's Search
 * button (search-dialog.tsx) so its code is not part of every page's first load.
 */
export function SearchPanel({
  open,
  setOpen,
  searchProducts,
  trigger,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  searchProducts?: SearchProducts;
  /** The Search button: focus returns to it when the dialog closes. */
  trigger: React.RefObject<HTMLButtonElement | null>;
}) {
  const [query, setQuery] = useState('');
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  // Only the latest search may show its answer (an earlier, slower one must not overwrite it).
  const latest = useRef(0);

  function onOpenChange(next: boolean) {
    setOpen(next);
    // Closing clears the query and the results (docs/product.md, "Search dialog").
    if (!next) {
      latest.current += 1;
      setQuery('');
      setState({ status: 'idle' });
    }
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = query.trim();
    // An empty query does nothing (docs/product.md section 5).
    if (!trimmed || !searchProducts) return;
    const ticket = ++latest.current;
    setState({ status: 'searching', query: trimmed });
    let error: string;
    try {
      const outcome = await searchProducts(trimmed);
      if (ticket !== latest.current) return;
      if (outcome.ok) {
        setState({ status: 'done', query: trimmed, results: outcome.data });
        return;
      }
      error = outcome.error;
    } catch {
      // The request itself failed (offline, server down): its raw message means nothing to a shopper.
      if (ticket !== latest.current) return;
      error = 'Could not reach the shop. Please check your connection and try again.';
    }
    setState({ status: 'failed', query: trimmed });
    toast.error('Search failed', { description: error });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="top-[12%] translate-y-0 data-[state=open]:animate-fade-in sm:max-w-xl"
        // The button is not a Radix trigger (it exists before this code loads): focus goes back by hand.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Search Products</DialogTitle>
          <DialogDescription>Find sofas, beds, curtains and accessories by name or category.</DialogDescription>
        </DialogHeader>
        <form role="search" onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row">
          <label htmlFor="site-search" className="sr-only">
            Search for products
          </label>
          <Input
            id="site-search"
            type="search"
            autoComplete="off"
            maxLength={SEARCH_QUERY_MAX}
            placeholder="Search for products..."
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="sm:flex-1 [&::-webkit-search-cancel-button]:appearance-none"
          />
          <StoreButton type="submit" disabled={state.status === 'searching'}>
            {state.status === 'searching' ? <Spinner /> : <Search aria-hidden="true" className="size-4" />}
            Search
          </StoreButton>
        </form>
        <div aria-live="polite" className="min-h-6 text-sm">
          {searchProducts ? (
            <SearchOutcome state={state} onPick={() => onOpenChange(false)} />
          ) : (
            <p className="text-muted-foreground">
              Product search is on its way. Until then, browse everything in{' '}
              <Link href="/shop" className="font-medium text-foreground underline decoration-brass underline-offset-4" onClick={() => onOpenChange(false)}>
                the shop
              </Link>
              .
            </p>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

function SearchOutcome({ state, onPick }: { state: SearchState; onPick: () => void }) {
  // A failure is told by the 'Search failed' toast.
  if (state.status !== 'done') return null;
  if (state.results.length === 0) {
    return (
      <p className="text-muted-foreground">
        No products found matching &quot;{state.query}&quot;
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-muted-foreground">Found {state.results.length} result(s)</p>
      <ul className="-mx-2 flex max-h-[50dvh] flex-col overflow-y-auto">
        {state.results.map((result) => (
          <li key={result.id}>
            <Link
              href={`/product/${result.id}`}
              onClick={onPick}
              className="flex flex-col gap-0.5 rounded-md px-2 py-3 transition-colors hover:bg-sand"
            >
              <span className="font-medium text-foreground">{result.name}</span>
              {result.description ? (
                <span className="line-clamp-1 text-muted-foreground">{result.description}</span>
              ) : null}
              <span className="text-xs tracking-wide text-brass-text uppercase">{categoryLabel(result.category)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
