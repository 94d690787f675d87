import { describe, expect, it } from 'vitest';
import { productJsonLd, serializeJsonLd } from '@/lib/seo/json-ld';
import { koboToNairaDecimal } from '@/lib/money';

describe('koboToNairaDecimal', () => {
  it('writes naira with exactly two decimals, without floats', () => {
    expect(koboToNairaDecimal(450_000_00)).toBe('450000.00');
    expect(koboToNairaDecimal(1_250_50)).toBe('1250.50');
    expect(koboToNairaDecimal(5)).toBe('0.05');
    expect(koboToNairaDecimal(0)).toBe('0.00');
    expect(koboToNairaDecimal(9_007_199_254_740_991)).toBe('90071992547409.91');
    expect(() => koboToNairaDecimal(1.5)).toThrow(TypeError);
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script tag or open a comment, and parses back unchanged', () => {
    const data = { name: '</script><script>alert(1)</script> & <!-- \u2028' };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('productJsonLd', () => {
  it('describes the product with one NGN offer', () => {
    expect(
      productJsonLd({
        name: 'Ikoyi Sofa',
        description: 'Velvet',
        images: ['https://shop.example/media/a.webp'],
        sku: 'AL-1',
        priceKobo: 1_090_000_00,
        inStock: false,
        url: 'https://shop.example/product/1',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Ikoyi Sofa',
      description: 'Velvet',
      image: ['https://shop.example/media/a.webp'],
      sku: 'AL-1',
      offers: {
        '@type': 'Offer',
        priceCurrency: 'NGN',
        price: '1090000.00',
        availability: 'https://schema.org/OutOfStock',
        url: 'https://shop.example/product/1',
      },
    });
  });
});
