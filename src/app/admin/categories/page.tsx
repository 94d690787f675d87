import type { Metadata } from 'next';
import { listAdminCategories } from '@/server/catalog/admin-category-reads';
import { CategoriesScreen } from '@/app/admin/categories/_components/categories-screen';
import { requirePermissionPage } from '@/server/auth/permissions';
import { einvoiceChoices } from '@/server/einvoicing-settings/mbs-lists';

export const metadata: Metadata = { title: 'Categories' };

// A failed read shows this segment's error.tsx.
export default async function AdminCategoriesPage() {
  await requirePermissionPage('products.read');
  const [categories, einvoice] = await Promise.all([listAdminCategories(), einvoiceChoices()]);
  return <CategoriesScreen categories={categories} einvoice={einvoice} />;
}
