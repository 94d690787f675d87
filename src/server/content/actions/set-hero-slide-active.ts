'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { ActionError } from '@/server/action-error';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { heroSlides } from '@/server/db/schema';
import { setHeroSlideActiveSchema } from '@/lib/schemas/hero';
import { recordAudit } from '@/server/audit/record-audit';
import { heroSlideLabel } from '../content-audit';

/** The table's switch: only active slides are shown on the home page. */
export const setHeroSlideActiveAction = defineAction<typeof setHeroSlideActiveSchema, SessionUser, { id: string; active: boolean }>(
  { name: 'setHeroSlideActive', schema: setHeroSlideActiveSchema, authorize: permitted('hero.manage'), fallbackError: 'Error updating slide', refreshes: 'storefront' },
  async ({ id, active }) => {
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ title: heroSlides.title, active: heroSlides.active })
        .from(heroSlides)
        .where(eq(heroSlides.id, id))
        .for('update');
      if (!current) throw new ActionError('This slide no longer exists. Reload the page.');
      if (current.active === active) return;
      await tx.update(heroSlides).set({ active }).where(eq(heroSlides.id, id));
      await recordAudit(tx, { entityType: 'hero_slide', entityId: id, label: heroSlideLabel(current.title), action: 'update', before: { active: current.active }, after: { active } });
    });
    return { id, active };
  },
);
