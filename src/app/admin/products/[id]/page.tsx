import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getAdminProduct, listProductCategoryOptions } from '@/server/catalog/admin-product-reads';
import { isProductId } from '@/server/catalog/product-page-reads';
import { ProductForm } from '@/app/admin/products/_components/product-form';
import { StockAlertCount } from '@/app/admin/products/[id]/_components/stock-alert-count';
import { EntityHistory } from '@/components/admin/activity/entity-history';
import { StockHistory } from '@/app/admin/products/[id]/_components/stock-history';
import { BarcodeLabels } from '@/app/admin/products/[id]/_components/barcode-labels';
import { StockByLocation } from '@/app/admin/products/[id]/_components/stock-by-location';
import { requirePermissionPage } from '@/server/auth/permissions';
import { einvoiceChoices } from '@/server/einvoicing-settings/mbs-lists';

export const metadata: Metadata = { title: 'Edit Product' };

export default async function EditProductPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePermissionPage('products.read');
  const { id } = await params;
  // A malformed id is a 404 before it reaches a query. (No loading.tsx here or in products/: a
  // Suspense boundary above this page would stream the not-found page with status 200.)
  if (!isProductId(id)) notFound();
  // A failed read shows this segment's error.tsx ('Failed to load product.' and Try again).
  const [product, categories, einvoice] = await Promise.all([getAdminProduct(id), listProductCategoryOptions(), einvoiceChoices()]);
  if (!product) notFound();
  // Who is waiting for the piece to come back, and its own History from the activity log (shown to
  // roles that may read it).
  return (
    <div className="flex flex-col gap-6">
      <StockAlertCount productId={product.id} />
      <ProductForm mode="edit" product={product} categories={categories} einvoice={einvoice} />
      <StockHistory productId={product.id} />
      <StockByLocation productId={product.id} />
      <BarcodeLabels productId={product.id} />
      <EntityHistory entityType="product" entityId={product.id} />
    </div>
  );
}
