// A storefront picture's address through the image optimizer, short: /img/640/media/abc.webp rather than
// /_next/image?url=%2Fmedia%2Fabc.webp&w=640&q=75. A list page names each picture in four or five widths,
// thirty pictures a page, and the longer form was 4 KB of /shop's HTML. Our server turns the short form back
// into the optimizer's before Next.js sees the request (scripts/lib/request-listener.ts), so caching,
// formats and sizes stay Next's. Only the shop's own pictures (/media/…, /images/…) have it.

export const IMAGE_QUALITY = 75;
/**
 * A picture drawn behind a shade and the words over it (a category's banner under its title): at 50 (the
 * image library's own default for AVIF, the format most phones are sent) the sofas' banner is 4.6 KB
 * instead of 7.7 KB at 828 px, on the first screen of a slow link. next.config's `images.qualities` lists both.
 */
export const SHADED_IMAGE_QUALITY = 50;
const SHORT_IMAGE = /^\/img\/(\d{2,4})(q50)?(\/(?:media|images)\/[^?#]*)$/;

/** The short address of local picture `src` at `width` CSS pixels' worth of the optimizer's sizes (`/img/640q50/…` when shaded). */
export function shortImageUrl(src: string, width: number, shaded = false): string {
  return `/img/${width}${shaded ? `q${SHADED_IMAGE_QUALITY}` : ''}${encodeURI(src)}`;
}

/** The optimizer's own address for a short one; null for any other path (or a malformed one: a 404). */
export function optimizerUrl(path: string): string | null {
  const match = SHORT_IMAGE.exec(path);
  if (!match) return null;
  try {
    return `/_next/image?url=${encodeURIComponent(decodeURI(match[3]!))}&w=${match[1]}&q=${match[2] ? SHADED_IMAGE_QUALITY : IMAGE_QUALITY}`;
  } catch {
    return null;
  }
}
