'use client';
import { useState, useTransition } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Check, ChevronDown, SlidersHorizontal } from 'lucide-react';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { fieldBase } from '@/components/ui/field-base';
import { clsx } from 'clsx';
import { isShopSort, SHOP_SORTS, shopHref, type ShopSort } from '@/lib/shop-options';

export type FilterCategory = { slug: string; name: string; isChild: boolean };

/**
 * The floating filter button and its side panel: the category list ('All Products' first,
 * then the categories in display order) and 'Sort By'. Both only change the URL, so a
 * shared link shows the same list.
 */
export function ShopFilter({
  categories,
  category,
  sort,
}: {
  categories: FilterCategory[];
  category: string | null;
  sort: ShopSort;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();

  function onSortChange(value: string) {
    if (!isShopSort(value)) return;
    setOpen(false);
    startTransition(() => router.push(shopHref({ category, sort: value })));
  }

  const links = [{ slug: null, name: 'All Products', isChild: false }, ...categories];
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <button
          type="button"
          className="fixed bottom-5 left-1/2 z-30 inline-flex h-12 -translate-x-1/2 items-center gap-2 rounded-full bg-primary px-6 text-sm font-semibold tracking-wide text-primary-foreground shadow-lift transition-colors hover:bg-primary/90 md:bottom-8"
        >
          {pending ? <Spinner className="size-4" /> : <SlidersHorizontal aria-hidden="true" className="size-4" />}
          Filter &amp; Sort
        </button>
      </SheetTrigger>
      <SheetContent side="right" className="gap-8">
        <SheetHeader>
          <SheetTitle>Filter &amp; Sort</SheetTitle>
          <SheetDescription>Choose a category and how the pieces are ordered.</SheetDescription>
        </SheetHeader>

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
                    href={shopHref({ category: link.slug, sort })}
                    onClick={() => setOpen(false)}
                    aria-current={current ? 'page' : undefined}
                    className={clsx(
                      'flex min-h-11 items-center justify-between gap-3 rounded-md px-2 text-[0.95rem] transition-colors hover:bg-sand',
                      link.isChild && 'pl-6',
                      current ? 'font-semibold text-accent' : link.isChild && 'text-muted-foreground hover:text-foreground',
                    )}
                  >
                    {link.name}
                    {current ? <Check aria-hidden="true" className="size-4" /> : null}
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
            <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
          </div>
        </div>
      </SheetContent>
    </Sheet>
  );
}
