import '@/lib/zod-jitless';
import { z } from 'zod';
import { displayOrderOrLast, multiLine, oneLine } from './fields';
import { HERO_MEDIA_TYPES, HERO_SECTIONS, HERO_SLIDE_CATEGORIES } from '@/lib/constants';

// The home page's hero slides and the two hero media sections (docs/product.md sections 2, 3 and 5),
// shared by the admin forms and their server actions.

export const HERO_LIMITS = { title: 120, description: 500, url: 2000, displayOrder: 100_000 } as const;

export type HeroSlideCategory = (typeof HERO_SLIDE_CATEGORIES)[number];
export type HeroSection = (typeof HERO_SECTIONS)[number];
export type HeroMediaType = (typeof HERO_MEDIA_TYPES)[number];

export const HERO_SECTION_LABELS: Record<HeroSection, string> = {
  hero_section_1: 'Hero Section 1 (Top)',
  hero_section_2: 'Hero Section 2 (Bottom)',
};

const EXTENSIONS: Record<HeroMediaType, readonly string[]> = {
  image: ['jpg', 'jpeg', 'png', 'webp', 'avif', 'gif'],
  video: ['mp4', 'webm'],
};

/**
 * A picture or video address the storefront can show: one of our stored files (/media/…),
 * a file shipped with the site under one of `localPrefixes`, or an https address. Plain
 * http is refused: the pages' Content-Security-Policy only loads images and media over
 * https, so an http address would be saved and then never shown.
 */
export function isShowableMediaUrl(url: string, localPrefixes: readonly string[] = ['/media/']) {
  if (localPrefixes.some((prefix) => url.startsWith(prefix))) {
    // A path of our own: no '..', no query tricks, no protocol-relative '//host'.
    return /^\/[A-Za-z0-9/_.-]+$/.test(url) && !url.includes('..') && !url.includes('//');
  }
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.hostname !== '';
  } catch {
    return false;
  }
}

/** The extension of a local path, or null for an https address (which may have none). */
function localExtension(url: string) {
  if (!url.startsWith('/')) return null;
  return url.split('.').pop()?.toLowerCase() ?? '';
}

const trimmedOptional = (max: number, message: string, lines?: 'lines') =>
  (lines ? multiLine : oneLine)()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => (value ? value : null));

// '' (the admin left it empty) becomes undefined: a new slide then goes last (the current count).
const slideDisplayOrder = displayOrderOrLast(HERO_LIMITS.displayOrder);

export const heroSlideSchema = z.object({
  title: oneLine().trim().min(1, 'Title is required').max(HERO_LIMITS.title, `Title is too long (${HERO_LIMITS.title} characters at most)`),
  description: trimmedOptional(HERO_LIMITS.description, `Description is too long (${HERO_LIMITS.description} characters at most)`, 'lines'),
  imageUrl: oneLine({ error: 'Upload an image for the slide' })
    .trim()
    .min(1, { error: 'Upload an image for the slide', abort: true })
    .max(HERO_LIMITS.url, 'The image address is too long')
    .refine((url) => isShowableMediaUrl(url, ['/media/', '/images/']), 'Upload an image for the slide'),
  category: z.enum(HERO_SLIDE_CATEGORIES, { error: 'Choose a category from the list' }),
  displayOrder: slideDisplayOrder,
});

export const updateHeroSlideSchema = heroSlideSchema.extend({ id: z.uuid() });
export const setHeroSlideActiveSchema = z.object({ id: z.uuid(), active: z.boolean() });
export const deleteHeroSlideSchema = z.object({ id: z.uuid() });

/** What the slide form holds: plain strings, '' for an empty field. */
export type HeroSlideInput = z.input<typeof heroSlideSchema>;
export type HeroSlideValues = z.output<typeof heroSlideSchema>;

export const heroMediaSchema = z
  .object({
    section: z.enum(HERO_SECTIONS, { error: 'Unknown hero section' }),
    mediaType: z.enum(HERO_MEDIA_TYPES, { error: 'Choose video or image' }),
    mediaUrl: oneLine({ error: 'Enter a URL or upload a file' })
      .trim()
      .min(1, { error: 'Enter a URL or upload a file', abort: true })
      .max(HERO_LIMITS.url, 'The URL is too long')
      .refine(
        (url) => isShowableMediaUrl(url, ['/media/', '/videos/', '/images/']),
        'Enter an https:// address, or a path of this site under /media/ or /videos/',
      ),
  })
  .superRefine((value, ctx) => {
    // Our own files say what they are by their extension: a .webp cannot play as a video.
    const extension = localExtension(value.mediaUrl);
    if (extension !== null && !EXTENSIONS[value.mediaType].includes(extension)) {
      ctx.addIssue({
        code: 'custom',
        path: ['mediaUrl'],
        message:
          value.mediaType === 'video'
            ? 'This file is not a video (MP4 or WebM). Choose Image, or upload a video.'
            : 'This file is not an image. Choose Video, or upload an image.',
      });
    }
  });

export type HeroMediaInput = z.input<typeof heroMediaSchema>;
export type HeroMediaValues = z.output<typeof heroMediaSchema>;
