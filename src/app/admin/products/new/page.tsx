import type { Metadata } from 'next';
import { requireAdminPage } from '@/server/auth/session';
import { listProductCategoryOptions } from '@/server/catalog/admin-products';
import { ProductForm } from '@/components/admin/products/product-form';

export const metadata: Metadata = { title: 'Add Product' };

export default async function NewProductPage() {
  await requireAdminPage();
  // A failed read shows this segment's error.tsx ('Failed to load categories.' and Try again).
  const categories = await listProductCategoryOptions();
  return <ProductForm mode="create" product={null} categories={categories} />;
}
