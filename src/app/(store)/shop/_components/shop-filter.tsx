'use client';
import { lazy, Suspense, useId, useRef, useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { SlidersIcon } from '@/components/ui/icons/sliders';
import { LoaderIcon } from '@/components/ui/icons/loader';
import { isShopSort, shopHref, type ShopSort } from '@/lib/shop-options';

const ShopFilterPanel = lazy(() => import('./shop-filter-panel').then((module) => ({ default: module.ShopFilterPanel })));

export type FilterCategory = { slug: string; name: string; isChild: boolean };

/**
 * The floating Filter & Sort button and its side panel (shop-filter-panel.tsx, loaded when
 * the shopper points at, focuses or taps the button). Both only change the URL, so a shared
 * link shows the same list.
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
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const load = () => setWanted(true);

  function onSortChange(value: string) {
    if (!isShopSort(value)) return;
    setOpen(false);
    startTransition(() => router.push(shopHref({ category, sort: value })));
  }

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
            category={category}
            sort={sort}
            onSortChange={onSortChange}
            trigger={trigger}
          />
        </Suspense>
      ) : null}
    </>
  );
}
