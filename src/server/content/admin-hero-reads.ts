import 'server-only';
import { asc, inArray } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { categories, heroMedia, heroSlides } from '@/server/db/schema';
import { HERO_SECTIONS, HERO_SLIDE_CATEGORIES } from '@/lib/constants';
import type { HeroMediaType, HeroSection, HeroSlideCategory } from '@/lib/schemas/hero';
import { DEFAULT_HERO_MEDIA } from './hero-media-reads';
import { requirePermission } from '@/server/auth/permissions';

// The back office's reads of the home page's hero slides and hero media (docs/product.md section 7).

export type AdminHeroSlide = {
  id: string;
  title: string;
  description: string | null;
  imageUrl: string;
  category: string;
  active: boolean;
  displayOrder: number;
};

/** Every slide, active or not, in display order (ties by age, as on the home page). */
export async function listAdminHeroSlides(): Promise<AdminHeroSlide[]> {
  await requirePermission('hero.manage');
  return db
    .select({
      id: heroSlides.id,
      title: heroSlides.title,
      description: heroSlides.description,
      imageUrl: heroSlides.imageUrl,
      category: heroSlides.category,
      active: heroSlides.active,
      displayOrder: heroSlides.displayOrder,
    })
    .from(heroSlides)
    .orderBy(asc(heroSlides.displayOrder), asc(heroSlides.createdAt), asc(heroSlides.id));
}

export type HeroSlideCategoryOption = { slug: HeroSlideCategory; name: string; exists: boolean };

/** The product's slide categories (Sofas … Accessories) with each category's current name. */
export async function listHeroSlideCategoryOptions(): Promise<HeroSlideCategoryOption[]> {
  await requirePermission('hero.manage');
  const rows = await db
    .select({ slug: categories.slug, name: categories.name })
    .from(categories)
    .where(inArray(categories.slug, [...HERO_SLIDE_CATEGORIES]));
  const names = new Map(rows.map((row) => [row.slug, row.name]));
  return HERO_SLIDE_CATEGORIES.map((slug) => ({
    slug,
    name: names.get(slug) ?? slug.charAt(0).toUpperCase() + slug.slice(1),
    exists: names.has(slug),
  }));
}

export type AdminHeroMedia = { section: HeroSection; mediaType: HeroMediaType; mediaUrl: string };

/** Both sections; a section without a row shows the default video the storefront falls back to. */
export async function getAdminHeroMedia(): Promise<AdminHeroMedia[]> {
  await requirePermission('hero.manage');
  const rows = await db
    .select({ section: heroMedia.sectionName, mediaType: heroMedia.mediaType, mediaUrl: heroMedia.mediaUrl })
    .from(heroMedia)
    .where(inArray(heroMedia.sectionName, [...HERO_SECTIONS]));
  return HERO_SECTIONS.map(
    (section) =>
      rows.find((row) => row.section === section) ?? { section, mediaType: DEFAULT_HERO_MEDIA.mediaType, mediaUrl: DEFAULT_HERO_MEDIA.mediaUrl },
  );
}
