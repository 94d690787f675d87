'use server';
import { count } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { heroSlides } from '@/server/db/schema';
import { heroSlideSchema } from '@/lib/schemas/hero';
import { missingCategory } from './hero-slide-rules';
import { recordAudit } from '@/server/audit/record-audit';
import { heroSlideAuditColumns, heroSlideLabel } from '../content-audit';

/** Adds a home page slide; without a display order it goes last (the current slide count, as docs/product.md says). */
export const createHeroSlideAction = defineAction<typeof heroSlideSchema, SessionUser, { id: string; displayOrder: number }>(
  { name: 'createHeroSlide', schema: heroSlideSchema, authorize: permitted('hero.manage'), fallbackError: 'Error saving slide', refreshes: 'storefront' },
  async (input) => {
    const saved = await db.transaction(async (tx) => {
      const [slides] = await tx.select({ n: count() }).from(heroSlides);
      const [row] = await tx
        .insert(heroSlides)
        .values({
          title: input.title,
          description: input.description,
          imageUrl: input.imageUrl,
          category: input.category,
          displayOrder: input.displayOrder ?? slides?.n ?? 0,
        })
        .returning({ id: heroSlides.id, ...heroSlideAuditColumns })
        .catch(missingCategory(input.category));
      const { id, ...after } = row!;
      await recordAudit(tx, { entityType: 'hero_slide', entityId: id, label: heroSlideLabel(after.title), action: 'create', before: null, after });
      return { id, displayOrder: after.displayOrder };
    });
    return saved;
  },
);
