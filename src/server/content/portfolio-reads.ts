import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { portfolioItems } from '@/server/db/schema';

// The public portfolio: published projects only, newest first.

export type PortfolioProject = {
  id: string;
  title: string;
  description: string | null;
  category: string | null;
  coverImageUrl: string | null;
  /** The gallery, cover first, without repeats. */
  images: string[];
};

export async function listPublishedPortfolio(): Promise<PortfolioProject[]> {
  const rows = await db
    .select({
      id: portfolioItems.id,
      title: portfolioItems.title,
      description: portfolioItems.description,
      category: portfolioItems.category,
      coverImageUrl: portfolioItems.coverImageUrl,
      images: portfolioItems.images,
    })
    .from(portfolioItems)
    .where(eq(portfolioItems.status, 'published'))
    .orderBy(desc(portfolioItems.createdAt), desc(portfolioItems.id));
  return rows.map((row) => ({
    ...row,
    images: [...new Set([row.coverImageUrl, ...row.images].filter((url): url is string => Boolean(url)))],
  }));
}
