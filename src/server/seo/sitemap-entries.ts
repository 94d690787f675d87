import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { blogPosts, categories, cmsPages, products } from '@/server/db/schema';

// What search engines may list: only what shoppers may see (active products, published
// posts and pages), never drafts.

export type SitemapEntry = { path: string; lastModified?: Date };

const STATIC_PATHS = ['/', '/shop', '/blog', '/faq', '/about', '/contact', '/portfolio'];

export async function listSitemapEntries(): Promise<SitemapEntry[]> {
  const [productRows, categoryRows, postRows, pageRows] = await Promise.all([
    db.select({ id: products.id, updatedAt: products.updatedAt }).from(products).where(eq(products.status, 'active')).orderBy(desc(products.createdAt)),
    db.select({ slug: categories.slug }).from(categories).orderBy(categories.displayOrder),
    db
      .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(eq(blogPosts.status, 'published')),
    db
      .select({ slug: cmsPages.slug, updatedAt: cmsPages.updatedAt })
      .from(cmsPages)
      .where(and(eq(cmsPages.published, true))),
  ]);
  return [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...categoryRows.map((c) => ({ path: `/shop?category=${encodeURIComponent(c.slug)}` })),
    ...productRows.map((p) => ({ path: `/product/${p.id}`, lastModified: p.updatedAt })),
    ...postRows.map((p) => ({ path: `/blog/${p.slug}`, lastModified: p.updatedAt })),
    ...pageRows.map((p) => ({ path: `/page/${p.slug}`, lastModified: p.updatedAt })),
  ];
}
