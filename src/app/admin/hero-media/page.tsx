import type { Metadata } from 'next';
import { requireAdminPage } from '@/server/auth/session';
import { getAdminHeroMedia } from '@/server/content/admin-hero';
import { HeroMediaScreen } from '@/components/admin/hero-media/hero-media-screen';

export const metadata: Metadata = { title: 'Hero Media' };

// A failed read shows this segment's error.tsx.
export default async function AdminHeroMediaPage() {
  await requireAdminPage();
  return <HeroMediaScreen media={await getAdminHeroMedia()} />;
}
