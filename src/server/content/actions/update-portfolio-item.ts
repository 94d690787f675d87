'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { ActionError } from '@/server/action-error';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { portfolioItems } from '@/server/db/schema';
import { updatePortfolioItemSchema } from '@/lib/schemas/portfolio';
import { removeFilesNoLongerUsed } from '@/server/media/remove-stored-file';
import type { SavedPortfolioItem } from './create-portfolio-item';
import { recordAudit } from '@/server/audit/record-audit';
import { portfolioItemAuditColumns, portfolioItemLabel } from '../content-audit';

/**
 * Saves a portfolio item's fields; /portfolio follows at once (unpublished, it leaves). A
 * replaced cover or a gallery picture taken out is deleted from storage once committed.
 */
export const updatePortfolioItemAction = defineAction<typeof updatePortfolioItemSchema, SessionUser, SavedPortfolioItem>(
  { name: 'updatePortfolioItem', schema: updatePortfolioItemSchema, authorize: permitted('portfolio.manage'), fallbackError: 'Failed to update portfolio item.', refreshes: 'storefront' },
  async ({ id, ...input }) => {
    const before = await db.transaction(async (tx) => {
      // Locked, so two saves at once cannot both think they still own the old pictures.
      const [current] = await tx
        .select(portfolioItemAuditColumns)
        .from(portfolioItems)
        .where(eq(portfolioItems.id, id))
        .for('update');
      if (!current) throw new ActionError('This portfolio item no longer exists. Reload the page.');
      const [after] = await tx.update(portfolioItems).set(input).where(eq(portfolioItems.id, id)).returning(portfolioItemAuditColumns);
      await recordAudit(tx, { entityType: 'portfolio_item', entityId: id, label: portfolioItemLabel(after!.title), action: 'update', before: current, after });
      return current;
    });
    await removeFilesNoLongerUsed([before.coverImageUrl, ...before.images], [input.coverImageUrl, ...input.images]);
    return { id, title: input.title };
  },
);
