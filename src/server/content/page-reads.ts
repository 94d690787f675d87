import 'server-only';
import { cache } from 'react';
import { and, eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { cmsPages } from '@/server/db/schema';

// Public CMS pages (privacy policy, terms, ...): read by slug, published only.

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export type PublicPage = { slug: string; title: string; metaDescription: string | null; content: string; updatedAt: Date };

/** One published page by slug, or null (unpublished, unknown and malformed slugs alike). Shared by the page and its metadata. */
export const getPublishedPage = cache(async (slug: string): Promise<PublicPage | null> => {
  if (!SLUG.test(slug)) return null;
  const [row] = await db
    .select({
      slug: cmsPages.slug,
      title: cmsPages.title,
      metaDescription: cmsPages.metaDescription,
      content: cmsPages.content,
      updatedAt: cmsPages.updatedAt,
    })
    .from(cmsPages)
    .where(and(eq(cmsPages.slug, slug), eq(cmsPages.published, true)))
    .limit(1);
  return row ?? null;
});
