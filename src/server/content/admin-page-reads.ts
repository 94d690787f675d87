import 'server-only';
import { desc } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { cmsPages } from '@/server/db/schema';
import { requirePermission } from '@/server/auth/permissions';

// The back office's read of the cms_pages table: every page, published or draft, newest
// first (docs/product.md sections 7 and 9), ties by id so the order is stable. The content comes along
// because the edit dialog opens with it.

export type AdminCmsPage = {
  id: string;
  slug: string;
  title: string;
  metaDescription: string | null;
  content: string;
  published: boolean;
  updatedAt: Date;
};

export async function listAdminPages(): Promise<AdminCmsPage[]> {
  await requirePermission('pages.manage');
  return db
    .select({
      id: cmsPages.id,
      slug: cmsPages.slug,
      title: cmsPages.title,
      metaDescription: cmsPages.metaDescription,
      content: cmsPages.content,
      published: cmsPages.published,
      updatedAt: cmsPages.updatedAt,
    })
    .from(cmsPages)
    .orderBy(desc(cmsPages.createdAt), desc(cmsPages.id));
}
