import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { pointDataDirAtTempFolder } from '../helpers/temp-data-dir';
import { db, installDatabase, openPglite } from '@/server/db/client';
import { categories, heroMedia, heroSlides, products } from '@/server/db/schema';
import { newProduct } from '../helpers/factories';
import { listFeaturedByCategory, loadHomeCollection, loadSlideFeatured } from '@/server/catalog/home-reads';
import { listActiveHeroSlides, loadHeroSlides } from '@/server/content/hero-slide-reads';
import { DEFAULT_HERO_MEDIA, getAllHeroMedia, getHeroMedia, loadHomeHeroMedia } from '@/server/content/hero-media-reads';
import { HOME_COLLECTION_TABS } from '@/lib/constants';

let database: TestDatabase;
beforeAll(async () => {
  pointDataDirAtTempFolder();
  database = await createTestDatabase();
  await db.insert(categories).values(
    ['sofas', 'beds', 'chairs', 'tables', 'consoles', 'curtains'].map((slug, i) => ({
      name: slug.charAt(0).toUpperCase() + slug.slice(1),
      slug,
      displayOrder: i,
    })),
  );
});
afterAll(() => database.dispose());

type ProductFixture = Partial<typeof products.$inferInsert> & { name: string; category: string };
let clock = Date.UTC(2024, 0, 1);
/** Inserts products one minute apart, so "newest first" is well defined. */
async function insertProducts(rows: ProductFixture[]) {
  for (const row of rows) {
    clock += 60_000;
    await newProduct({ priceKobo: 100_000_00, stockQuantity: 5, featured: true, createdAt: new Date(clock), ...row });
  }
}

describe('featured products by category', () => {
  beforeAll(async () => {
    await insertProducts([
      // sofas: 6 featured active (more than either cap), plus ones that must never show
      ...Array.from({ length: 6 }, (_, i) => ({ name: `Sofa ${i + 1}`, category: 'sofas' })),
      { name: 'Draft sofa', category: 'sofas', status: 'draft' as const },
      { name: 'Hidden sofa', category: 'sofas', status: 'hidden' as const },
      { name: 'Plain sofa', category: 'sofas', featured: false },
      // beds: one on sale with colours, one without an image
      { name: 'Oak bed', category: 'beds', discountPriceKobo: 80_000_00, colorVariants: ['Oak', 'Walnut'], imageUrl: '/media/bed.webp', thumbnailUrl: '/media/bed-thumb.webp' },
      { name: 'Bare bed', category: 'beds' },
      { name: 'Linen curtains', category: 'curtains' },
    ]);
  });

  it('returns only featured active products, newest first, grouped by category', async () => {
    const grouped = await listFeaturedByCategory(['sofas', 'beds'], 10);
    expect(grouped.sofas?.map((p) => p.name)).toEqual(['Sofa 6', 'Sofa 5', 'Sofa 4', 'Sofa 3', 'Sofa 2', 'Sofa 1']);
    expect(grouped.beds?.map((p) => p.name)).toEqual(['Bare bed', 'Oak bed']);
    expect(grouped.curtains).toBeUndefined();
  });

  it('gives card data: the thumbnail as image, the discount price and the colours as swatches', async () => {
    const { beds } = await listFeaturedByCategory(['beds'], 4);
    expect(beds?.find((p) => p.name === 'Oak bed')).toMatchObject({
      category: 'beds',
      priceKobo: 100_000_00,
      discountPriceKobo: 80_000_00,
      imageUrl: '/media/bed-thumb.webp',
      choice: { swatches: [{ value: 'Oak', colour: '#b48a5c' }, { value: 'Walnut', colour: '#6a4630' }] },
      stockQuantity: 5,
    });
    // One price for all: no 'From'; no options: no swatches.
    expect(beds?.find((p) => p.name === 'Oak bed')).not.toHaveProperty('fromPriceKobo');
    expect(beds?.find((p) => p.name === 'Bare bed')).toMatchObject({ imageUrl: null, discountPriceKobo: null });
    expect(beds?.find((p) => p.name === 'Bare bed')).not.toHaveProperty('choice');
  });

  it('caps each home tab at 4 and each slide category at 5', async () => {
    const collection = await loadHomeCollection();
    expect(Object.keys(collection).sort()).toEqual(['beds', 'sofas']);
    expect(collection.sofas?.map((p) => p.name)).toEqual(['Sofa 6', 'Sofa 5', 'Sofa 4', 'Sofa 3']);
    for (const tab of HOME_COLLECTION_TABS) expect((collection[tab] ?? []).length).toBeLessThanOrEqual(4);

    const slides = await loadSlideFeatured(['sofas', 'curtains', 'sofas']);
    expect(slides.sofas).toHaveLength(5);
    expect(slides.curtains?.map((p) => p.name)).toEqual(['Linen curtains']);
  });

  it('asks nothing for no categories', async () => {
    expect(await listFeaturedByCategory([], 4)).toEqual({});
  });
});

describe('hero slides', () => {
  beforeAll(async () => {
    await db.insert(heroSlides).values([
      { title: 'Third', imageUrl: '/media/3.webp', category: 'tables', displayOrder: 3 },
      { title: 'First', description: 'Deep seats', imageUrl: '/media/1.webp', category: 'sofas', displayOrder: 1 },
      { title: 'Off', imageUrl: '/media/off.webp', category: 'beds', displayOrder: 0, active: false },
      { title: 'Second', imageUrl: '/media/2.webp', category: 'curtains', displayOrder: 2 },
    ]);
  });

  it('lists only active slides in display order, with their category name', async () => {
    const slides = await listActiveHeroSlides();
    expect(slides.map((s) => s.title)).toEqual(['First', 'Second', 'Third']);
    expect(slides[0]).toMatchObject({
      description: 'Deep seats',
      imageUrl: '/media/1.webp',
      category: 'sofas',
      categoryName: 'Sofas',
    });
    expect(slides[1]?.description).toBeNull();
    expect(await loadHeroSlides()).toEqual(slides);
  });
});

describe('hero media', () => {
  it('falls back to the default video when a section has no row', async () => {
    expect(await getHeroMedia('hero_section_1')).toEqual(DEFAULT_HERO_MEDIA);
    expect(await getAllHeroMedia()).toEqual({ hero_section_1: DEFAULT_HERO_MEDIA, hero_section_2: DEFAULT_HERO_MEDIA });
  });

  it('reads both sections in one go; an image has no poster, the default video keeps its own', async () => {
    await db.insert(heroMedia).values([
      { sectionName: 'hero_section_1', mediaType: 'video', mediaUrl: DEFAULT_HERO_MEDIA.mediaUrl },
      { sectionName: 'hero_section_2', mediaType: 'image', mediaUrl: '/media/seed/hero/room.webp' },
    ]);
    const media = await loadHomeHeroMedia();
    expect(media.hero_section_1).toEqual(DEFAULT_HERO_MEDIA);
    expect(media.hero_section_2).toEqual({ mediaType: 'image', mediaUrl: '/media/seed/hero/room.webp', posterUrl: null });
    expect(await getHeroMedia('hero_section_2')).toEqual(media.hero_section_2);
  });
});

describe('when the database fails', () => {
  // A real failure, no mocks: a closed database installed as the process-wide one.
  it('logs and falls back: no slides, empty collections, default hero media', async () => {
    const broken = openPglite();
    await broken.close();
    installDatabase(broken);
    try {
      await expect(listActiveHeroSlides()).rejects.toThrow();
      expect(await loadHeroSlides()).toEqual([]);
      expect(await loadHomeCollection()).toEqual({});
      expect(await loadSlideFeatured(['sofas'])).toEqual({});
      expect(await loadHomeHeroMedia()).toEqual({ hero_section_1: DEFAULT_HERO_MEDIA, hero_section_2: DEFAULT_HERO_MEDIA });
    } finally {
      installDatabase(database.handle);
    }
  });
});
