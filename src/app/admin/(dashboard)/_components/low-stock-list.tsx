import Link from 'next/link';
import { PackageCheck } from 'lucide-react';
import { cn } from '@/lib/cn';
import { LOW_STOCK_MAX } from '@/lib/catalog/low-stock';
import type { LowStock } from '@/server/dashboard/admin-dashboard-reads';
import { DashboardCard } from './dashboard-card';

/** Active products' variants running out (stock of 10 or less), lowest first; each opens its product's edit page. */
export function LowStockList({ lowStock }: { lowStock: LowStock }) {
  const { products, total } = lowStock;
  return (
    <DashboardCard title="Low stock" titleId="dashboard-low-stock" link={{ href: '/admin/products?sort=stock&dir=asc', label: 'All products' }}>
      {products.length === 0 ? (
        <p className="flex items-center gap-2 rounded-lg bg-sand/60 px-4 py-6 text-sm text-muted-foreground">
          <PackageCheck aria-hidden="true" className="size-4 shrink-0 text-success" />
          Every active product has more than {LOW_STOCK_MAX} in stock.
        </p>
      ) : (
        <>
          <ul className="-my-1 flex flex-col">
            {products.map((product) => (
              <li key={product.variantId}>
                <Link
                  href={`/admin/products/${product.id}`}
                  className="-mx-2 flex min-h-11 items-center gap-3 rounded-lg px-2 py-1.5 transition-colors hover:bg-sand/60"
                >
                  <span className="min-w-0 flex-1">
                    <span className="line-clamp-2 text-sm font-medium text-foreground">
                      {product.name}
                      {product.variant ? <span className="font-normal text-muted-foreground"> · {product.variant}</span> : null}
                    </span>
                    {product.sku ? <span className="block truncate text-xs text-muted-foreground">{product.sku}</span> : null}
                  </span>
                  <StockCount stock={product.stockQuantity} />
                </Link>
              </li>
            ))}
          </ul>
          {total > products.length ? (
            <p className="mt-3 text-xs text-muted-foreground">
              {total - products.length} more {total - products.length === 1 ? 'product is' : 'products are'} low on stock.
            </p>
          ) : null}
        </>
      )}
    </DashboardCard>
  );
}

function StockCount({ stock }: { stock: number }) {
  return (
    <span
      className={cn(
        'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap tabular-nums ring-1 ring-inset',
        stock === 0 ? 'bg-red-100 text-red-900 ring-red-300' : 'bg-amber-100 text-amber-900 ring-amber-300',
      )}
    >
      {stock === 0 ? 'Sold out' : `${stock} left`}
    </span>
  );
}
