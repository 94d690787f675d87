'use client';
import Link from 'next/link';
import { ArrowLeft, PackageOpen } from 'lucide-react';
import { ListResults } from '@/components/admin/list/list-results';
import { ListTable, type ListColumn } from '@/components/admin/list/list-table';
import { ListToolbar } from '@/components/admin/list/list-toolbar';
import { useAdminList } from '@/components/admin/list/use-admin-list';
import { AdminPageHeader } from '@/components/admin/page-header';
import { useFinderUrl } from '@/components/admin/stock/variant-finder';
import { TableCell, TableRow } from '@/components/ui/table';
import { PRODUCT_LIMITS } from '@/lib/schemas/product-fields';
import type { AdminLocation, HeldPiece, LocationStockPage } from '@/server/stock/location-reads';
import { CountStockForm } from './count-stock-form';

type State = { q: string; page: number; find: string };

// On a phone the variant and SKU go under the piece's name, so the quantity shows without scrolling.
const COLUMNS: ListColumn[] = [
  { label: 'Piece' },
  { label: 'Variant', className: 'max-sm:hidden' },
  { label: 'SKU', className: 'max-sm:hidden' },
  { label: 'Quantity', className: 'text-right' },
];
const none = <span className="text-muted-foreground">—</span>;

/** What the location is, in one line under its name. */
function describe(location: AdminLocation) {
  const selling = location.sellsOnline ? 'Sells online' : 'Showroom only: not sold online';
  return [location.address.replace(/\s*\n\s*/g, ', '), location.openingHours, selling, location.pickup ? 'Pickup' : null].filter(Boolean).join(' · ');
}

/** One location's screen: the stock it holds (searchable, paged) and its stock count. */
export function LocationStockScreen({ location, stock, found, state }: { location: AdminLocation; stock: LocationStockPage; found: HeldPiece[]; state: State }) {
  const list = useAdminList(
    stock.rows.map((row) => ({ id: row.variantId, ...row })),
    { path: `/admin/locations/${location.id}`, state },
  );
  const finderUrl = useFinderUrl();
  // A save empties the finder (the URL's `find`), which reads the page again; with none, the page is read again as it is.
  const afterCount = () => (state.find ? list.navigate(list.href({ find: '' }), { replace: true }) : list.reload());

  return (
    <div className="flex flex-col gap-6">
      <Link href="/admin/locations" className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-semibold text-muted-foreground hover:text-foreground">
        <ArrowLeft aria-hidden="true" className="size-4" />
        All locations
      </Link>
      <AdminPageHeader title={location.name} description={describe(location)} updating={list.pending} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_26rem] xl:items-start">
        <section aria-labelledby="stock-here-heading" className="flex min-w-0 flex-col gap-4">
          <h2 id="stock-here-heading" className="font-display text-xl font-semibold">
            Stock here
          </h2>
          <ListToolbar
            list={list}
            q={state.q}
            label="Search this location’s stock by name or SKU"
            placeholder="Search by name or SKU..."
            maxLength={PRODUCT_LIMITS.search}
            pendingLabel="Loading the stock"
          />
          <ListResults
            list={list}
            page={stock}
            noun={['piece', 'pieces']}
            empty={{
              icon: PackageOpen,
              message: state.q ? 'No pieces found' : `${location.name} holds no stock`,
              hint: state.q ? `No piece held here has “${state.q}” in its name or SKU.` : 'Count the stock here, or send some from another location.',
              clear: state.q ? 'Clear search' : undefined,
            }}
          >
            <ListTable aria-label={`Stock at ${location.name}`} columns={COLUMNS}>
              {list.visible.map((row) => (
                <TableRow key={row.id}>
                  <TableCell className="font-medium sm:min-w-40">
                    {row.productName}
                    <span className="block text-xs font-normal text-muted-foreground sm:hidden">{[row.variant, row.sku].filter(Boolean).join(' · ')}</span>
                  </TableCell>
                  <TableCell className="min-w-28 max-sm:hidden">{row.variant ?? none}</TableCell>
                  <TableCell className="font-mono text-xs whitespace-nowrap max-sm:hidden">{row.sku ?? none}</TableCell>
                  <TableCell className="text-right font-semibold tabular-nums">{row.quantity.toLocaleString('en-NG')}</TableCell>
                </TableRow>
              ))}
            </ListTable>
          </ListResults>
        </section>
        <section aria-labelledby="count-stock-heading" className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4 xl:sticky xl:top-6">
          <div className="flex flex-col gap-1">
            <h2 id="count-stock-heading" className="font-display text-xl font-semibold">
              Count stock
            </h2>
            <p className="text-sm text-muted-foreground">Enter what is on the shelf; the difference is kept with the reason you give.</p>
          </div>
          <CountStockForm location={location} finder={{ query: state.find, found, pending: finderUrl.pending, onSearch: (find) => finderUrl.replace(list.href({ find })) }} onSaved={afterCount} />
        </section>
      </div>
    </div>
  );
}
