'use client';
import Link from 'next/link';
import { ArrowLeftRight } from 'lucide-react';
import { toast } from 'sonner';
import { ListResults } from '@/components/admin/list/list-results';
import { useAdminList } from '@/components/admin/list/use-admin-list';
import { AdminPageHeader } from '@/components/admin/page-header';
import { useFinderUrl } from '@/components/admin/stock/variant-finder';
import { useAction } from '@/components/use-action';
import type { HeldPiece } from '@/server/stock/location-reads';
import type { AdminTransfer, TransferPage } from '@/server/stock/transfer-reads';
import { receiveTransferAction } from '@/server/stock/actions/receive-transfer';
import { TransferForm, type LocationOption } from './transfer-form';
import { TransferCards } from './transfer-cards';
import { TransfersTable } from './transfers-table';

type State = { page: number; from: string; find: string };

/** The Transfers screen: a new transfer, and every transfer with its state; one on the road is marked received when it arrives. */
export function TransfersScreen({ transfers, locations, found, state }: { transfers: TransferPage; locations: LocationOption[]; found: HeldPiece[]; state: State }) {
  // The first location is where a new transfer leaves from unless the URL says otherwise.
  const list = useAdminList(transfers.rows, { path: '/admin/transfers', state, defaults: { from: locations[0]?.id } });
  const finderUrl = useFinderUrl();
  const receive = useAction(toast);
  // A send empties the finder (the URL's `find`), which reads the page again; with none, the page is read again as it is.
  const afterSend = () => (state.find ? list.navigate(list.href({ find: '' }), { replace: true }) : list.reload());

  async function markReceived(transfer: AdminTransfer) {
    const result = await receive.run(
      receiveTransferAction,
      { id: transfer.id },
      { success: { title: 'Transfer received', description: `Its pieces are now in ${transfer.to}’s stock.` }, refused: 'Error', failed: 'Failed to receive the transfer.' },
    );
    if (result.ok) list.reload();
  }

  const handlers = { receiving: receive.pending || list.pending, onReceive: markReceived };

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title="Stock Transfers"
        description="Stock moved between locations: it leaves one when sent and joins the other when marked received."
        updating={list.pending}
      />
      <section aria-labelledby="new-transfer-heading" className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4 xl:max-w-3xl">
        <h2 id="new-transfer-heading" className="font-display text-xl font-semibold">
          New transfer
        </h2>
        {locations.length < 2 ? (
          <p className="text-sm text-muted-foreground">
            Stock moves between two locations: <Link href="/admin/locations" className="font-medium underline underline-offset-4">add another location</Link> first.
          </p>
        ) : (
          <TransferForm
            locations={locations}
            finder={{
              query: state.find,
              from: state.from,
              found,
              pending: finderUrl.pending,
              onSearch: (find) => finderUrl.replace(list.href({ find })),
              onFrom: (from) => finderUrl.replace(list.href({ from })),
            }}
            onSent={afterSend}
          />
        )}
      </section>
      <section aria-labelledby="transfers-heading" className="flex flex-col gap-4">
        <h2 id="transfers-heading" className="font-display text-xl font-semibold">
          Transfers
        </h2>
        <ListResults
          list={list}
          page={transfers}
          noun={['transfer', 'transfers']}
          empty={{ icon: ArrowLeftRight, message: 'No transfers yet', hint: 'Transfers you send between locations appear here.' }}
        >
          <div className="sm:hidden">
            <TransferCards transfers={list.visible} {...handlers} />
          </div>
          <div className="max-sm:hidden">
            <TransfersTable transfers={list.visible} {...handlers} />
          </div>
        </ListResults>
      </section>
    </div>
  );
}
