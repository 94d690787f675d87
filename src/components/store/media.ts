// Images from our own /media and /images routes go through the Next.js optimizer (they are
// allowed in next.config); anything else (an admin-typed https URL) is shown as it is.
export function isOptimizableImage(src: string) {
  return src.startsWith('/media/') || src.startsWith('/images/');
}

export const PRODUCT_PLACEHOLDER_IMAGE = '/images/placeholder-product.svg';
