import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { heroMedia } from '@/server/db/schema';
import { HERO_SECTIONS } from '@/lib/constants';
import { logger } from '@/server/logger';

export type HeroSection = (typeof HERO_SECTIONS)[number];

export type HeroMedia = {
  mediaType: 'image' | 'video';
  mediaUrl: string;
  /** A still shown before a video plays (and instead of it when motion is reduced). */
  posterUrl: string | null;
};

/** The product's default hero media is a local video file; its poster ships beside it. */
export const DEFAULT_HERO_VIDEO = '/videos/hero-loop.mp4';
// Under /images, so the image optimizer sends it at a phone's width (docs/decisions/0085-light-on-slow-links.md).
const DEFAULT_HERO_POSTER = '/images/hero-loop-poster.webp';

export const DEFAULT_HERO_MEDIA: HeroMedia = {
  mediaType: 'video',
  mediaUrl: DEFAULT_HERO_VIDEO,
  posterUrl: DEFAULT_HERO_POSTER,
};

type HeroMediaRow = { mediaType: 'image' | 'video'; mediaUrl: string };

function toHeroMedia(row: HeroMediaRow | undefined): HeroMedia {
  if (!row?.mediaUrl) return DEFAULT_HERO_MEDIA;
  return {
    mediaType: row.mediaType,
    mediaUrl: row.mediaUrl,
    posterUrl: row.mediaUrl === DEFAULT_HERO_VIDEO ? DEFAULT_HERO_POSTER : null,
  };
}

/** The media of one hero section; the default video when the row is missing. */
export async function getHeroMedia(section: HeroSection): Promise<HeroMedia> {
  const [row] = await db
    .select({ mediaType: heroMedia.mediaType, mediaUrl: heroMedia.mediaUrl })
    .from(heroMedia)
    .where(eq(heroMedia.sectionName, section))
    .limit(1);
  return toHeroMedia(row);
}

/** The media of both home heroes in one read; a missing row gets the default video. */
export async function getAllHeroMedia(): Promise<Record<HeroSection, HeroMedia>> {
  const rows = await db
    .select({ sectionName: heroMedia.sectionName, mediaType: heroMedia.mediaType, mediaUrl: heroMedia.mediaUrl })
    .from(heroMedia);
  const bySection = new Map(rows.map((row) => [row.sectionName, row]));
  return {
    hero_section_1: toHeroMedia(bySection.get('hero_section_1')),
    hero_section_2: toHeroMedia(bySection.get('hero_section_2')),
  };
}

/**
 * The home page's hero media. A failed read is logged and both heroes show the default
 * (docs/product.md section 8: home load failures are logged only), so the page always renders.
 */
export async function loadHomeHeroMedia(): Promise<Record<HeroSection, HeroMedia>> {
  try {
    return await getAllHeroMedia();
  } catch (error) {
    logger.error({ err: error }, 'Failed to load hero media; using the default video');
    return { hero_section_1: DEFAULT_HERO_MEDIA, hero_section_2: DEFAULT_HERO_MEDIA };
  }
}
