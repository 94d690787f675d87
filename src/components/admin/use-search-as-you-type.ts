'use client';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useDebounced } from '@/components/use-debounced';

const SEARCH_AFTER_MS = 350;

/**
 * A search box whose search is the page's URL (`q`, asked for with `onSearch`): it searches as the admin
 * types, a moment after the last key, and `searchNow` (Enter) at once. A URL changed from outside (Back,
 * Clear search, emptied after a save) shows in the box; its own older search never overwrites typing.
 * Text typed before the page finished loading is taken up too (`field` goes on the input). The admin
 * lists' toolbar and the stock forms' piece finder use it.
 */
export function useSearchAsYouType(q: string, onSearch: (text: string) => void) {
  const [query, setQuery] = useState(q);
  // What this box last asked for, and the URL it last saw.
  const [sent, setSent] = useState(q);
  const [seen, setSeen] = useState(q);
  if (seen !== q) {
    setSeen(q);
    if (q !== sent) {
      setQuery(q);
      setSent(q);
    }
  }

  function searchNow(text = query.trim()) {
    setSent(text);
    onSearch(text);
  }
  const text = query.trim();
  useDebounced(text === sent ? null : text, SEARCH_AFTER_MS, (wanted) => searchNow(wanted));

  // Text typed before the page finished loading is in the field but not yet in React's state.
  const field = useRef<HTMLInputElement>(null);
  const adoptTypedText = useEffectEvent(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== query) setQuery(typed);
  });
  useEffect(() => adoptTypedText(), []);

  return { query, setQuery, searchNow, field };
}
