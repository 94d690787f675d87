import 'server-only';
import { cache } from 'react';
import { and, desc, eq, sql } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { blogPosts } from '@/server/db/schema';

// The public blog: only posts with status 'published' are ever read here (docs/product.md section 4).

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export type BlogPostSummary = {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  author: string;
  category: string;
  imageUrl: string | null;
  /** When it was published, or created if no date was set. */
  date: Date;
};

export type BlogPost = BlogPostSummary & { content: string; updatedAt: Date };

const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  author: blogPosts.author,
  category: blogPosts.category,
  imageUrl: blogPosts.imageUrl,
  date: sql<Date>`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`.mapWith(blogPosts.createdAt),
};

/** Published posts, newest published first (a post without a date sorts last). */
export async function listPublishedPosts(): Promise<BlogPostSummary[]> {
  return db
    .select(summaryColumns)
    .from(blogPosts)
    .where(eq(blogPosts.status, 'published'))
    .orderBy(sql`${blogPosts.publishedAt} desc nulls last`, desc(blogPosts.createdAt), desc(blogPosts.id));
}

/** One published post by slug, or null (drafts, unknown and malformed slugs alike). Shared by the page and its metadata. */
export const getPublishedPost = cache(async (slug: string): Promise<BlogPost | null> => {
  if (!SLUG.test(slug)) return null;
  const [row] = await db
    .select({ ...summaryColumns, content: blogPosts.content, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.status, 'published')))
    .limit(1);
  return row ?? null;
});
