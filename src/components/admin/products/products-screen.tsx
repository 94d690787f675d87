'use client';
import { useCallback, useEffect, useId, useState, useTransition } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { ArrowDown, ArrowUp, ArrowUpDown, PackageSearch, Pencil, Plus, RotateCw, Search, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { AdminPageHeader } from '@/components/admin/page-header';
import { ConfirmDelete } from '@/components/admin/confirm-delete';
import { ListLink, ListPagination, useSearchAsYouType } from '@/components/admin/list-controls';
import { PRODUCT_PLACEHOLDER_IMAGE } from '@/components/store/media';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatNaira } from '@/lib/money';
import { defaultDirection, type AdminProductSort, type SortDirection } from '@/lib/schemas/product';
import { deleteProductAction } from '@/server/catalog/actions/delete-product';
import { setProductFeaturedAction } from '@/server/catalog/actions/set-product-featured';
import type { AdminProductPage, AdminProductRow, CategoryOption } from '@/server/catalog/admin-products';
import { ProductStatusBadge } from './product-status-badge';

export const DELETE_PRODUCT_DESCRIPTION = 'This action cannot be undone. This will permanently delete the product.';

type ListState = { q: string; category?: string; sort: AdminProductSort; dir: SortDirection; page: number };

/** The list's URL for a change of search, filter, sort or page; defaults are left out. */
function listHref(state: ListState, change: Partial<ListState>) {
  const next = { ...state, ...change };
  const params = new URLSearchParams();
  if (next.q) params.set('q', next.q);
  if (next.category) params.set('category', next.category);
  if (next.sort !== 'created') params.set('sort', next.sort);
  if (next.dir !== defaultDirection(next.sort)) params.set('dir', next.dir);
  if (next.page > 1) params.set('page', String(next.page));
  const query = params.toString();
  return query ? `/admin/products?${query}` : '/admin/products';
}

export function ProductsScreen({
  data,
  categories,
  state,
}: {
  /** null when the products could not be loaded. */
  data: AdminProductPage | null;
  categories: CategoryOption[];
  state: ListState;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const navigate = useCallback((href: string) => startTransition(() => router.push(href, { scroll: false })), [router]);

  useEffect(() => {
    if (!data) toast.error('Failed to load products.', { id: 'products-load-failed' });
  }, [data]);

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title="Products"
        description="Everything in the shop, whatever its status. Featured products appear on the homepage, 4 per category at most."
        actions={
          <Button asChild>
            <Link href="/admin/products/new">
              <Plus aria-hidden="true" className="size-4" />
              Add Product
            </Link>
          </Button>
        }
      />

      <Toolbar state={state} categories={categories} navigate={navigate} pending={pending} />

      {data ? (
        <ProductsTable data={data} state={state} navigate={navigate} pending={pending} />
      ) : (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border border-border bg-card px-6 py-14 text-center">
          <p className="font-medium">Failed to load products.</p>
          <Button variant="subtle" size="sm" onClick={() => startTransition(() => router.refresh())}>
            <RotateCw aria-hidden="true" className="size-4" />
            Try again
          </Button>
        </div>
      )}
    </div>
  );
}

function Toolbar({
  state,
  categories,
  navigate,
  pending,
}: {
  state: ListState;
  categories: CategoryOption[];
  navigate: (href: string) => void;
  pending: boolean;
}) {
  const id = useId();
  const { query, setQuery, searchNow, field } = useSearchAsYouType(state.q, (text) => navigate(listHref(state, { q: text, page: 1 })));
  // The picked category shows at once; a URL changed from outside (Back) shows in the field.
  const urlCategory = state.category ?? '';
  const [category, setCategory] = useState(urlCategory);
  const [seenCategory, setSeenCategory] = useState(urlCategory);
  if (seenCategory !== urlCategory) {
    setSeenCategory(urlCategory);
    setCategory(urlCategory);
  }

  return (
    <form
      role="search"
      className="flex flex-col gap-3 sm:flex-row sm:items-center"
      onSubmit={(event) => {
        event.preventDefault();
        searchNow();
      }}
    >
      <div className="relative flex-1">
        <label htmlFor={`${id}-q`} className="sr-only">
          Search products by name
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          ref={field}
          id={`${id}-q`}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Search by name..."
          maxLength={100}
          autoComplete="off"
          className="pr-10 pl-9"
        />
        <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground" aria-live="polite">
          {pending ? <Spinner label="Loading products" /> : null}
        </span>
      </div>
      <div className="sm:w-52">
        <label htmlFor={`${id}-category`} className="sr-only">
          Filter by category
        </label>
        <NativeSelect
          id={`${id}-category`}
          value={category}
          onChange={(event) => {
            setCategory(event.target.value);
            navigate(listHref(state, { category: event.target.value || undefined, page: 1 }));
          }}
        >
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.name}
            </option>
          ))}
        </NativeSelect>
      </div>
    </form>
  );
}

const COLUMNS: { label: string; sort?: AdminProductSort; className?: string }[] = [
  { label: 'Image', className: 'w-16' },
  { label: 'Name', sort: 'name' },
  { label: 'SKU', sort: 'sku' },
  { label: 'Category', sort: 'category' },
  { label: 'Price', sort: 'price', className: 'text-right' },
  { label: 'Stock', sort: 'stock', className: 'text-right' },
  { label: 'Status', sort: 'status' },
  { label: 'Featured', sort: 'featured' },
  { label: 'Actions', className: 'text-right' },
];

function ProductsTable({
  data,
  state,
  navigate,
  pending,
}: {
  data: AdminProductPage;
  state: ListState;
  navigate: (href: string) => void;
  pending: boolean;
}) {
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(new Set());
  const rows = data.rows.filter((row) => !deleted.has(row.id));
  const current: ListState = { ...state, sort: data.sort, dir: data.dir, page: data.page };
  const first = data.total === 0 ? 0 : (data.page - 1) * data.pageSize + 1;
  const last = Math.min(data.page * data.pageSize, data.total);

  if (data.total === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-card px-6 py-14 text-center">
        <PackageSearch aria-hidden="true" className="size-8 text-muted-foreground" />
        {state.q || state.category ? (
          <>
            <p className="font-medium">{state.q ? `No products match “${state.q}”.` : 'No products in this category yet.'}</p>
            <Button variant="subtle" size="sm" onClick={() => navigate('/admin/products')}>
              Clear search
            </Button>
          </>
        ) : (
          <>
            <p className="font-medium">No products yet.</p>
            <Button asChild size="sm">
              <Link href="/admin/products/new">Add Product</Link>
            </Button>
          </>
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {first.toLocaleString('en-NG')}–{last.toLocaleString('en-NG')} of {data.total.toLocaleString('en-NG')} products
      </p>
      <div aria-busy={pending} className={cn('transition-opacity', pending && 'opacity-60')}>
        <Table>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              {COLUMNS.map((column) => (
                <TableHead
                  key={column.label}
                  className={column.className}
                  aria-sort={column.sort && column.sort === data.sort ? (data.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {column.label === 'Image' || column.label === 'Actions' ? <span className="sr-only">{column.label}</span> : null}
                  {column.sort ? <SortLink column={column.sort} label={column.label} state={current} navigate={navigate} /> : null}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <ProductRow key={row.id} row={row} onDeleted={() => setDeleted((ids) => new Set(ids).add(row.id))} />
            ))}
          </TableBody>
        </Table>
      </div>
      <ListPagination page={current.page} pageCount={data.pageCount} hrefFor={(page) => listHref(current, { page })} navigate={navigate} />
    </div>
  );
}

function SortLink({ column, label, state, navigate }: { column: AdminProductSort; label: string; state: ListState; navigate: (href: string) => void }) {
  const active = state.sort === column;
  const dir: SortDirection = active ? (state.dir === 'asc' ? 'desc' : 'asc') : defaultDirection(column);
  const href = listHref(state, { sort: column, dir, page: 1 });
  const Icon = !active ? ArrowUpDown : state.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <ListLink href={href} navigate={navigate} className="inline-flex items-center gap-1 rounded-sm hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring">
      {label}
      <Icon aria-hidden="true" className={cn('size-3.5', !active && 'opacity-40')} />
      <span className="sr-only">{active ? `, sorted ${state.dir === 'asc' ? 'ascending' : 'descending'}. Sort the other way` : ', sort'}</span>
    </ListLink>
  );
}

function ProductRow({ row, onDeleted }: { row: AdminProductRow; onDeleted: () => void }) {
  const router = useRouter();

  async function remove() {
    const result = await deleteProductAction({ id: row.id }).catch(() => null);
    if (result?.ok) {
      toast.success('Product deleted successfully.');
      onDeleted();
      router.refresh();
      return;
    }
    const reason = result?.error;
    toast.error('Failed to delete product.', reason && reason !== 'Failed to delete product.' ? { description: reason } : undefined);
  }

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
      <TableCell className={cn('text-right tabular-nums', row.stockQuantity === 0 && 'font-semibold text-destructive')}>
        {row.stockQuantity.toLocaleString('en-NG')}
      </TableCell>
      <TableCell>
        <ProductStatusBadge status={row.status} />
      </TableCell>
      <TableCell>
        <FeaturedSwitch row={row} />
      </TableCell>
      <TableCell>
        <div className="flex justify-end gap-1">
          <Button asChild variant="ghost" size="icon" className="md:size-9">
            <Link href={`/admin/products/${row.id}`} aria-label={`Edit ${row.name}`}>
              <Pencil aria-hidden="true" />
            </Link>
          </Button>
          <ConfirmDelete
            description={DELETE_PRODUCT_DESCRIPTION}
            onConfirm={remove}
            trigger={
              <Button variant="ghost" size="icon" aria-label={`Delete ${row.name}`} className="text-destructive hover:bg-destructive/10 md:size-9">
                <Trash2 aria-hidden="true" />
              </Button>
            }
          />
        </div>
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
function FeaturedSwitch({ row }: { row: AdminProductRow }) {
  const router = useRouter();
  const [featured, setFeatured] = useState(row.featured);
  const [shown, setShown] = useState(row.featured);
  const [busy, setBusy] = useState(false);
  // A refreshed list (another admin's change) wins over what this switch last showed.
  if (row.featured !== shown) {
    setShown(row.featured);
    setFeatured(row.featured);
  }

  async function toggle(next: boolean) {
    setFeatured(next);
    setBusy(true);
    const result = await setProductFeaturedAction({ id: row.id, featured: next }).catch(() => null);
    setBusy(false);
    if (result?.ok) {
      toast.success(next ? 'Product featured on homepage' : 'Product removed from homepage');
      router.refresh();
      return;
    }
    setFeatured(!next);
    if (result?.details?.title) toast.error(result.details.title, { description: result.error });
    else toast.error('Failed to update product.', result && result.error !== 'Failed to update product.' ? { description: result.error } : undefined);
  }

  return (
    <Switch
      checked={featured}
      disabled={busy}
      aria-busy={busy}
      onCheckedChange={(next) => void toggle(next)}
      aria-label={`Feature ${row.name} on the homepage`}
    />
  );
}
