import type { Metadata } from 'next';
import { cache } from 'react';
import { connection } from 'next/server';
import { categoryLabel } from '@/lib/category-label';
import { CategoryCarousel } from '@/app/(store)/shop/_components/category-carousel';
import { CollectionBanner } from '@/app/(store)/shop/_components/collection-banner';
import { ShopEmpty } from '@/app/(store)/shop/_components/shop-states';
import { ShopFilter } from '@/app/(store)/shop/_components/shop-filter';
import { ShopHero } from '@/app/(store)/shop/_components/shop-hero';
import { ShopList } from '@/app/(store)/shop/_components/shop-list';
import { parseShopParams, shopHref, type ShopParams } from '@/lib/shop-options';
import { listShopCategories, listShopProducts, type ShopCategory } from '@/server/catalog/shop-reads';
import { logger } from '@/server/logger';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const ALL_PRODUCTS_TEXT =
  'Handcrafted furniture, made-to-measure curtains and finishing touches for every room, delivered across Nigeria.';

const loadCategories = cache(listShopCategories);

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  await connection();
  const params = parseShopParams(await searchParams);
  const categories = await loadCategories().catch(() => [] as ShopCategory[]);
  const selected = categories.find((c) => c.slug === params.category);
  const title = selected?.name ?? (params.category ? categoryLabel(params.category) : 'All Products');
  return {
    title: params.page > 1 ? `${title} (page ${params.page})` : title,
    description: selected?.description ?? ALL_PRODUCTS_TEXT,
    // Sorting only reorders the same pieces: every sort shares the category's canonical URL.
    alternates: { canonical: shopHref({ category: selected?.slug ?? null, page: params.page }) },
    ...(params.category && !selected ? { robots: { index: false } } : {}),
    ...(selected?.bannerImageUrl ? { openGraph: { images: [{ url: selected.bannerImageUrl }] } } : {}),
  };
}

/**
 * A failed read is logged and thrown: error.tsx then shows the product's message in place of the
 * list, and the response is a 500, so no cache keeps the failure once the database is back.
 */
async function load(params: ShopParams) {
  try {
    const categories = await loadCategories();
    const selected = categories.find((c) => c.slug === params.category) ?? null;
    // An unknown category has no products; there is nothing to ask the database.
    const list = params.category && !selected ? null : await listShopProducts(params);
    return { categories, selected, list };
  } catch (error) {
    logger.error({ err: error, params }, 'Failed to load the shop');
    throw error;
  }
}

export default async function ShopPage({ searchParams }: Props) {
  await connection();
  const params = parseShopParams(await searchParams);
  const { categories, selected, list } = await load(params);
  const title = selected?.name ?? (params.category ? categoryLabel(params.category) : 'All Products');
  const total = list?.total ?? 0;
  return (
    <>
      <ShopHero
        title={title}
        text={selected?.description ?? ALL_PRODUCTS_TEXT}
        bannerImageUrl={selected?.bannerImageUrl ?? null}
        summary={total > 0 ? `${total} ${total === 1 ? 'piece' : 'pieces'}` : null}
      />
      {list && list.total > 0 ? <ShopList title={title} params={params} list={list} /> : <ShopEmpty />}
      <CategoryCarousel categories={categories} current={selected?.slug ?? null} sort={params.sort} />
      <CollectionBanner
        imageUrl={
          categories.find((c) => c.slug === 'curtains')?.bannerImageUrl ??
          categories.find((c) => c.bannerImageUrl)?.bannerImageUrl ??
          null
        }
      />
      <div className="h-28 md:h-32" aria-hidden="true" />
      <ShopFilter
        categories={categories.map((c) => ({ slug: c.slug, name: c.name, isChild: c.parentId !== null }))}
        category={params.category}
        sort={params.sort}
      />
    </>
  );
}
