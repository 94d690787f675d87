'use client';
import { useCallback, useEffect, useEffectEvent, useId, useRef, useState, useTransition } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';

// The search box, the count line and the pages of a server-paged admin list, driven by the
// URL (?q=...&page=...). The search box is the Customers and Refunds screens'; the links and
// pages are also used by the Products and Orders screens, whose toolbars carry filters too.

/** `/admin/x?q=..&page=..` with empty values and page 1 left out. */
export function listHref(path: string, params: Record<string, string | number | null | undefined>) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') continue;
    if (key === 'page' && Number(value) <= 1) continue;
    query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** Navigation inside a transition, so the list can show it is busy. Dialogs use replace: they add no history. */
export function useListNavigation() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const navigate = useCallback(
    (href: string, { replace = false }: { replace?: boolean } = {}) =>
      startTransition(() => (replace ? router.replace(href, { scroll: false }) : router.push(href, { scroll: false }))),
    [router],
  );
  return { pending, navigate, startTransition };
}

/**
 * A list's search box that searches as the admin types, a moment after the last key (Enter
 * searches at once), driven by the URL's `q`. A URL changed from outside (Back, Clear search)
 * shows in the box; our own older search never overwrites typing. Text typed before the page
 * finished loading is taken up too. Shared by every admin list with a search box.
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
  const searchLater = useEffectEvent(searchNow);

  useEffect(() => {
    const text = query.trim();
    if (text === sent) return;
    const timer = setTimeout(() => searchLater(text), 350);
    return () => clearTimeout(timer);
  }, [query, sent]);

  // Text typed before the page finished loading is in the field but not yet in React's state.
  const field = useRef<HTMLInputElement>(null);
  const adoptTypedText = useEffectEvent(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== query) setQuery(typed);
  });
  useEffect(() => adoptTypedText(), []);

  return { query, setQuery, searchNow, field };
}

/** Searches as the admin types, a moment after the last key; Enter searches at once. */
export function ListSearch({
  q,
  label,
  placeholder,
  maxLength,
  pending,
  pendingLabel,
  onSearch,
}: {
  q: string;
  label: string;
  placeholder: string;
  maxLength: number;
  pending: boolean;
  pendingLabel: string;
  onSearch: (text: string) => void;
}) {
  const id = useId();
  const { query, setQuery, searchNow, field } = useSearchAsYouType(q, onSearch);

  return (
    <form
      role="search"
      className="flex items-center gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        searchNow();
      }}
    >
      <div className="relative max-w-md flex-1">
        <label htmlFor={`${id}-q`} className="sr-only">
          {label}
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          ref={field}
          id={`${id}-q`}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={placeholder}
          maxLength={maxLength}
          autoComplete="off"
          className="pl-9"
        />
      </div>
      <span className="inline-flex w-5 justify-center" aria-live="polite">
        {pending ? <Spinner label={pendingLabel} className="text-muted-foreground" /> : null}
      </span>
    </form>
  );
}

/** 'Showing 1–20 of 45 customers'. */
export function ListSummary({ page, pageSize, total, noun }: { page: number; pageSize: number; total: number; noun: [string, string] }) {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  const n = (value: number) => value.toLocaleString('en-NG');
  return (
    <p className="text-sm text-muted-foreground" aria-live="polite">
      Showing {n(first)}–{n(last)} of {n(total)} {total === 1 ? noun[0] : noun[1]}
    </p>
  );
}

/** A real link (it opens in a new tab, it can be copied) that navigates inside the list's transition. */
export function ListLink({ href, navigate, ...props }: React.ComponentProps<typeof Link> & { href: string; navigate: (href: string) => void }) {
  return (
    <Link
      href={href}
      scroll={false}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        navigate(href);
      }}
      {...props}
    />
  );
}

const pageLinkClass =
  'inline-flex h-11 items-center gap-1 rounded-md border border-border bg-card px-3 text-sm font-semibold hover:bg-sand md:h-9 aria-disabled:pointer-events-none aria-disabled:opacity-50';

/** Previous / 'Page 2 of 5' / Next; nothing when there is only one page. */
export function ListPagination({
  page,
  pageCount,
  hrefFor,
  navigate,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  navigate: (href: string) => void;
}) {
  if (pageCount <= 1) return null;
  const previous = (
    <>
      <ChevronLeft aria-hidden="true" className="size-4" />
      Previous
    </>
  );
  const next = (
    <>
      Next
      <ChevronRight aria-hidden="true" className="size-4" />
    </>
  );
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <ListLink href={hrefFor(page - 1)} navigate={navigate} className={pageLinkClass} rel="prev">
          {previous}
        </ListLink>
      ) : (
        <span aria-disabled="true" className={pageLinkClass}>
          {previous}
        </span>
      )}
      <p className="text-sm text-muted-foreground">
        Page {page.toLocaleString('en-NG')} of {pageCount.toLocaleString('en-NG')}
      </p>
      {page < pageCount ? (
        <ListLink href={hrefFor(page + 1)} navigate={navigate} className={pageLinkClass} rel="next">
          {next}
        </ListLink>
      ) : (
        <span aria-disabled="true" className={pageLinkClass}>
          {next}
        </span>
      )}
    </nav>
  );
}
