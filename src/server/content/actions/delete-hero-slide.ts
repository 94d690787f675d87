'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { ActionError } from '@/server/action-error';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { heroSlides } from '@/server/db/schema';
import { deleteHeroSlideSchema } from '@/lib/schemas/hero';
import { removeStoredFile } from '@/server/media/remove-stored-file';
import { recordAudit } from '@/server/audit/record-audit';
import { heroSlideAuditColumns, heroSlideLabel } from '../content-audit';

/** Deletes a slide, then its stored image. */
export const deleteHeroSlideAction = defineAction<typeof deleteHeroSlideSchema, SessionUser, { id: string }>(
  { name: 'deleteHeroSlide', schema: deleteHeroSlideSchema, authorize: permitted('hero.manage'), fallbackError: 'Error deleting slide', refreshes: 'storefront' },
  async ({ id }) => {
    const row = await db.transaction(async (tx) => {
      const [before] = await tx.delete(heroSlides).where(eq(heroSlides.id, id)).returning(heroSlideAuditColumns);
      if (!before) throw new ActionError('This slide no longer exists. Reload the page.');
      await recordAudit(tx, { entityType: 'hero_slide', entityId: id, label: heroSlideLabel(before.title), action: 'delete', before, after: null });
      return before;
    });
    await removeStoredFile(row.imageUrl);
    return { id };
  },
);
