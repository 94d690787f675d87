import 'server-only';
import { desc } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { portfolioItems } from '@/server/db/schema';
import type { PortfolioStatus } from '@/lib/schemas/portfolio';
import { requirePermission } from '@/server/auth/permissions';

// The back office's read of portfolio_items: every item, draft or published, newest first
// (as the dashboard's recent list orders them), ties by id so the order is stable.

export type AdminPortfolioItem = {
  id: string;
  title: string;
  description: string | null;
  category: string | null;
  coverImageUrl: string | null;
  images: string[];
  status: PortfolioStatus;
};

export async function listAdminPortfolio(): Promise<AdminPortfolioItem[]> {
  await requirePermission('portfolio.manage');
  return db
    .select({
      id: portfolioItems.id,
      title: portfolioItems.title,
      description: portfolioItems.description,
      category: portfolioItems.category,
      coverImageUrl: portfolioItems.coverImageUrl,
      images: portfolioItems.images,
      status: portfolioItems.status,
    })
    .from(portfolioItems)
    .orderBy(desc(portfolioItems.createdAt), desc(portfolioItems.id));
}
