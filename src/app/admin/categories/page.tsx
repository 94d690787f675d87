import type { Metadata } from 'next';
import { listAdminCategories } from '@/server/catalog/admin-category-reads';
import { CategoriesScreen } from '@/app/admin/categories/_components/categories-screen';
import { requirePermissionPage } from '@/server/auth/permissions';

export const metadata: Metadata = { title: 'Categories' };

// A failed read shows this segment's error.tsx.
export default async function AdminCategoriesPage() {
  await requirePermissionPage('products.read');
  return <CategoriesScreen categories={await listAdminCategories()} />;
}
