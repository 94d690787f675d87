import type { Metadata } from 'next';
import { requireAdminPage } from '@/server/auth/session';
import { listProductCategoryOptions } from '@/server/catalog/admin-products';
import { logger } from '@/server/logger';
import { ProductForm } from '@/components/admin/products/product-form';

export const metadata: Metadata = { title: 'Add Product' };

export default async function NewProductPage() {
  await requireAdminPage();
  const categories = await listProductCategoryOptions().catch((error: unknown) => {
    logger.error({ err: error }, 'Loading the categories for the product form failed');
    return null;
  });
  return <ProductForm mode="create" product={null} categories={categories ?? []} loadFailed={categories === null} />;
}
