// Images from our own /media and /images routes, and the default hero's poster under /videos, go
// through the Next.js optimizer (they are allowed in next.config): the poster is the home page's
// largest paint, sent at a phone's width rather than its 1280 px (docs/decisions/0085-light-on-slow-links.md).
// Anything else (an admin-typed https URL) is shown as it is.
export function isOptimizableImage(src: string) {
  return src.startsWith('/media/') || src.startsWith('/images/') || /^\/videos\/[\w.-]+\.(?:webp|jpe?g|png|avif)$/.test(src);
}

export const PRODUCT_PLACEHOLDER_IMAGE = '/images/placeholder-product.svg';
