'use client';
import Link from 'next/link';
import { CheckIcon } from '@/components/ui/icons/check';
import { ChevronDownIcon } from '@/components/ui/icons/chevron-down';
import { clsx } from 'clsx';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { fieldBase } from '@/components/ui/field-base';
import { isShopSort, parseShopParams, SHOP_SORTS, shopHref } from '@/lib/shop-options';
import type { FacetsState, FilterCategory, FilterParams } from './shop-filter';
import { ShopFilterForm } from './shop-filter-form';

/** A submitted filter form's fields as the URL would carry them. */
function formParams(form: HTMLFormElement) {
  const raw: Record<string, string[]> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value !== '') (raw[name] ??= []).push(value);
  return Object.fromEntries(Object.entries(raw).map(([name, values]) => [name, values.length === 1 ? values[0] : values]));
}

/**
 * The filter's side panel: the category list ('All Products' first, then the categories in
 * display order), 'Sort By' and the filter form (shop-filter-form.tsx). Loaded on the first hover, focus or tap of the Filter & Sort
 * button (shop-filter.tsx), so Radix Dialog is not part of the shop's first load.
 */
export function ShopFilterPanel({
  id,
  open,
  setOpen,
  categories,
  params,
  facets,
  navigate,
  trigger,
}: {
  id: string;
  open: boolean;
  setOpen: (open: boolean) => void;
  categories: FilterCategory[];
  params: FilterParams;
  facets: FacetsState;
  /** Closes the panel and opens another list. */
  navigate: (href: string) => void;
  /** The Filter & Sort button: focus returns to it when the panel closes. */
  trigger: React.RefObject<HTMLButtonElement | null>;
}) {
  const { category, sort } = params;
  function onSortChange(value: string) {
    if (isShopSort(value)) navigate(shopHref({ ...params, sort: value }));
  }
  function onFilterSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const names = typeof facets === 'object' ? facets.options.map((option) => option.name) : [];
    navigate(shopHref(parseShopParams(formParams(event.currentTarget), names)));
  }
  const links = [{ slug: null, name: 'All Products', isChild: false }, ...categories];
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetContent
        id={id}
        side="right"
        className="gap-8"
        // The button is not a Radix trigger (it exists before this code loads): focus goes back by hand.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>Filter &amp; Sort</SheetTitle>
          <SheetDescription>Choose a category, narrow the pieces and choose how they are ordered.</SheetDescription>
        </SheetHeader>

        {facets === 'loading' ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading filters…
          </p>
        ) : facets === 'failed' ? (
          <p role="alert" className="text-sm text-destructive">
            The filters could not be loaded. Close this panel and try again.
          </p>
        ) : (
          <ShopFilterForm id="panel-filters" params={params} facets={facets} onSubmit={onFilterSubmit} />
        )}

        <nav aria-labelledby="filter-categories-heading" className="flex flex-col gap-3">
          <h3 id="filter-categories-heading" className="eyebrow font-sans">
            Categories
          </h3>
          <ul className="-mx-2 flex flex-col">
            {links.map((link) => {
              const current = link.slug === category;
              return (
                <li key={link.slug ?? 'all'}>
                  <Link
                    href={shopHref({ category: link.slug, query: params.query, sort })}
                    onClick={() => setOpen(false)}
                    aria-current={current ? 'page' : undefined}
                    className={clsx(
                      'flex min-h-11 items-center justify-between gap-3 rounded-md px-2 text-[0.95rem] transition-colors hover:bg-sand',
                      link.isChild && 'pl-6',
                      current ? 'font-semibold text-accent' : link.isChild && 'text-muted-foreground hover:text-foreground',
                    )}
                  >
                    {link.name}
                    {current ? <CheckIcon className="size-4" /> : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="flex flex-col gap-3">
          <label htmlFor="shop-sort" className="eyebrow">
            Sort By
          </label>
          <div className="relative">
            <select
              id="shop-sort"
              value={sort}
              onChange={(event) => onSortChange(event.target.value)}
              className={clsx(fieldBase, 'h-11 appearance-none pr-10')}
            >
              {SHOP_SORTS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
          </div>
        </div>

      </SheetContent>
    </Sheet>
  );
}
