'use client';
import { lazy, Suspense, useRef, useState, useTransition } from 'react';
import { CloseIcon, SearchIcon } from '../icons';
import { toast } from '../toast';
import { SearchForm } from '../search/search-form';
import { HEADER_ICON_BUTTON } from './header-button';
import { settle } from '@/components/settle-action';

export type SearchResult = { id: string; name: string; description: string | null; category: string };

/** What a search found; when nothing, perhaps a query it might have meant ("Did you mean sofa?"). */
export type SearchAnswer = { results: SearchResult[]; didYouMean: string | null };

export type SearchOutcomeResult = { ok: true; data: SearchAnswer } | { ok: false; error: string };

/** Searches the catalogue (the server action, passed in by the store frame). */
export type SearchProducts = (query: string) => Promise<SearchOutcomeResult>;

/** A search made in the dialog: its query and the answer on its way. */
export type Search = { query: string; outcome: Promise<SearchOutcomeResult> };

// The dialog is a native popover, so the header's Search buttons open it before any script runs, and
// its form is a GET to the server-rendered /search until then (docs/decisions/0034-search-without-scripts.md).
const DIALOG_ID = 'search';

// The in-place results' code loads when the dialog opens, not with every page. React.lazy rather
// than next/dynamic: it is part of React already, and the results only render in the browser.
const loadPanel = () => import('./search-panel');
const SearchPanel = lazy(() => loadPanel().then((module) => ({ default: module.SearchPanel })));

/** A Search button of the header (one in the phone's bar, one in the desktop's): it opens the dialog natively. */
export function SearchButton() {
  return (
    <button type="button" popoverTarget={DIALOG_ID} aria-label="Search" className={HEADER_ICON_BUTTON}>
      <SearchIcon className="size-5" />
    </button>
  );
}

/**
 * The Search Products dialog, once in every storefront page. The browser shows it, focuses its text
 * box, closes it on Esc or a tap outside and returns focus to the button that opened it.
 */
export function SearchDialog({ searchProducts }: { searchProducts: SearchProducts }) {
  const dialog = useRef<HTMLDivElement>(null);
  const [search, setSearch] = useState<Search | null>(null);
  // Pending until the panel's code and the answer are both in: the shown results stay, dimmed, meanwhile.
  const [searching, startSearch] = useTransition();
  // Only the latest search may tell its failure (an earlier, slower one must not).
  const latest = useRef<Search | null>(null);

  function onToggle(event: React.ToggleEvent<HTMLDivElement>) {
    if (event.newState === 'open') {
      void loadPanel();
      return;
    }
    // Closing clears the query and the results (docs/product.md, "Search dialog").
    latest.current = null;
    dialog.current?.querySelector('form')?.reset();
    setSearch(null);
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    // The page runs: the dialog answers in place instead of going to /search.
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    // An empty query does nothing (docs/product.md section 5).
    if (!query) return;
    const next: Search = {
      query,
      // The request itself failed (offline, server down): its raw message means nothing to a shopper.
      // useAction's first step only (src/components/settle-action.ts says why).
      outcome: settle(searchProducts, query, 'Could not reach the shop. Please check your connection and try again.'),
    };
    latest.current = next;
    void next.outcome.then((outcome) => {
      if (!outcome.ok && latest.current === next) toast.error('Search failed', { description: outcome.error });
    });
    startSearch(() => setSearch(next));
  }

  return (
    <div
      ref={dialog}
      id={DIALOG_ID}
      popover="auto"
      role="dialog"
      aria-label="Search Products"
      onToggle={onToggle}
      // Its markup and code are in every page: one short class (globals.css).
      className="search-dialog"
    >
      <h2 className="pr-10 text-2xl font-semibold">
        Search Products
      </h2>
      <SearchForm autoFocus onSubmit={onSubmit} />
      {/* Nothing to tell yet: no gap under the form. */}
      <div aria-live="polite" aria-busy={searching} className="text-sm empty:-mt-4 aria-busy:opacity-60">
        <Suspense fallback={null}>{search ? <SearchPanel search={search} onPick={() => dialog.current?.hidePopover()} /> : null}</Suspense>
      </div>
      <button type="button" popoverTarget={DIALOG_ID} popoverTargetAction="hide" aria-label="Close" className={`absolute top-2 right-2 ${HEADER_ICON_BUTTON}`}>
        <CloseIcon className="size-5" />
      </button>
    </div>
  );
}
