'use server';
import { imageSourcesIn } from '@/server/content/rich-text-images';
import { removeFilesNoLongerUsed } from '@/server/media/remove-stored-file';
import { and, eq, notInArray } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { ActionError } from '@/server/action-error';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { cmsPages } from '@/server/db/schema';
import { deleteCmsPageSchema } from '@/lib/schemas/cms-page';
import { FOOTER_PAGES } from '@/lib/constants';
import { recordAudit } from '@/server/audit/record-audit';
import { cmsPageAuditColumns, cmsPageLabel, withTextSummary } from '../content-audit';

/** Deletes a page by id, then the pictures its text showed; /page/{slug} is gone at once. */
export const deleteCmsPageAction = defineAction<typeof deleteCmsPageSchema, SessionUser, { id: string }>(
  { name: 'deleteCmsPage', schema: deleteCmsPageSchema, authorize: permitted('pages.manage'), fallbackError: 'Failed to delete page.', refreshes: 'storefront' },
  async ({ id }) => {
    // The footer's policy pages are kept: the check and the delete are one statement, so a
    // rename in between cannot slip past it.
    const row = await db.transaction(async (tx) => {
      const [before] = await tx
        .delete(cmsPages)
        .where(and(eq(cmsPages.id, id), notInArray(cmsPages.slug, FOOTER_PAGES.map((page) => page.slug))))
        .returning(cmsPageAuditColumns);
      if (before) {
        await recordAudit(tx, { entityType: 'cms_page', entityId: id, label: cmsPageLabel(before.title), action: 'delete', before: withTextSummary(before), after: null });
      }
      return before;
    });
    if (!row) {
      const [kept] = await db.select({ title: cmsPages.title }).from(cmsPages).where(eq(cmsPages.id, id));
      throw new ActionError(
        kept ? `${kept.title} cannot be deleted: the footer links to it. You can edit or unpublish it instead.` : 'This page no longer exists. Reload the page.',
      );
    }
    await removeFilesNoLongerUsed(imageSourcesIn(row.content), []);
    return { id };
  },
);
