import 'server-only';
import { cmsPages } from '@/server/db/schema';
import type { SlugTable } from '@/server/db/unique-slug';

// The CMS page actions' unique slugs.

/** The pages' slugs: unique, always typed by the admin (docs/product.md makes the slug required). */
export const cmsPageSlugs: SlugTable = {
  table: cmsPages,
  id: cmsPages.id,
  slug: cmsPages.slug,
  label: cmsPages.title,
  noun: 'page',
  source: 'title',
};
