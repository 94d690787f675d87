'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { ActionError } from '@/server/action-error';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { heroSlides } from '@/server/db/schema';
import { updateHeroSlideSchema } from '@/lib/schemas/hero';
import { removeStoredFile } from '@/server/media/remove-stored-file';
import { missingCategory } from './hero-slide-rules';
import { recordAudit } from '@/server/audit/record-audit';
import { heroSlideAuditColumns, heroSlideLabel } from '../content-audit';

/** Saves a slide's fields; a replaced image is deleted from storage once the change is committed. */
export const updateHeroSlideAction = defineAction<typeof updateHeroSlideSchema, SessionUser, { id: string }>(
  { name: 'updateHeroSlide', schema: updateHeroSlideSchema, authorize: permitted('hero.manage'), fallbackError: 'Error saving slide', refreshes: 'storefront' },
  async (input) => {
    const oldImage = await db.transaction(async (tx) => {
      const [current] = await tx
        .select(heroSlideAuditColumns)
        .from(heroSlides)
        .where(eq(heroSlides.id, input.id))
        .for('update');
      if (!current) throw new ActionError('This slide no longer exists. Reload the page.');
      const [after] = await tx
        .update(heroSlides)
        .set({
          title: input.title,
          description: input.description,
          imageUrl: input.imageUrl,
          category: input.category,
          // Left empty on an existing slide: it keeps its place.
          displayOrder: input.displayOrder ?? current.displayOrder,
        })
        .where(eq(heroSlides.id, input.id))
        .returning(heroSlideAuditColumns)
        .catch(missingCategory(input.category));
      await recordAudit(tx, { entityType: 'hero_slide', entityId: input.id, label: heroSlideLabel(after!.title), action: 'update', before: current, after });
      return current.imageUrl;
    });
    if (oldImage !== input.imageUrl) await removeStoredFile(oldImage);
    return { id: input.id };
  },
);
