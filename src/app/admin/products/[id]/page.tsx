import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireAdminPage } from '@/server/auth/session';
import { getAdminProduct, listProductCategoryOptions } from '@/server/catalog/admin-products';
import { isProductId } from '@/server/catalog/product';
import { logger } from '@/server/logger';
import { ProductForm } from '@/components/admin/products/product-form';

export const metadata: Metadata = { title: 'Edit Product' };

type Loaded = Awaited<ReturnType<typeof load>>;

async function load(id: string) {
  const [product, categories] = await Promise.all([getAdminProduct(id), listProductCategoryOptions()]);
  return { product, categories };
}

export default async function EditProductPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const { id } = await params;
  // A malformed id is a 404 before it reaches a query. (No loading.tsx here or in products/: a
  // Suspense boundary above this page would stream the not-found page with status 200.)
  if (!isProductId(id)) notFound();
  let loaded: Loaded | null = null;
  try {
    loaded = await load(id);
  } catch (error) {
    logger.error({ err: error, id }, 'Loading a product for the admin form failed');
  }
  if (loaded && !loaded.product) notFound();
  // On a failed load the form says 'Failed to load product.' and offers to try again.
  return <ProductForm mode="edit" product={loaded?.product ?? null} categories={loaded?.categories ?? []} loadFailed={!loaded} />;
}
