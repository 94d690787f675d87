import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { findStockPieces, getAdminLocation, listLocationStock, locationStockParamsSchema } from '@/server/stock/location-reads';
import { LocationStockScreen } from '@/app/admin/locations/[id]/_components/location-stock-screen';
import { requirePermissionPage } from '@/server/auth/permissions';

export const metadata: Metadata = { title: 'Location Stock' };

// The stock a location holds and its stock count; the list's search and page and the count's finder are
// the URL. (No loading.tsx here or in locations/: a Suspense boundary above this page would stream the
// not-found page with status 200.) A failed read shows this segment's error.tsx.
export default async function AdminLocationPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requirePermissionPage('stock.manage');
  const location = await getAdminLocation((await params).id);
  if (!location) notFound();
  const query = locationStockParamsSchema.parse(await searchParams);
  const [stock, found] = await Promise.all([listLocationStock(location.id, query), findStockPieces(query.find, location.id)]);
  return <LocationStockScreen location={location} stock={stock} found={found} state={{ q: query.q, page: stock.page, find: query.find }} />;
}
