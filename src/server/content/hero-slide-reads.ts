import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { categories, heroSlides } from '@/server/db/schema';
import { logger } from '@/server/logger';

/** A home carousel slide, with its category's display name for the 'Featured {category}' grid. */
export type HeroSlide = {
  id: string;
  title: string;
  description: string | null;
  imageUrl: string;
  category: string;
  categoryName: string;
};

/** Active hero slides in display order (ties by age, so the order is stable). */
export async function listActiveHeroSlides(): Promise<HeroSlide[]> {
  return db
    .select({
      id: heroSlides.id,
      title: heroSlides.title,
      description: heroSlides.description,
      imageUrl: heroSlides.imageUrl,
      category: heroSlides.category,
      categoryName: categories.name,
    })
    .from(heroSlides)
    .innerJoin(categories, eq(categories.slug, heroSlides.category))
    .where(eq(heroSlides.active, true))
    .orderBy(asc(heroSlides.displayOrder), asc(heroSlides.createdAt), asc(heroSlides.id));
}

/** The home carousel's slides; a failed read is logged and gives none (the section then hides). */
export async function loadHeroSlides(): Promise<HeroSlide[]> {
  try {
    return await listActiveHeroSlides();
  } catch (error) {
    logger.error({ err: error }, 'Failed to load hero slides');
    return [];
  }
}
