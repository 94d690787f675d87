'use client';
import { preload } from 'react-dom';

/**
 * A picture as the data saver draws it (docs/decisions/0083-data-saver.md): the image optimizer's
 * smallest width, blurred, with the full picture's URLs waiting in data-full-*; with `fullOnTap`, a
 * "Show full picture" button that the inline script (./script.tsx) answers by swapping them in, before
 * the page's scripts have loaded too. Loaded by StoreImage only on a light page, so its bytes are no
 * part of an ordinary page's first load.
 */
export default function PreviewImage({
  preview,
  full,
  srcSet,
  sizes,
  alt,
  className,
  eager,
  fullOnTap,
}: {
  preview: string;
  full: string;
  srcSet: string;
  sizes: string;
  alt: string;
  className: string;
  eager: boolean;
  fullOnTap: boolean;
}) {
  if (eager) preload(preview, { as: 'image', fetchPriority: 'high' });
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- a preview of the optimizer's smallest width */}
      <img
        src={preview}
        alt={alt}
        className={`${className} data-preview:blur-md`}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        data-preview=""
        data-full-src={full}
        data-full-srcset={srcSet}
        data-full-sizes={sizes}
      />
      {fullOnTap ? (
        <button
          type="button"
          data-full-picture=""
          className="absolute inset-0 flex items-end justify-center p-4 text-sm font-semibold text-foreground"
        >
          <span className="rounded-full bg-background/90 px-4 py-2 shadow-soft">Show full picture</span>
        </button>
      ) : null}
    </>
  );
}
