'use client';
import { lazy } from 'react';
import { preload } from 'react-dom';
import { isOptimizableImage } from './media';
import { shortImageUrl } from '@/lib/image-urls';
import { useDataSaver } from './data-saver/context';

// The widths a picture is offered in (each one is among next.config's image sizes). next/image
// lists all nine configured widths in every srcset, in URLs of about 110 characters; a list
// page draws thirty pictures, and that made up a fifth of /shop's HTML. So each kind of
// picture names the few widths it can need: a card (a grid or strip tile, at most half a
// phone's width or a quarter of a wide screen's 80rem column) at up to three times its size,
// a tile up to a phone's full width, a wide picture up to a full-width hero, a thumbnail of
// at most 128 CSS pixels.
const WIDTHS = { card: [384, 640], tile: [384, 640, 828, 1080], wide: [640, 828, 1080, 1600, 2048], thumb: [128, 256] } as const;

/**
 * The data saver's preview: the optimizer's smallest width (among next.config's image sizes), a
 * kilobyte or two, drawn blurred over the picture's frame (docs/decisions/0083-data-saver.md).
 */
const PREVIEW_WIDTH = 64;
/** Its own chunk, fetched only on a light page: an ordinary page's first load carries none of it. */
const PreviewImage = lazy(() => import('./data-saver/preview-image'));

/**
 * A storefront picture filling its positioned frame: an <img> with a short srcset through the
 * Next.js image optimizer. A client component (about 1 KB), so a page's payload carries its
 * few props rather than the srcset, and next/image's client code (about 5 KB gzipped) stays
 * off the storefront. `preload` is for the one picture that is the page's largest paint;
 * `yieldToLargest` for small pictures shown beside it (a gallery's thumbnails): the browser raises
 * every picture in view to high priority once it is laid out, and on a phone network they would
 * share the link with the largest picture, the stylesheet and the fonts.
 */
export function StoreImage({
  src,
  alt,
  sizes,
  widths = 'tile',
  className,
  preload: eager = false,
  yieldToLargest = false,
  fullOnTap = false,
  shaded = false,
}: {
  src: string;
  alt: string;
  sizes: string;
  widths?: keyof typeof WIDTHS;
  className?: string;
  preload?: boolean;
  yieldToLargest?: boolean;
  /** Under the data saver, a "Show full picture" button over the preview (never inside a link or a button). */
  fullOnTap?: boolean;
  /** Drawn behind a shade and words: sent at a lower quality (SHADED_IMAGE_QUALITY, src/lib/image-urls.ts). */
  shaded?: boolean;
}) {
  const saver = useDataSaver();
  const classes = className ? `img-fill ${className}` : 'img-fill';
  // SVG placeholders and outside URLs are drawn as they are (next/image does the same).
  if (!isOptimizableImage(src) || src.endsWith('.svg')) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- nothing for the optimizer to do
      <img src={src} alt={alt} className={classes} loading={eager ? 'eager' : 'lazy'} decoding="async" />
    );
  }
  const offered = WIDTHS[widths];
  const fallback = shortImageUrl(src, offered[offered.length - 1] ?? 1080, shaded);
  const srcSet = offered.map((width) => `${shortImageUrl(src, width, shaded)} ${width}w`).join(', ');
  if (saver) {
    return (
      <PreviewImage
        preview={shortImageUrl(src, PREVIEW_WIDTH)}
        full={fallback}
        srcSet={srcSet}
        sizes={sizes}
        alt={alt}
        className={classes}
        eager={eager}
        fullOnTap={fullOnTap}
      />
    );
  }
  if (eager) preload(fallback, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image would list every configured width
    <img
      src={fallback}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      className={classes}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : yieldToLargest ? 'low' : undefined}
      // The largest picture is drawn in the frame it arrives in, not a frame or more later: the pictures
      // after it then cannot finish before it is drawn (Lighthouse counts those; docs/decisions/0085-light-on-slow-links.md).
      decoding={eager ? 'sync' : 'async'}
    />
  );
}
