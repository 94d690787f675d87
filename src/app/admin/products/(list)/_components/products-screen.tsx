'use client';
import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Download, PackageSearch, Plus } from 'lucide-react';
import { toast } from 'sonner';
import { AdminPageHeader } from '@/components/admin/page-header';
import { ListResults } from '@/components/admin/list/list-results';
import { ListTable, type ListColumn } from '@/components/admin/list/list-table';
import { ListFilter, ListToolbar } from '@/components/admin/list/list-toolbar';
import { RowActions } from '@/components/admin/list/row-actions';
import { useAdminList, type RemoveMessages } from '@/components/admin/list/use-admin-list';
import { PRODUCT_PLACEHOLDER_IMAGE } from '@/components/store/media';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { useCan } from '@/components/admin/staff-role-context';
import { TableCell, TableRow } from '@/components/ui/table';
import { formatNaira } from '@/lib/money';
import { defaultDirection, type AdminProductSort, type SortDirection } from '@/lib/schemas/product';
import { PRODUCT_LIMITS } from '@/lib/schemas/product-fields';
import { deleteProductAction } from '@/server/catalog/actions/delete-product';
import { setProductFeaturedAction } from '@/server/catalog/actions/set-product-featured';
import type { AdminProductPage, AdminProductRow, CategoryOption } from '@/server/catalog/admin-product-reads';
import type { PictureProgress } from '@/server/catalog/catalogue-csv/import-progress';
import { ProductStatusBadge } from './product-status-badge';
import { StockCell } from './stock-editor';
import { CatalogueImport } from './catalogue-import';
import { ImportProgress } from './import-progress';
import { useAction } from '@/components/use-action';

export const DELETE_PRODUCT_DESCRIPTION = 'This action cannot be undone. This will permanently delete the product.';

type ListState = { q: string; category?: string; sort: AdminProductSort; dir: SortDirection; page: number };

const COLUMNS: ListColumn<AdminProductSort>[] = [
  { label: 'Image', className: 'w-16', srOnly: true },
  { label: 'Name', sort: 'name' },
  { label: 'SKU', sort: 'sku' },
  { label: 'Category', sort: 'category' },
  { label: 'Price', sort: 'price', className: 'text-right' },
  { label: 'Stock', sort: 'stock', className: 'text-right' },
  { label: 'Status', sort: 'status' },
  { label: 'Featured', sort: 'featured' },
  { label: 'Actions', className: 'text-right', srOnly: true },
];

const DELETE_MESSAGES: RemoveMessages = { success: 'Product deleted successfully.', failed: 'Failed to delete product.', errorTitle: 'Failed to delete product.' };

/**
 * The Products screen: search, category filter, sortable columns and pages, all in the URL; and how the
 * latest import's pictures are coming along (`pictures`, import-progress.tsx).
 */
export function ProductsScreen({ data, categories, state, pictures }: { data: AdminProductPage; categories: CategoryOption[]; state: ListState; pictures: PictureProgress | null }) {
  const list = useAdminList(data.rows, {
    path: '/admin/products',
    state,
    // The newest first unless the URL says otherwise; each column's own first direction.
    defaults: (next) => ({ sort: 'created', dir: defaultDirection(next.sort) }),
  });
  const filtered = Boolean(state.q || state.category);
  // A role that may only see the catalogue gets the list without its buttons (the server refuses them anyway).
  const canWrite = useCan('products.write');
  // One line from tablet width up: the description beside it wraps rather than the buttons.
  const actions = (
    <div className="flex flex-wrap gap-2 sm:flex-nowrap">
      {canWrite ? <CatalogueImport /> : null}
      {/* A download, not a page: a plain link, so the browser saves the file. */}
      <Button asChild variant="subtle">
        <a href="/admin/products/export" download>
          <Download aria-hidden="true" className="size-4" />
          Export
        </a>
      </Button>
      {canWrite ? (
        <Button asChild>
          <Link href="/admin/products/new">
            <Plus aria-hidden="true" className="size-4" />
            Add Product
          </Link>
        </Button>
      ) : null}
    </div>
  );

  async function remove(row: AdminProductRow) {
    await list.remove(row.id, deleteProductAction, DELETE_MESSAGES);
  }

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title="Products"
        description="Everything in the shop, whatever its status. Featured products appear on the homepage, 4 per category at most."
        actions={actions}
      />

      <ImportProgress initial={pictures} canWrite={canWrite} />

      <ListToolbar list={list} q={state.q} label="Search products by name" placeholder="Search by name..." maxLength={PRODUCT_LIMITS.search} pendingLabel="Loading products">
        <ListFilter
          label="Filter by category"
          allLabel="All categories"
          value={state.category}
          options={categories.map((category) => ({ value: category.slug, label: category.name }))}
          onChange={(category) => list.go({ category, page: 1 })}
          className="sm:w-52"
        />
      </ListToolbar>

      <ListResults
        list={list}
        page={data}
        noun={['product', 'products']}
        empty={{
          icon: PackageSearch,
          message: !filtered ? 'No products yet.' : state.q ? `No products match “${state.q}”.` : 'No products in this category yet.',
          clear: filtered ? 'Clear search' : undefined,
          action: canWrite ? (
            <Button asChild size="sm">
              <Link href="/admin/products/new">Add Product</Link>
            </Button>
          ) : undefined,
        }}
      >
        <ListTable
          columns={COLUMNS}
          sorting={{
            sort: state.sort,
            dir: state.dir,
            firstDirection: defaultDirection,
            hrefFor: (sort, dir) => list.href({ sort, dir, page: 1 }),
            navigate: list.navigate,
          }}
        >
          {list.visible.map((row) => (
            <ProductRow key={row.id} row={row} canWrite={canWrite} onDelete={() => remove(row)} />
          ))}
        </ListTable>
      </ListResults>
    </div>
  );
}

function ProductRow({ row, canWrite, onDelete }: { row: AdminProductRow; canWrite: boolean; onDelete: () => Promise<void> }) {
  return (
    <TableRow>
      <TableCell>
        <ProductThumbnail src={row.imageUrl} />
      </TableCell>
      <TableCell className="max-w-72 min-w-40">
        <Link href={`/admin/products/${row.id}`} className="font-medium text-foreground hover:underline hover:underline-offset-4">
          {row.name}
        </Link>
      </TableCell>
      <TableCell className="font-mono text-xs whitespace-nowrap text-muted-foreground">{row.sku ?? '—'}</TableCell>
      <TableCell className="whitespace-nowrap">{row.categoryName ?? row.category}</TableCell>
      <TableCell className="text-right whitespace-nowrap tabular-nums">
        {row.discountPriceKobo !== null ? (
          <span className="flex flex-col items-end">
            <span>{formatNaira(row.discountPriceKobo)}</span>
            <s className="text-xs text-muted-foreground">{formatNaira(row.priceKobo)}</s>
          </span>
        ) : (
          formatNaira(row.priceKobo)
        )}
      </TableCell>
      <TableCell className="text-right">
        <StockCell row={row} canWrite={canWrite} />
      </TableCell>
      <TableCell>
        <ProductStatusBadge status={row.status} />
      </TableCell>
      <TableCell>
        <FeaturedSwitch row={row} readOnly={!canWrite} />
      </TableCell>
      <TableCell>
        {canWrite ? (
          <RowActions
            name={row.name}
            editHref={`/admin/products/${row.id}`}
            deleteDescription={DELETE_PRODUCT_DESCRIPTION}
            onDelete={onDelete}
            className="md:size-9"
          />
        ) : null}
      </TableCell>
    </TableRow>
  );
}

function ProductThumbnail({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a 48px admin preview of any stored URL
    <img
      src={!src || failed ? PRODUCT_PLACEHOLDER_IMAGE : src}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      onError={() => setFailed(true)}
      className="size-12 max-w-none rounded-md border border-border bg-sand object-cover"
    />
  );
}

/** The featured toggle: shows the new state at once, and goes back if the server refuses. */
function FeaturedSwitch({ row, readOnly }: { row: AdminProductRow; readOnly: boolean }) {
  const router = useRouter();
  const [featured, setFeatured] = useState(row.featured);
  const [shown, setShown] = useState(row.featured);
  const { run, pending: busy } = useAction(toast);
  // A refreshed list (another admin's change) wins over what this switch last showed.
  if (row.featured !== shown) {
    setShown(row.featured);
    setFeatured(row.featured);
  }

  async function toggle(next: boolean) {
    setFeatured(next);
    const result = await run(setProductFeaturedAction, { id: row.id, featured: next }, { failed: 'Failed to update product.' });
    if (result.ok) {
      toast.success(next ? 'Product featured on homepage' : 'Product removed from homepage');
      router.refresh();
      return;
    }
    setFeatured(!next);
    if (result.details?.title) toast.error(result.details.title, { description: result.error });
    else toast.error('Failed to update product.', result.error !== 'Failed to update product.' ? { description: result.error } : undefined);
  }

  return (
    <Switch
      checked={featured}
      disabled={busy || readOnly}
      aria-busy={busy}
      onCheckedChange={(next) => void toggle(next)}
      aria-label={`Feature ${row.name} on the homepage`}
    />
  );
}
