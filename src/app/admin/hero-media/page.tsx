import type { Metadata } from 'next';
import { requireAdminPage } from '@/server/auth/session';
import { getAdminHeroMedia } from '@/server/content/admin-hero';
import { logger } from '@/server/logger';
import { HeroMediaScreen } from '@/components/admin/hero-media/hero-media-screen';

export const metadata: Metadata = { title: 'Hero Media' };

export default async function AdminHeroMediaPage() {
  await requireAdminPage();
  // A failed read is logged and the screen says 'Error fetching hero media: …' (spec section 8).
  const media = await getAdminHeroMedia().catch((error: unknown) => {
    logger.error({ err: error }, 'Failed to load hero media');
    return null;
  });
  return <HeroMediaScreen media={media} />;
}
