import type { Metadata } from 'next';
import { requireAdminPage } from '@/server/auth/session';
import { listAdminCategories } from '@/server/catalog/admin-categories';
import { CategoriesScreen } from '@/components/admin/categories/categories-screen';

export const metadata: Metadata = { title: 'Categories' };

// A failed read shows this segment's error.tsx.
export default async function AdminCategoriesPage() {
  await requireAdminPage();
  return <CategoriesScreen categories={await listAdminCategories()} />;
}
