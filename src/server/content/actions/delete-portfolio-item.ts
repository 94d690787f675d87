'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { ActionError } from '@/server/action-error';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { portfolioItems } from '@/server/db/schema';
import { deletePortfolioItemSchema } from '@/lib/schemas/portfolio';
import { removeFilesNoLongerUsed } from '@/server/media/remove-stored-file';
import { recordAudit } from '@/server/audit/record-audit';
import { portfolioItemAuditColumns, portfolioItemLabel } from '../content-audit';

/** Deletes a portfolio item, then its cover and gallery pictures; it leaves /portfolio at once. */
export const deletePortfolioItemAction = defineAction<typeof deletePortfolioItemSchema, SessionUser, { id: string }>(
  { name: 'deletePortfolioItem', schema: deletePortfolioItemSchema, authorize: permitted('portfolio.manage'), fallbackError: 'Failed to delete portfolio item.', refreshes: 'storefront' },
  async ({ id }) => {
    const row = await db.transaction(async (tx) => {
      const [before] = await tx.delete(portfolioItems).where(eq(portfolioItems.id, id)).returning(portfolioItemAuditColumns);
      if (!before) throw new ActionError('This portfolio item no longer exists. Reload the page.');
      await recordAudit(tx, { entityType: 'portfolio_item', entityId: id, label: portfolioItemLabel(before.title), action: 'delete', before, after: null });
      return before;
    });
    await removeFilesNoLongerUsed([row.coverImageUrl, ...row.images], []);
    return { id };
  },
);
