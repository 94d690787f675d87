import { db } from '@/server/db/client';
import { portfolioItems } from '@/server/db/schema';
import { unique, type ActionRegistry } from './_registry';

// Valid inputs for the portfolio admin actions (src/server/content/actions/*-portfolio-item.ts).

async function insertPortfolioItem() {
  const [row] = await db
    .insert(portfolioItems)
    .values({ title: `Lekki apartment ${unique()}`, category: 'Living Room', images: [`/media/portfolio/${unique()}.webp`] })
    .returning({ id: portfolioItems.id, title: portfolioItems.title });
  return row!;
}

export const actions: ActionRegistry = {
  createPortfolioItemAction: async () => ({ title: `Ikoyi penthouse ${unique()}`, category: '', coverImageUrl: '', images: [] }),
  updatePortfolioItemAction: async () => {
    const item = await insertPortfolioItem();
    return { id: item.id, title: `${item.title} (edited)`, description: 'Edited.', category: 'Office', coverImageUrl: '', images: [], status: 'published' };
  },
  deletePortfolioItemAction: async () => ({ id: (await insertPortfolioItem()).id }),
};
