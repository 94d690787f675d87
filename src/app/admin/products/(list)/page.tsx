import type { Metadata } from 'next';
import { listAdminProducts, listProductCategoryOptions } from '@/server/catalog/admin-product-reads';
import { latestPictureProgress } from '@/server/catalog/catalogue-csv/import-progress';
import { adminProductListParamsSchema } from '@/lib/schemas/product';
import { ProductsScreen } from '@/app/admin/products/(list)/_components/products-screen';
import { requirePermissionPage } from '@/server/auth/permissions';

export const metadata: Metadata = { title: 'Products' };

// The list's state is its URL (docs/decisions/0017-admin-lists-in-the-url.md); a failed read of
// the products shows this segment's error.tsx, while the category filter just offers none.
export default async function AdminProductsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePermissionPage('products.read');
  const params = adminProductListParamsSchema.parse(await searchParams);
  // The latest import's pictures (import-progress.tsx): a failed read only leaves the panel out.
  const [data, categories, pictures] = await Promise.all([listAdminProducts(params), listProductCategoryOptions().catch(() => []), latestPictureProgress().catch(() => null)]);
  return <ProductsScreen data={data} categories={categories} pictures={pictures} state={{ q: params.q, category: params.category, sort: data.sort, dir: data.dir, page: data.page }} />;
}
