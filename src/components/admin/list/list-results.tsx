'use client';
import Link from 'next/link';
import { ChevronLeft, ChevronRight, type LucideIcon } from 'lucide-react';
import { ListEmpty } from '@/components/admin/list-empty';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { AdminList } from './use-admin-list';

/**
 * One page of a server-paged list, as every admin list query returns it. `totalIsAtLeast`: the list
 * counted its matches only so far, there are more ('of 1,000+').
 */
export type ListPage = { page: number; pageSize: number; total: number; pageCount: number; totalIsAtLeast?: boolean };

export type Navigate = (href: string) => void;

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

/** 'Showing 1–20 of 45 customers', or 'of 1,000+ orders' when the list stopped counting. */
function ListSummary({ page, pageSize, total, totalIsAtLeast, noun }: ListPage & { noun: [string, string] }) {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  const n = (value: number) => value.toLocaleString('en-NG');
  return (
    <p className="text-sm text-muted-foreground" aria-live="polite">
      Showing {n(first)}–{n(last)} of {n(total)}
      {totalIsAtLeast ? '+' : ''} {total === 1 && !totalIsAtLeast ? noun[0] : noun[1]}
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

/** Previous / 'Page 2 of 5' (or '5+') / Next; nothing when there is only one page. */
function ListPagination({
  page,
  pageCount,
  more,
  hrefFor,
  navigate,
}: {
  page: number;
  pageCount: number;
  more?: boolean;
  hrefFor: (page: number) => string;
  navigate: Navigate;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3">
      <PageLink href={page > 1 ? hrefFor(page - 1) : null} navigate={navigate} rel="prev">
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </PageLink>
      <p className="text-sm text-muted-foreground">
        Page {page.toLocaleString('en-NG')} of {pageCount.toLocaleString('en-NG')}
        {more ? '+' : ''}
      </p>
      <PageLink href={page < pageCount ? hrefFor(page + 1) : null} navigate={navigate} rel="next">
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </PageLink>
    </nav>
  );
}

/** What a list says when it has nothing to show; `clear` names a button back to the plain view (e.g. 'Clear search'). */
export type ListEmptyState = { icon: LucideIcon; message: string; hint?: string; action?: React.ReactNode; clear?: string };

/**
 * The body of every admin list: its empty state when there is nothing to show; otherwise the
 * rows (`children`), and for a server-paged list (`page`) the count line above them, the pages
 * below and the rows dimmed while another view loads (`busy`, the list's own transition unless said).
 */
export function ListResults({
  list,
  page,
  noun = ['item', 'items'],
  empty,
  busy = list.pending,
  children,
}: {
  list: Pick<AdminList, 'visible' | 'pending' | 'navigate' | 'path' | 'pageHref'>;
  page?: ListPage;
  noun?: [string, string];
  empty: ListEmptyState;
  busy?: boolean;
  children: React.ReactNode;
}) {
  if (page ? page.total === 0 : list.visible.length === 0) {
    const { clear, action, ...said } = empty;
    const clearButton = clear ? (
      <Button variant="subtle" size="sm" onClick={() => list.navigate(list.path)}>
        {clear}
      </Button>
    ) : null;
    return <ListEmpty {...said} action={clearButton ?? action} />;
  }
  if (!page) return children;
  return (
    <div className="flex flex-col gap-3">
      <ListSummary {...page} noun={noun} />
      <div aria-busy={busy} className={cn('transition-opacity', busy && 'opacity-60')}>
        {children}
      </div>
      <ListPagination page={page.page} pageCount={page.pageCount} more={page.totalIsAtLeast} hrefFor={list.pageHref} navigate={list.navigate} />
    </div>
  );
}
