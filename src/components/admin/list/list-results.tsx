'use client';
import Link from 'next/link';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { TableHead } from '@/components/ui/table';
import { cn } from '@/lib/cn';

/** One page of a server-paged list, as every admin list query returns it. */
export type ListPage = { page: number; pageSize: number; total: number; pageCount: number };

type Navigate = (href: string) => void;

/** A real link (it opens in a new tab, it can be copied) that navigates inside the list's transition. */
export function ListLink({ href, navigate, ...props }: React.ComponentProps<typeof Link> & { href: string; navigate: Navigate }) {
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

/** 'Showing 1–20 of 45 customers'. */
function ListSummary({ page, pageSize, total, noun }: ListPage & { noun: [string, string] }) {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  const n = (value: number) => value.toLocaleString('en-NG');
  return (
    <p className="text-sm text-muted-foreground" aria-live="polite">
      Showing {n(first)}–{n(last)} of {n(total)} {total === 1 ? noun[0] : noun[1]}
    </p>
  );
}

const pageLinkClass =
  'inline-flex h-11 items-center gap-1 rounded-md border border-border bg-card px-3 text-sm font-semibold hover:bg-sand md:h-9 aria-disabled:pointer-events-none aria-disabled:opacity-50';

/** Previous or Next: a link, or a disabled look-alike at either end. */
function PageLink({ href, navigate, rel, children }: { href: string | null; navigate: Navigate; rel: 'prev' | 'next'; children: React.ReactNode }) {
  if (href === null) {
    return (
      <span aria-disabled="true" className={pageLinkClass}>
        {children}
      </span>
    );
  }
  return (
    <ListLink href={href} navigate={navigate} className={pageLinkClass} rel={rel}>
      {children}
    </ListLink>
  );
}

/** Previous / 'Page 2 of 5' / Next; nothing when there is only one page. */
function ListPagination({ page, pageCount, hrefFor, navigate }: { page: number; pageCount: number; hrefFor: (page: number) => string; navigate: Navigate }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3">
      <PageLink href={page > 1 ? hrefFor(page - 1) : null} navigate={navigate} rel="prev">
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </PageLink>
      <p className="text-sm text-muted-foreground">
        Page {page.toLocaleString('en-NG')} of {pageCount.toLocaleString('en-NG')}
      </p>
      <PageLink href={page < pageCount ? hrefFor(page + 1) : null} navigate={navigate} rel="next">
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </PageLink>
    </nav>
  );
}

/**
 * The body of every admin list: its empty state when there is nothing to show; otherwise the
 * rows (`children`), and for a server-paged list the count line above them, the pages below
 * and the rows dimmed while another view loads.
 */
export function ListResults({
  empty,
  paging,
  children,
}: {
  /** The empty state, or null when there are rows. */
  empty: React.ReactNode | null;
  paging?: { data: ListPage; noun: [string, string]; pending: boolean; hrefFor: (page: number) => string; navigate: Navigate };
  children: React.ReactNode;
}) {
  if (empty) return empty;
  if (!paging) return children;
  const { data, noun, pending, hrefFor, navigate } = paging;
  return (
    <div className="flex flex-col gap-3">
      <ListSummary {...data} noun={noun} />
      <div aria-busy={pending} className={cn('transition-opacity', pending && 'opacity-60')}>
        {children}
      </div>
      <ListPagination page={data.page} pageCount={data.pageCount} hrefFor={hrefFor} navigate={navigate} />
    </div>
  );
}

/**
 * A column heading that sorts the list: a link to the list sorted by it (the other way when it
 * already is), with `aria-sort` on the heading. `firstDirection` is how a column sorts when first clicked.
 */
export function SortableHead<Sort extends string>({
  label,
  column,
  sort,
  dir,
  firstDirection,
  hrefFor,
  navigate,
  className,
}: {
  label: string;
  column: Sort;
  sort: Sort;
  dir: 'asc' | 'desc';
  firstDirection: (column: Sort) => 'asc' | 'desc';
  hrefFor: (sort: Sort, dir: 'asc' | 'desc') => string;
  navigate: Navigate;
  className?: string;
}) {
  const active = sort === column;
  const next = active ? (dir === 'asc' ? 'desc' : 'asc') : firstDirection(column);
  const Icon = !active ? ArrowUpDown : dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <TableHead className={className} aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}>
      <ListLink
        href={hrefFor(column, next)}
        navigate={navigate}
        className="inline-flex items-center gap-1 rounded-sm hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        {label}
        <Icon aria-hidden="true" className={cn('size-3.5', !active && 'opacity-40')} />
        <span className="sr-only">{active ? `, sorted ${dir === 'asc' ? 'ascending' : 'descending'}. Sort the other way` : ', sort'}</span>
      </ListLink>
    </TableHead>
  );
}
