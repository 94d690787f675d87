import type { Metadata } from 'next';
import { getAdminHeroMedia } from '@/server/content/admin-hero-reads';
import { HeroMediaScreen } from '@/app/admin/hero-media/_components/hero-media-screen';
import { requirePermissionPage } from '@/server/auth/permissions';

export const metadata: Metadata = { title: 'Hero Media' };

// A failed read shows this segment's error.tsx.
export default async function AdminHeroMediaPage() {
  await requirePermissionPage('hero.manage');
  return <HeroMediaScreen media={await getAdminHeroMedia()} />;
}
