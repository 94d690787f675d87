'use server';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { portfolioItems } from '@/server/db/schema';
import { portfolioItemSchema } from '@/lib/schemas/portfolio';
import { recordAudit } from '@/server/audit/record-audit';
import { portfolioItemAuditColumns, portfolioItemLabel } from '../content-audit';

export type SavedPortfolioItem = { id: string; title: string };

/** Adds a portfolio item; /portfolio shows it at once when it is published (a draft stays here). */
export const createPortfolioItemAction = defineAction<typeof portfolioItemSchema, SessionUser, SavedPortfolioItem>(
  { name: 'createPortfolioItem', schema: portfolioItemSchema, authorize: permitted('portfolio.manage'), fallbackError: 'Failed to create portfolio item.', refreshes: 'storefront' },
  async (input) => {
    const saved = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(portfolioItems)
        .values(input)
        .returning({ id: portfolioItems.id, ...portfolioItemAuditColumns });
      const { id, ...after } = row!;
      await recordAudit(tx, { entityType: 'portfolio_item', entityId: id, label: portfolioItemLabel(after.title), action: 'create', before: null, after });
      return { id, title: after.title };
    });
    return saved;
  },
);
