import type { Metadata } from 'next';
import { listProductCategoryOptions } from '@/server/catalog/admin-product-reads';
import { ProductForm } from '@/app/admin/products/_components/product-form';
import { requirePermissionPage } from '@/server/auth/permissions';
import { einvoiceChoices } from '@/server/einvoicing-settings/mbs-lists';

export const metadata: Metadata = { title: 'Add Product' };

export default async function NewProductPage() {
  await requirePermissionPage('products.write');
  // A failed read shows this segment's error.tsx ('Failed to load categories.' and Try again).
  const [categories, einvoice] = await Promise.all([listProductCategoryOptions(), einvoiceChoices()]);
  return <ProductForm mode="create" product={null} categories={categories} einvoice={einvoice} />;
}
