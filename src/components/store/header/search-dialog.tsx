'use client';
import { lazy, Suspense, useRef, useState } from 'react';
import { SearchIcon } from '../icons';
import { HEADER_ICON_BUTTON } from './header-button';

export type SearchResult = { id: string; name: string; description: string | null; category: string };

export type SearchOutcomeResult = { ok: true; data: SearchResult[] } | { ok: false; error: string };

/** Searches the catalogue (the server action, passed in by the store frame). */
export type SearchProducts = (query: string) => Promise<SearchOutcomeResult>;

// React.lazy rather than next/dynamic: it is part of React already, and the panel only ever
// renders in the browser (after the shopper's first gesture), never on the server.
const SearchPanel = lazy(() => import('./search-panel').then((module) => ({ default: module.SearchPanel })));

/**
 * The header's Search button. The dialog's code (Radix Dialog, the form, the results) loads
 * when the shopper points at, focuses or taps the button, not with every page.
 */
export function SearchDialog({ searchProducts }: { searchProducts?: SearchProducts }) {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const load = () => setWanted(true);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label="Search"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={HEADER_ICON_BUTTON}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          load();
          setOpen(true);
        }}
      >
        <SearchIcon className="size-5" />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <SearchPanel open={open} setOpen={setOpen} searchProducts={searchProducts} trigger={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
