import { koboToNairaDecimal } from '@/lib/money';

// Structured data for search engines. JSON inside <script> must not be able to close the
// tag or open a comment, so every < (and the line separators JSON allows but JavaScript
// did not) is written as a unicode escape, which JSON parsers read back unchanged.

export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export type ProductJsonLdInput = {
  name: string;
  description: string | null;
  images: string[];
  sku: string | null;
  /** What a shopper pays for one unit today, in kobo. */
  priceKobo: number;
  inStock: boolean;
  url: string;
};

/** schema.org Product with one NGN offer; the price is naira as a decimal string ("450000.00"). */
export function productJsonLd({ name, description, images, sku, priceKobo, inStock, url }: ProductJsonLdInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    ...(description ? { description } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    ...(sku ? { sku } : {}),
    offers: {
      '@type': 'Offer',
      priceCurrency: 'NGN',
      price: koboToNairaDecimal(priceKobo),
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url,
    },
  };
}
