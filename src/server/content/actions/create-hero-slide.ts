'use server';
import { count } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { heroSlides } from '@/server/db/schema';
import { heroSlideSchema } from '@/lib/schemas/hero';
import { invalidateStorefront } from '@/lib/page-cache-version';
import { missingCategory } from './hero-slide-rules';

/** Adds a home page slide; without a display order it goes last (the current slide count, as docs/product.md says). */
export const createHeroSlideAction = defineAction<typeof heroSlideSchema, SessionUser, { id: string; displayOrder: number }>(
  { name: 'createHeroSlide', schema: heroSlideSchema, authorize: permitted('hero.manage'), fallbackError: 'Error saving slide' },
  async (input) => {
    const [slides] = await db.select({ n: count() }).from(heroSlides);
    const [row] = await db
      .insert(heroSlides)
      .values({
        title: input.title,
        description: input.description,
        imageUrl: input.imageUrl,
        category: input.category,
        displayOrder: input.displayOrder ?? slides?.n ?? 0,
      })
      .returning({ id: heroSlides.id, displayOrder: heroSlides.displayOrder })
      .catch(missingCategory(input.category));
    invalidateStorefront();
    return row as { id: string; displayOrder: number };
  },
);
