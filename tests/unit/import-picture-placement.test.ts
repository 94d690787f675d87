import { describe, expect, it } from 'vitest';
import { type Gallery, withPicture } from '@/server/catalog/catalogue-csv/picture-placement';

// Where the picture job puts a fetched picture in its product's gallery (docs/decisions/0055-catalogue-
// import.md, "Amendment: pictures after the import"): the first of an import's pictures replaces what the
// product showed, each next one goes in after the file's pictures already in place that come before it.

const old: Gallery = { imageUrl: '/media/products/old.webp', thumbnailUrl: '/media/products/old-thumb.webp', additionalImages: ['/media/products/old-2.webp'] };
const file = (name: string) => ({ url: `/media/products/${name}.webp`, thumbnailUrl: `/media/products/${name}-thumb.webp` });

describe('withPicture', () => {
  it('replaces the gallery the product showed with the first picture to arrive, and says which files it no longer shows', () => {
    const next = withPicture(old, file('c'), { inPlace: 0, before: 0 });
    expect(next.gallery).toEqual({ imageUrl: '/media/products/c.webp', thumbnailUrl: '/media/products/c-thumb.webp', additionalImages: [] });
    expect(next.replaced).toEqual(['/media/products/old.webp', '/media/products/old-thumb.webp', '/media/products/old-2.webp']);
  });

  it('puts the file’s pictures in the file’s order whatever order they arrive in', () => {
    // The file says a, b, c; c arrives first, then a, then b.
    let gallery = withPicture(old, file('c'), { inPlace: 0, before: 0 }).gallery;
    const a = withPicture(gallery, file('a'), { inPlace: 1, before: 0 });
    // a becomes the main picture: c's thumbnail goes.
    expect(a.replaced).toEqual(['/media/products/c-thumb.webp']);
    gallery = a.gallery;
    gallery = withPicture(gallery, file('b'), { inPlace: 2, before: 1 }).gallery;
    expect(gallery).toEqual({ imageUrl: '/media/products/a.webp', thumbnailUrl: '/media/products/a-thumb.webp', additionalImages: ['/media/products/b.webp', '/media/products/c.webp'] });
  });

  it('keeps the main picture’s thumbnail for one of the shop’s own files that was the main picture already', () => {
    const own = { url: '/media/products/old.webp', thumbnailUrl: null };
    expect(withPicture(old, own, { inPlace: 0, before: 0 }).gallery).toEqual({ imageUrl: '/media/products/old.webp', thumbnailUrl: '/media/products/old-thumb.webp', additionalImages: [] });
  });

  it('keeps at most 8 pictures when the gallery was filled in the form meanwhile', () => {
    const full: Gallery = { imageUrl: '/media/products/1.webp', thumbnailUrl: null, additionalImages: ['2', '3', '4', '5', '6', '7', '8'].map((n) => `/media/products/${n}.webp`) };
    const next = withPicture(full, file('late'), { inPlace: 1, before: 1 });
    expect(next.gallery.additionalImages).toHaveLength(7);
    expect(next.gallery.additionalImages[0]).toBe('/media/products/late.webp');
    expect(next.replaced).toEqual(['/media/products/8.webp']);
  });
});
