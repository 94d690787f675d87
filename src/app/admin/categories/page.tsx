import type { Metadata } from 'next';
import { listAdminCategories } from '@/server/catalog/admin-categories';
import { CategoriesScreen } from '@/components/admin/categories/categories-screen';
import { requirePermissionPage } from '@/server/auth/permissions';

export const metadata: Metadata = { title: 'Categories' };

// A failed read shows this segment's error.tsx.
export default async function AdminCategoriesPage() {
  await requirePermissionPage('products.read');
  return <CategoriesScreen categories={await listAdminCategories()} />;
}
