import type { Metadata } from 'next';
import { requireAdminPage } from '@/server/auth/session';
import { listAdminCategories } from '@/server/catalog/admin-categories';
import { logger } from '@/server/logger';
import { CategoriesScreen } from '@/components/admin/categories/categories-screen';

export const metadata: Metadata = { title: 'Categories' };

export default async function AdminCategoriesPage() {
  await requireAdminPage();
  // A failed read is logged and the screen says 'Failed to load categories.' (spec section 8).
  const categories = await listAdminCategories().catch((error: unknown) => {
    logger.error({ err: error }, 'Failed to load categories');
    return null;
  });
  return <CategoriesScreen categories={categories} />;
}
