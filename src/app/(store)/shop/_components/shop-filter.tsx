'use client';
import { lazy, Suspense, useId, useRef, useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { SlidersIcon } from '@/components/ui/icons/sliders';
import { LoaderIcon } from '@/components/ui/icons/loader';
import { PressedWhileLoading } from './pressed-while-loading';
import type { ShopParams } from '@/lib/shop-options';
import type { ShopFacets } from '@/server/catalog/shop-filter-reads';

const ShopFilterPanel = lazy(() => import('./shop-filter-panel').then((module) => ({ default: module.ShopFilterPanel })));

export type FilterCategory = { slug: string; name: string; isChild: boolean };
export type FilterParams = Pick<ShopParams, 'category' | 'query' | 'sort' | 'filters'>;
/** The panel's counts: loading, loaded, or failed to load. */
export type FacetsState = ShopFacets | 'loading' | 'failed';

const FAB = 'fixed bottom-5 left-1/2 z-30 inline-flex h-12 -translate-x-1/2 items-center gap-2 rounded-full bg-primary px-6 text-sm font-semibold tracking-wide text-primary-foreground shadow-lift md:bottom-8';

/**
 * The floating Filter & Sort button with its side panel (shop-filter-panel.tsx), loaded when the
 * shopper points at, focuses or taps the button, with the filter form's counts (/api/shop-facets), so
 * /shop's HTML carries neither (docs/decisions/0056-shop-filters.md). Without scripts the button is a link
 * to the same form on /shop/filters. The panel only changes the URL, so a shared link shows the same
 * list. `query` is the list's canonical query string, from the server: the URL's rules load with the panel.
 */
export function ShopFilter({ categories, params, query }: { categories: FilterCategory[]; params: FilterParams; query: string }) {
  const router = useRouter();
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  // The counts of the list they were asked for: a late answer for an earlier list is dropped.
  const [loaded, setLoaded] = useState<{ query: string; facets: ShopFacets | 'failed' } | null>(null);
  const asked = useRef<string | null>(null);
  const [pending, startTransition] = useTransition();
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const facets: FacetsState = loaded?.query === query ? loaded.facets : 'loading';
  const load = () => {
    setWanted(true);
    if (asked.current === query && facets !== 'failed') return;
    asked.current = query;
    const answer = (result: ShopFacets | 'failed') => asked.current === query && setLoaded({ query, facets: result });
    fetch(`/api/shop-facets${query}`)
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((body: { facets: ShopFacets }) => answer(body.facets), () => answer('failed'));
  };
  const navigate = (href: string) => {
    setOpen(false);
    startTransition(() => router.push(href));
  };

  return (
    <>
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
        className={`${FAB} transition-colors hover:bg-primary/90`}
      >
        {pending ? <LoaderIcon className="size-4 animate-spin" /> : <SlidersIcon className="size-4" />}
        Filter &amp; Sort
      </button>
      {/* After the button, so it lies over it where no script would open the panel. */}
      <noscript>
        <a href={`/shop/filters${query}`} className={FAB}>
          Filter &amp; Sort
        </a>
      </noscript>
      {wanted ? (
        <Suspense fallback={open ? <PressedWhileLoading control={trigger} /> : null}>
          <ShopFilterPanel
            id={panelId}
            open={open}
            setOpen={setOpen}
            categories={categories}
            params={params}
            facets={facets}
            navigate={navigate}
            trigger={trigger}
          />
        </Suspense>
      ) : null}
    </>
  );
}
