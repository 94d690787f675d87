// A storefront picture's address through the image optimizer, short: /img/640/media/abc.webp rather than
// /_next/image?url=%2Fmedia%2Fabc.webp&w=640&q=75. A list page names each picture in four or five widths,
// thirty pictures a page, and the longer form was 4 KB of /shop's HTML. Our server turns the short form back
// into the optimizer's before Next.js sees the request (scripts/lib/request-listener.ts), so caching,
// formats and sizes stay Next's. Only the shop's own pictures (/media/…, /images/…) have it.

export const IMAGE_QUALITY = 75;
const SHORT_IMAGE = /^\/img\/(\d{2,4})(\/(?:media|images)\/[^?#]*)$/;

/** The short address of local picture `src` at `width` CSS pixels' worth of the optimizer's sizes. */
export function shortImageUrl(src: string, width: number): string {
  return `/img/${width}${encodeURI(src)}`;
}

/** The optimizer's own address for a short one; null for any other path (or a malformed one: a 404). */
export function optimizerUrl(path: string): string | null {
  const match = SHORT_IMAGE.exec(path);
  if (!match) return null;
  try {
    return `/_next/image?url=${encodeURIComponent(decodeURI(match[2]!))}&w=${match[1]}&q=${IMAGE_QUALITY}`;
  } catch {
    return null;
  }
}
