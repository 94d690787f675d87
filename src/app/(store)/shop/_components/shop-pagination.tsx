import Link from 'next/link';
import { cn } from '@/lib/cn';
import { shopHref, type ShopParams } from '@/lib/shop-options';
import { ArrowLeftIcon } from '@/components/ui/icons/arrow-left';
import { ArrowRightIcon } from '@/components/ui/icons/arrow-right';

export const SHOP_LIST_ANCHOR = 'shop-list';

/** Which page numbers to offer: the first, the last and the neighbours of the current one. */
function pageNumbers(page: number, pages: number): (number | 'gap')[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((n, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && n - previous > 1) out.push('gap');
    out.push(n);
  });
  return out;
}

/** Server-rendered paging below the list: 'Showing x–y of n', page links and 'Load more'. */
export function ShopPagination({
  params,
  total,
  pageSize,
}: {
  params: ShopParams;
  total: number;
  pageSize: number;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const { page } = params;
  const first = Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  const href = (n: number) => shopHref({ ...params, page: n }, SHOP_LIST_ANCHOR);
  return (
    <nav aria-label="Pages" className="mt-14 flex flex-col items-center gap-5 border-t border-border pt-10">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {first}–{last} of {total} {total === 1 ? 'piece' : 'pieces'}
      </p>
      {page < pages ? (
        <Link
          href={href(page + 1)}
          className="load-more"
        >
          Load more
          <ArrowRightIcon className="size-4" />
        </Link>
      ) : null}
      {pages > 1 ? (
        <ul className="flex flex-wrap items-center justify-center gap-1">
          {page > 1 ? (
            <li>
              <Link href={href(page - 1)} aria-label="Previous page" className="page-link">
                <ArrowLeftIcon className="size-4" />
              </Link>
            </li>
          ) : null}
          {pageNumbers(page, pages).map((n, i) =>
            n === 'gap' ? (
              <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted-foreground">
                …
              </li>
            ) : (
              <li key={n}>
                <Link
                  href={href(n)}
                  aria-label={`Page ${n}`}
                  aria-current={n === page ? 'page' : undefined}
                  className={cn('page-link', n === page && 'bg-primary text-primary-foreground hover:bg-primary')}
                >
                  {n}
                </Link>
              </li>
            ),
          )}
          {page < pages ? (
            <li>
              <Link href={href(page + 1)} aria-label="Next page" className="page-link">
                <ArrowRightIcon className="size-4" />
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}
    </nav>
  );
}
