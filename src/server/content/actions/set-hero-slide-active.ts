'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { ActionError } from '@/server/action-error';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { heroSlides } from '@/server/db/schema';
import { setHeroSlideActiveSchema } from '@/lib/schemas/hero';
import { invalidateStorefront } from '@/lib/page-cache-version';

/** The table's switch: only active slides are shown on the home page. */
export const setHeroSlideActiveAction = defineAction<typeof setHeroSlideActiveSchema, SessionUser, { id: string; active: boolean }>(
  { name: 'setHeroSlideActive', schema: setHeroSlideActiveSchema, authorize: permitted('hero.manage'), fallbackError: 'Error updating slide' },
  async ({ id, active }) => {
    const [row] = await db
      .update(heroSlides)
      .set({ active })
      .where(eq(heroSlides.id, id))
      .returning({ id: heroSlides.id, active: heroSlides.active });
    if (!row) throw new ActionError('This slide no longer exists. Reload the page.');
    invalidateStorefront();
    return row;
  },
);
