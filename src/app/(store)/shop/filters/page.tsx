import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { ShopFilterForm } from '@/app/(store)/shop/_components/shop-filter-form';
import { parseShopParams, shopHref } from '@/lib/shop-options';
import { getShopFacets } from '@/server/catalog/shop-reads';
import { listShopFilterOptions } from '@/server/catalog/shop-filter-reads';

export const metadata: Metadata = { title: 'Filter pieces', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /shop's filter form on a page of its own, for a browser without scripts: the Filter & Sort button
 * falls back to a link here (docs/decisions/0056-shop-filters.md), and Apply goes back to /shop.
 */
export default async function ShopFiltersPage({ searchParams }: Props) {
  await connection();
  const optionNames = await listShopFilterOptions();
  const params = parseShopParams(await searchParams, optionNames);
  const facets = await getShopFacets({ ...params, optionNames });
  return (
    <section className="container-page flex max-w-2xl flex-col gap-8 py-12">
      <h1 className="text-3xl font-medium">Filter pieces</h1>
      <ShopFilterForm id="filters" params={params} facets={facets} />
      <Link href={shopHref({ ...params, page: 1 })} className="text-sm underline">
        Back to the pieces
      </Link>
    </section>
  );
}
