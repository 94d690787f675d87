'use client';
import { preload } from 'react-dom';
import { isOptimizableImage } from './media';

// The widths a tile's picture is offered in (each one is in next.config's image sizes): from a
// phone's half-width column to a wide screen's large tile at twice the pixel density. next/image
// lists all nine configured widths in every srcset, in URLs of about 110 characters; a list
// page draws thirty pictures, and that made up a fifth of /shop's HTML.
const LARGEST = 1080;
const TILE_WIDTHS = [384, 640, 828, LARGEST];

/** The image optimizer's URL for `src` at `width` (slashes may stay unescaped in a query). */
function optimizedUrl(src: string, width: number) {
  return `/_next/image?url=${encodeURIComponent(src).replace(/%2F/g, '/')}&w=${width}&q=75`;
}

/**
 * A tile's picture, filling its positioned frame: an <img> with a short srcset through the
 * Next.js image optimizer. A client component, so the page's payload carries its few props
 * rather than the srcset. `preload` is for the one picture that is the page's largest paint.
 */
export function TileImage({
  src,
  alt,
  sizes,
  className,
  preload: eager = false,
}: {
  src: string;
  alt: string;
  sizes: string;
  className?: string;
  preload?: boolean;
}) {
  const classes = className ? `absolute inset-0 size-full ${className}` : 'absolute inset-0 size-full';
  // SVG placeholders and outside URLs are drawn as they are (next/image does the same).
  if (!isOptimizableImage(src) || src.endsWith('.svg')) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- nothing for the optimizer to do
      <img src={src} alt={alt} className={classes} loading={eager ? 'eager' : 'lazy'} decoding="async" />
    );
  }
  const srcSet = TILE_WIDTHS.map((width) => `${optimizedUrl(src, width)} ${width}w`).join(', ');
  if (eager) preload(optimizedUrl(src, LARGEST), { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image would list every configured width
    <img
      src={optimizedUrl(src, LARGEST)}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      className={classes}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  );
}
