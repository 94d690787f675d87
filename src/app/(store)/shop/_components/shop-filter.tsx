'use client';
import { lazy, Suspense, useId, useRef, useState, useTransition, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { SlidersIcon } from '@/components/ui/icons/sliders';
import { LoaderIcon } from '@/components/ui/icons/loader';
import { isShopSort, parseShopParams, shopHref, type ShopParams } from '@/lib/shop-options';
import type { ShopFacets } from '@/server/catalog/shop-filter-reads';
import { ShopFilterChips } from './shop-filter-chips';
import { ShopFilterForm } from './shop-filter-form';

const ShopFilterPanel = lazy(() => import('./shop-filter-panel').then((module) => ({ default: module.ShopFilterPanel })));

export type FilterCategory = { slug: string; name: string; isChild: boolean };
export type FilterParams = Pick<ShopParams, 'category' | 'sort' | 'filters'>;

/** A submitted filter form's fields as the URL would carry them. */
function formParams(form: HTMLFormElement) {
  const raw: Record<string, string[]> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value !== '') (raw[name] ??= []).push(value);
  return Object.fromEntries(Object.entries(raw).map(([name, values]) => [name, values.length === 1 ? values[0] : values]));
}

/**
 * The filters (docs/decisions/0056-shop-filters.md): the chosen ones as chips, the filter form on wider
 * screens, and the floating Filter & Sort button with its side panel (shop-filter-panel.tsx, loaded
 * when the shopper points at, focuses or taps the button), which holds the form on phones. All only
 * change the URL, so a shared link shows the same list.
 */
export function ShopFilter({ categories, params, facets }: { categories: FilterCategory[]; params: FilterParams; facets: ShopFacets | null }) {
  const router = useRouter();
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const load = () => setWanted(true);
  const go = (next: Partial<ShopParams>) => {
    setOpen(false);
    startTransition(() => router.push(shopHref(next)));
  };

  function onSortChange(value: string) {
    if (isShopSort(value)) go({ ...params, sort: value });
  }

  function onFilterSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    go(parseShopParams(formParams(event.currentTarget), facets?.options.map((option) => option.name)));
  }

  return (
    <>
      <div className="container-page flex flex-col gap-6 pt-10 empty:hidden">
        <ShopFilterChips params={params} />
        {facets ? (
          <div className="hidden md:block">
            <ShopFilterForm id="shop-filters" params={params} facets={facets} onSubmit={onFilterSubmit} />
          </div>
        ) : null}
      </div>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-replay
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          load();
          setOpen(true);
        }}
        className="fixed bottom-5 left-1/2 z-30 inline-flex h-12 -translate-x-1/2 items-center gap-2 rounded-full bg-primary px-6 text-sm font-semibold tracking-wide text-primary-foreground shadow-lift transition-colors hover:bg-primary/90 md:bottom-8"
      >
        {pending ? <LoaderIcon className="size-4 animate-spin" /> : <SlidersIcon className="size-4" />}
        Filter &amp; Sort
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <ShopFilterPanel
            id={panelId}
            open={open}
            setOpen={setOpen}
            categories={categories}
            params={params}
            filters={facets ? <ShopFilterForm id="panel-filters" params={params} facets={facets} onSubmit={onFilterSubmit} /> : null}
            onSortChange={onSortChange}
            trigger={trigger}
          />
        </Suspense>
      ) : null}
    </>
  );
}
