import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { heroMedia } from '@/server/db/schema';

export type HeroSection = 'hero_section_1' | 'hero_section_2';

export type HeroMedia = {
  mediaType: 'image' | 'video';
  mediaUrl: string;
  /** A still shown before a video plays (and instead of it when motion is reduced). */
  posterUrl: string | null;
};

/** The spec's default hero media is a local video file; its poster ships beside it. */
export const DEFAULT_HERO_VIDEO = '/videos/hero-loop.mp4';
const DEFAULT_HERO_POSTER = '/videos/hero-loop-poster.webp';

export const DEFAULT_HERO_MEDIA: HeroMedia = {
  mediaType: 'video',
  mediaUrl: DEFAULT_HERO_VIDEO,
  posterUrl: DEFAULT_HERO_POSTER,
};

/** The media of one hero section; the default video when the row is missing. */
export async function getHeroMedia(section: HeroSection): Promise<HeroMedia> {
  const [row] = await db
    .select({ mediaType: heroMedia.mediaType, mediaUrl: heroMedia.mediaUrl })
    .from(heroMedia)
    .where(eq(heroMedia.sectionName, section))
    .limit(1);
  if (!row?.mediaUrl) return DEFAULT_HERO_MEDIA;
  return {
    mediaType: row.mediaType,
    mediaUrl: row.mediaUrl,
    posterUrl: row.mediaUrl === DEFAULT_HERO_VIDEO ? DEFAULT_HERO_POSTER : null,
  };
}
