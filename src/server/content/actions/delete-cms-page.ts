'use server';
import { imageSourcesIn, removePicturesNoLongerShown } from '@/server/content/rich-text-images';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { ActionError } from '@/server/action-error';
import { requireAdmin, type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { cmsPages } from '@/server/db/schema';
import { deleteCmsPageSchema } from '@/lib/schemas/cms-page';
import { invalidateStorefront } from '@/lib/page-cache-version';

/** Deletes a page by id, then the pictures its text showed; /page/{slug} is gone at once. */
export const deleteCmsPageAction = defineAction<typeof deleteCmsPageSchema, SessionUser, { id: string }>(
  { name: 'deleteCmsPage', schema: deleteCmsPageSchema, authorize: requireAdmin, fallbackError: 'Failed to delete page.' },
  async ({ id }) => {
    const [row] = await db.delete(cmsPages).where(eq(cmsPages.id, id)).returning({ content: cmsPages.content });
    if (!row) throw new ActionError('This page no longer exists. Reload the page.');
    invalidateStorefront();
    await removePicturesNoLongerShown(imageSourcesIn(row.content), []);
    return { id };
  },
);
