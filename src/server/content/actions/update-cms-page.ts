'use server';
import { imageSourcesIn } from '@/server/content/rich-text-images';
import { removeFilesNoLongerUsed } from '@/server/media/remove-stored-file';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { ActionError } from '@/server/action-error';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { cmsPages } from '@/server/db/schema';
import { resolveSlug, retryOnSlugClash, slugRefusal, type SlugRefusal } from '@/server/db/unique-slug';
import { sanitizeRichHtml } from '@/server/content/sanitize';
import { isFooterPage, updateCmsPageSchema } from '@/lib/schemas/cms-page';
import { cmsPageSlugs } from './cms-page-rules';
import type { SavedCmsPage } from './create-cms-page';
import { recordAudit } from '@/server/audit/record-audit';
import { cmsPageAuditColumns, cmsPageLabel, withTextSummary } from '../content-audit';

/**
 * Saves a page's fields by id; /page/{slug} follows at once (an unpublished page leaves it).
 * Pictures the old text showed and the new one does not are deleted after commit.
 */
export const updateCmsPageAction = defineAction<typeof updateCmsPageSchema, SessionUser, SavedCmsPage, SlugRefusal>(
  { name: 'updateCmsPage', schema: updateCmsPageSchema, authorize: permitted('pages.manage'), fallbackError: 'Failed to update page.', refreshes: 'storefront' },
  async ({ id, ...input }) => {
    const content = sanitizeRichHtml(input.content);
    const { saved, oldContent } = await retryOnSlugClash(cmsPageSlugs, input.slug, () =>
      db.transaction(async (tx) => {
        const [current] = await tx
          .select(cmsPageAuditColumns)
          .from(cmsPages)
          .where(eq(cmsPages.id, id))
          .for('update');
        if (!current) throw new ActionError('This page no longer exists. Reload the page.');
        if (input.slug !== current.slug && isFooterPage(current.slug)) {
          throw slugRefusal(`The footer links to "/${current.slug}", so this slug cannot change.`);
        }
        const slug = await resolveSlug(tx, cmsPageSlugs, { typed: input.slug, from: input.title, id });
        const [row] = await tx
          .update(cmsPages)
          .set({ slug, title: input.title, metaDescription: input.metaDescription, content, published: input.published })
          .where(eq(cmsPages.id, id))
          .returning(cmsPageAuditColumns);
        await recordAudit(tx, {
          entityType: 'cms_page',
          entityId: id,
          label: cmsPageLabel(row!.title),
          action: 'update',
          before: withTextSummary(current),
          after: withTextSummary(row!),
        });
        return { saved: { id, slug: row!.slug, title: row!.title }, oldContent: current.content };
      }),
    );
    await removeFilesNoLongerUsed(imageSourcesIn(oldContent), imageSourcesIn(content));
    return saved;
  },
);
