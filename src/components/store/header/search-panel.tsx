'use client';
import { use } from 'react';
import { SearchOutcome } from '../search/search-outcome';
import type { Search } from './search-dialog';

/**
 * The dialog's in-place results of the latest search, loaded when the dialog first opens
 * (search-dialog.tsx) so their code is not part of every page's first load.
 */
export function SearchPanel({ search, onPick }: { search: Search; onPick: () => void }) {
  const outcome = use(search.outcome);
  // A failure is told by the 'Search failed' toast.
  return outcome.ok ? <SearchOutcome query={search.query} answer={outcome.data} onPick={onPick} /> : null;
}
