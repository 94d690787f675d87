import { describe, expect, it } from 'vitest';
import { optimizerUrl, shortImageUrl } from '@/lib/image-urls';

// A picture's short address and the image optimizer's it stands for (src/lib/image-urls.ts).

describe('short picture addresses', () => {
  it('stand for the optimizer’s, with the same picture, width and quality', () => {
    const short = shortImageUrl('/media/seed/products/afe8645f.webp', 640);
    expect(short).toBe('/img/640/media/seed/products/afe8645f.webp');
    const expanded = new URL(optimizerUrl(short)!, 'http://shop.test');
    expect(expanded.pathname).toBe('/_next/image');
    expect(Object.fromEntries(expanded.searchParams)).toEqual({ url: '/media/seed/products/afe8645f.webp', w: '640', q: '75' });
  });

  it('ask for a picture behind a dark shade at the lower quality', () => {
    const short = shortImageUrl('/media/seed/categories/sofas.webp', 828, true);
    expect(short).toBe('/img/828q50/media/seed/categories/sofas.webp');
    expect(new URL(optimizerUrl(short)!, 'http://shop.test').searchParams.get('q')).toBe('50');
    // Only the qualities next.config allows: any other is no short address.
    expect(optimizerUrl('/img/828q10/media/seed/categories/sofas.webp')).toBeNull();
  });

  it('carry a name with spaces or accents there and back', () => {
    const expanded = new URL(optimizerUrl(shortImageUrl('/images/Ikoyi sofa é.webp', 384))!, 'http://shop.test');
    expect(expanded.searchParams.get('url')).toBe('/images/Ikoyi sofa é.webp');
  });

  it('are only the shop’s own pictures: other paths, outside addresses and malformed ones are left alone', () => {
    for (const path of ['/img/640/etc/passwd', '/img/640https://evil.test/a.png', '/img/abc/media/a.webp', '/img/640/media/%E0%A4%A.webp', '/shop', '/img/640']) {
      expect(optimizerUrl(path)).toBeNull();
    }
  });
});
