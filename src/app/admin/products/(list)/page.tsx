import type { Metadata } from 'next';
import { requireAdminPage } from '@/server/auth/session';
import { listAdminProducts, listProductCategoryOptions } from '@/server/catalog/admin-products';
import { logger } from '@/server/logger';
import { adminProductListParamsSchema } from '@/lib/schemas/product';
import { ProductsScreen } from '@/components/admin/products/products-screen';

export const metadata: Metadata = { title: 'Products' };

export default async function AdminProductsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage();
  const params = adminProductListParamsSchema.parse(await searchParams);
  const [data, categories] = await Promise.all([
    listAdminProducts(params).catch((error: unknown) => {
      logger.error({ err: error }, 'Loading the admin product list failed');
      return null;
    }),
    listProductCategoryOptions().catch(() => []),
  ]);
  return (
    <ProductsScreen
      data={data}
      categories={categories}
      state={{ q: params.q, category: params.category, sort: data?.sort ?? params.sort, dir: data?.dir ?? params.dir ?? 'desc', page: data?.page ?? params.page }}
    />
  );
}
