import Link from 'next/link';
import { Warehouse } from 'lucide-react';
import { getProductStockByLocation } from '@/server/stock/location-reads';

const cell = 'py-1.5 pr-3';

/**
 * The product screen's stock by location (docs/decisions/0064-stock-locations.md): each live variant's
 * count at each location, read only; counts and transfers are made on the Locations and Transfers screens.
 * The website sells the sum over the locations that sell online, which is the Stock the form shows.
 */
export async function StockByLocation({ productId }: { productId: string }) {
  const { locations, variants } = await getProductStockByLocation(productId);
  if (variants.length === 0) return null;
  return (
    <section aria-labelledby="stock-by-location-heading" className="flex flex-col gap-3 rounded-lg border border-border bg-card px-4 py-3">
      <h2 id="stock-by-location-heading" className="flex items-center gap-2 text-sm font-semibold">
        <Warehouse aria-hidden="true" className="size-4" />
        Stock by location
      </h2>
      <p className="text-sm text-muted-foreground">
        The website sells what the locations that sell online hold. Count stock or move it on each location’s screen and on{' '}
        <Link href="/admin/transfers" className="font-medium text-foreground underline underline-offset-4">
          Transfers
        </Link>
        .
      </p>
      <div className="overflow-x-auto text-sm">
        <table className="w-full min-w-[28rem] text-left">
          <caption className="sr-only">Units of each variant at each location</caption>
          <thead className="text-xs text-muted-foreground">
            <tr>
              <th scope="col" className={`${cell} font-medium`}>
                Variant
              </th>
              {locations.map((location) => (
                <th key={location.id} scope="col" className={`${cell} text-right font-medium`}>
                  <Link href={`/admin/locations/${location.id}`} className="underline underline-offset-4 hover:text-foreground">
                    {location.name}
                  </Link>
                  {location.sellsOnline ? null : <span className="block font-normal">not sold online</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {variants.map((variant) => (
              <tr key={variant.variantId} className="border-t border-border">
                <th scope="row" className={`${cell} font-normal`}>
                  {variant.variant ?? 'This piece'}
                  {variant.sku ? <span className="block font-mono text-xs text-muted-foreground">{variant.sku}</span> : null}
                </th>
                {variant.held.map((quantity, index) => (
                  <td key={locations[index]!.id} className={`${cell} text-right tabular-nums`}>
                    {quantity}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
