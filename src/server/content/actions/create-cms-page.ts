'use server';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { cmsPages } from '@/server/db/schema';
import { resolveSlug, retryOnSlugClash, type SlugRefusal } from '@/server/db/unique-slug';
import { sanitizeRichHtml } from '@/server/content/sanitize';
import { cmsPageSchema } from '@/lib/schemas/cms-page';
import { cmsPageSlugs } from './cms-page-rules';
import { recordAudit } from '@/server/audit/record-audit';
import { cmsPageAuditColumns, cmsPageLabel, withTextSummary } from '../content-audit';

export type SavedCmsPage = { id: string; slug: string; title: string };

/** Adds a page at /page/{slug}; a taken slug is refused on the slug field. */
export const createCmsPageAction = defineAction<typeof cmsPageSchema, SessionUser, SavedCmsPage, SlugRefusal>(
  { name: 'createCmsPage', schema: cmsPageSchema, authorize: permitted('pages.manage'), fallbackError: 'Failed to create page.', refreshes: 'storefront' },
  async (input) => {
    const content = sanitizeRichHtml(input.content);
    const saved = await retryOnSlugClash(cmsPageSlugs, input.slug, () =>
      db.transaction(async (tx) => {
        const slug = await resolveSlug(tx, cmsPageSlugs, { typed: input.slug, from: input.title });
        const [row] = await tx
          .insert(cmsPages)
          .values({ slug, title: input.title, metaDescription: input.metaDescription, content, published: input.published })
          .returning({ id: cmsPages.id, ...cmsPageAuditColumns });
        const { id, ...after } = row!;
        await recordAudit(tx, { entityType: 'cms_page', entityId: id, label: cmsPageLabel(after.title), action: 'create', before: null, after: withTextSummary(after) });
        return { id, slug: after.slug, title: after.title };
      }),
    );
    return saved;
  },
);
