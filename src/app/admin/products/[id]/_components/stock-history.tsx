import { PackageOpen } from 'lucide-react';
import { listStockHistory } from '@/server/catalog/admin-product-reads';
import { STOCK_MOVEMENT_LABELS } from '@/lib/catalog/stock-movements';
import { formatDateTime } from '@/lib/dates';
import { cn } from '@/lib/cn';

/**
 * The product's latest stock changes (docs/decisions/0054-stock-history.md): when, which variant, by
 * how much and to what, and why (an order with its number, a cancellation, a change by hand and whose).
 */
export async function StockHistory({ productId }: { productId: string }) {
  const entries = await listStockHistory(productId);
  return (
    <details className="rounded-lg border border-border bg-card">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-4 text-sm font-semibold">
        <PackageOpen aria-hidden="true" className="size-4" />
        Stock history
      </summary>
      <div className="overflow-x-auto border-t border-border px-4 py-3 text-sm">
        {entries.length === 0 ? (
          <p className="text-muted-foreground">No stock has moved since this piece was added.</p>
        ) : (
          <table className="w-full min-w-[32rem] text-left">
            <caption className="sr-only">The latest {entries.length} changes of this product&apos;s stock, newest first</caption>
            <thead className="text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="py-1.5 pr-3 font-medium">When</th>
                <th scope="col" className="py-1.5 pr-3 font-medium">Variant</th>
                <th scope="col" className="py-1.5 pr-3 text-right font-medium">Change</th>
                <th scope="col" className="py-1.5 pr-3 text-right font-medium">Stock after</th>
                <th scope="col" className="py-1.5 font-medium">Why</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-t border-border">
                  <td className="py-1.5 pr-3 whitespace-nowrap">{formatDateTime(entry.at)}</td>
                  <td className="py-1.5 pr-3">{entry.variant ?? '—'}</td>
                  <td className={cn('py-1.5 pr-3 text-right tabular-nums', entry.change < 0 ? 'text-destructive' : 'text-success')}>
                    {entry.change > 0 ? `+${entry.change}` : entry.change}
                  </td>
                  <td className="py-1.5 pr-3 text-right tabular-nums">{entry.stockAfter}</td>
                  <td className="py-1.5">
                    {STOCK_MOVEMENT_LABELS[entry.reason]}
                    {entry.orderNumber ? <span className="text-muted-foreground"> · {entry.orderNumber}</span> : null}
                    {entry.actorName ? <span className="text-muted-foreground"> · {entry.actorName}</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </details>
  );
}
