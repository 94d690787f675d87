'use client';
import { AdminPageHeader } from '@/components/admin/page-header';
import type { AdminHeroMedia } from '@/server/content/admin-hero-reads';
import { HeroMediaSection } from './hero-media-section';

/** The Hero media screen: 'Hero Section 1 (Top)' and 'Hero Section 2 (Bottom)' of the home page. */
export function HeroMediaScreen({ media }: { media: AdminHeroMedia[] }) {
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title="Hero Media"
        description="The two full-screen heroes of the home page: a looping video or a still image each."
      />
      <div className="grid gap-6 xl:grid-cols-2">
        {media.map((current) => (
          <HeroMediaSection key={current.section} current={current} />
        ))}
      </div>
    </div>
  );
}
