import type { Metadata } from 'next';
import { findStockPieces, listAdminLocations } from '@/server/stock/location-reads';
import { listStockTransfers, transferParamsSchema } from '@/server/stock/transfer-reads';
import { TransfersScreen } from '@/app/admin/transfers/_components/transfers-screen';
import { requirePermissionPage } from '@/server/auth/permissions';

export const metadata: Metadata = { title: 'Stock Transfers' };

// The list's page and the new transfer's finder (where from, what text) are the URL; a failed read
// shows this segment's error.tsx.
export default async function AdminTransfersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePermissionPage('stock.manage');
  const params = transferParamsSchema.parse(await searchParams);
  const [transfers, locations] = await Promise.all([listStockTransfers(params), listAdminLocations()]);
  // The finder says how many the sending location holds: the one chosen, else the first.
  const from = locations.find((location) => location.id === params.from?.toLowerCase()) ?? locations[0];
  const found = from ? await findStockPieces(params.find, from.id) : [];
  return (
    <TransfersScreen
      transfers={transfers}
      locations={locations.map(({ id, name }) => ({ id, name }))}
      found={found}
      state={{ page: transfers.page, from: from?.id ?? '', find: params.find }}
    />
  );
}
