import type { Metadata } from 'next';
import { listAdminHeroSlides, listHeroSlideCategoryOptions } from '@/server/content/admin-hero-reads';
import { logger } from '@/server/logger';
import { HERO_SLIDE_CATEGORIES } from '@/lib/constants';
import { HeroSlidesScreen } from '@/app/admin/hero-slides/_components/hero-slides-screen';
import { requirePermissionPage } from '@/server/auth/permissions';

export const metadata: Metadata = { title: 'Hero Slides' };

// A failed read of the slides shows this segment's error.tsx; the dialog's category names
// fall back to the fixed slugs.
export default async function AdminHeroSlidesPage() {
  await requirePermissionPage('hero.manage');
  const [slides, categories] = await Promise.all([
    listAdminHeroSlides(),
    listHeroSlideCategoryOptions().catch((error: unknown) => {
      logger.error({ err: error }, 'Failed to load hero slide categories');
      return HERO_SLIDE_CATEGORIES.map((slug) => ({ slug, name: slug.charAt(0).toUpperCase() + slug.slice(1), exists: true }));
    }),
  ]);
  return <HeroSlidesScreen slides={slides} categories={categories} />;
}
