import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { db } from '@/server/db/client';
import {
  productOptions,
  productVariants,
  blogPosts,
  categories,
  cmsPages,
  contactMessages,
  faqs,
  heroMedia,
  heroSlides,
  portfolioItems,
  products,
  websiteSettings,
} from '@/server/db/schema';
import { seedDatabase } from '../../seed';
import { MAX_FEATURED_PER_CATEGORY } from '@/lib/constants';
import { listShopProducts } from '@/server/catalog/shop-reads';
import { NO_SHOP_FILTERS } from '@/lib/shop-filters';
import { loadSwatchSettings, swatchesOf } from '@/server/catalog/swatch-reads';

// DATA_DIR must point at a fresh folder before anything reads the environment.
const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const LEAF_CATEGORIES = ['sofas', 'beds', 'chairs', 'tables', 'consoles', 'curtains', 'accessories'];
const fileOf = (url: string) => path.join(dataDir, 'uploads', url.replace(/^\/media\//, ''));
const countFiles = (dir: string): number =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? countFiles(path.join(dir, e.name)) : 1), 0)
    : 0;

describe('seedDatabase with demo content', () => {
  let database: TestDatabase;
  let first: { seeded: boolean };
  beforeAll(async () => {
    database = await createTestDatabase();
    const started = performance.now();
    first = await seedDatabase(db, { demo: true });
    console.info(`demo seed took ${Math.round(performance.now() - started)} ms`);
  }, 120_000);
  afterAll(() => database.dispose());

  it('writes the shop settings', async () => {
    expect(first).toEqual({ seeded: true });
    const [settings] = await db.select().from(websiteSettings);
    expect(settings).toMatchObject({ id: 1, siteName: 'Adire Living', whatsappNumber: '2348031234567' });
    expect(settings?.contactAddress).toMatch(/Lagos/);
    expect(settings?.contactEmail).toMatch(/@/);
    expect(settings?.socialMediaLinks).toMatchObject({ linkedin: '' });
    expect(settings?.socialMediaLinks.instagram).toMatch(/^https:\/\//);
  });

  it('takes bank transfers to a demo account and pay on delivery, so every way to pay shows', async () => {
    const [settings] = await db.select().from(websiteSettings);
    expect(settings).toMatchObject({ bankTransferEnabled: true, payOnDeliveryEnabled: true, paystackEnabled: true, bankAccountName: 'Adire Living Ltd' });
    expect(settings?.bankName).toMatch(/Bank/);
    expect(settings?.bankAccountNumber).toMatch(/^\d{10}$/);
    expect(settings).toMatchObject({ payOnDeliveryMaxKobo: 500_000_00, paystackReservationMinutes: 60, bankTransferReservationHours: 48 });
  });

  it('offers swatches of its fabrics, free, five to an order, two free orders a week (docs/decisions/0059-fabric-samples.md)', async () => {
    const settings = await loadSwatchSettings();
    expect(settings).toEqual({ options: 'Fabric, Finish', priceKobo: 0, perOrder: 5, parcelFeeKobo: 0, freeOrdersPerWeek: 2 });
    const pieces = await db.select({ id: products.id, name: products.name }).from(products);
    const offered = await swatchesOf(db, pieces.map((piece) => piece.id), settings);
    const byName = new Map(pieces.map((piece) => [piece.name, offered.get(piece.id) ?? []]));
    expect(byName.get('Yaba 2-Seater Loveseat')).toEqual([{ option: 'Fabric', value: 'Velvet' }, { option: 'Fabric', value: 'Linen' }]);
    expect(byName.get('Lekki Linen Sectional')).toEqual([{ option: 'Fabric', value: 'Linen' }, { option: 'Fabric', value: 'Velvet' }]);
    expect([...offered.values()].flat().every((swatch) => swatch.option === 'Fabric')).toBe(true);
  });

  it('writes the category tree with banners', async () => {
    const rows = await db.select().from(categories);
    expect(rows.map((c) => c.slug).sort()).toEqual([...LEAF_CATEGORIES, 'furniture'].sort());
    const furniture = rows.find((c) => c.slug === 'furniture');
    const children = rows.filter((c) => c.parentId === furniture?.id).map((c) => c.slug);
    expect(children.sort()).toEqual(['beds', 'chairs', 'consoles', 'sofas', 'tables']);
    for (const row of rows) {
      expect(row.description).toBeTruthy();
      expect(existsSync(fileOf(row.bannerImageUrl ?? ''))).toBe(true);
    }
    expect(new Set(rows.map((c) => c.displayOrder)).size).toBe(rows.length);
  });

  it('writes both hero media sections and the policy pages', async () => {
    const media = await db.select().from(heroMedia);
    expect(media.find((m) => m.sectionName === 'hero_section_1')).toMatchObject({ mediaType: 'video', mediaUrl: '/videos/hero-loop.mp4' });
    const second = media.find((m) => m.sectionName === 'hero_section_2');
    expect(second?.mediaType).toBe('image');
    const meta = await sharp(fileOf(second?.mediaUrl ?? '')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1920, 1080]);
    expect(existsSync(path.join(process.cwd(), 'public/videos/hero-loop.mp4'))).toBe(true);

    const pages = await db.select().from(cmsPages);
    expect(pages.map((p) => p.slug).sort()).toEqual(['privacy-policy', 'refund-policy', 'terms-of-service']);
    for (const page of pages) {
      expect(page.published).toBe(true);
      expect(page.content).toMatch(/<h2>/);
      expect(page.content).not.toMatch(/<(?!\/?(p|h2|h3|ul|li|strong|a)\b)[a-z]/);
    }
  });

  it('writes a believable catalogue', async () => {
    const rows = await db.select().from(products);
    const active = rows.filter((p) => p.status === 'active');
    expect(active.length).toBeGreaterThanOrEqual(30);
    expect(new Set(active.map((p) => p.category))).toEqual(new Set(LEAF_CATEGORIES));
    for (const category of ['sofas', 'beds', 'chairs', 'tables', 'consoles']) {
      expect(active.filter((p) => p.category === category).length).toBeGreaterThanOrEqual(4);
    }
    for (const category of LEAF_CATEGORIES) {
      const featured = rows.filter((p) => p.category === category && p.featured);
      expect(featured.length).toBeLessThanOrEqual(MAX_FEATURED_PER_CATEGORY);
      expect(featured.every((p) => p.status === 'active')).toBe(true);
    }
    expect(active.some((p) => p.discountPriceKobo !== null && p.discountPriceKobo < p.priceKobo)).toBe(true);
    expect(active.filter((p) => p.colorVariants.length >= 2 && p.colorVariants.length <= 4).length).toBeGreaterThanOrEqual(5);
    expect(active.some((p) => p.stockQuantity === 0)).toBe(true);
    expect(active.filter((p) => p.stockQuantity >= 1 && p.stockQuantity <= 10).length).toBeGreaterThanOrEqual(3);
    expect(active.some((p) => p.stockQuantity > 10)).toBe(true);
    expect(new Set(rows.map((p) => p.sku)).size).toBe(rows.length);
    for (const p of active.filter((row) => row.category === 'sofas')) {
      expect(p.priceKobo).toBeGreaterThanOrEqual(450_000_00);
      expect(p.priceKobo).toBeLessThanOrEqual(2_500_000_00);
    }
    for (const p of active.filter((row) => row.category === 'accessories')) {
      expect(p.priceKobo).toBeGreaterThanOrEqual(15_000_00);
      expect(p.priceKobo).toBeLessThanOrEqual(120_000_00);
    }
    // Some pieces come in sizes or fabrics, each variant at its own price, so a new shop shows options at once;
    // the curtains made to measure also in a heading style.
    const options = await db.select({ productId: productOptions.productId, name: productOptions.name }).from(productOptions);
    expect(new Set(options.map((option) => option.name))).toEqual(new Set(['Colour', 'Size', 'Fabric', 'Heading']));
    const sectional = rows.find((p) => p.sku === 'AL-SOF-002')!;
    const sectionalVariants = await db.select().from(productVariants).where(eq(productVariants.productId, sectional.id)).orderBy(productVariants.position);
    // Velvet is upholstered to order: its variants have their own lead time, linen ships from stock.
    expect(sectionalVariants.map((v) => [v.option1, v.option2, v.priceKobo, v.leadTimeMinDays, v.leadTimeMaxDays])).toEqual([
      ['Linen', 'Sand', 2_350_000_00, null, null],
      ['Linen', 'Oatmeal', 2_350_000_00, null, null],
      ['Velvet', 'Sand', 2_530_000_00, 21, 35],
      ['Velvet', 'Oatmeal', 2_530_000_00, 21, 35],
    ]);
    expect(sectional.leadTimeMinDays).toBeNull();
    // /shop's filters have something to show at once: velvet sofas under ₦900,000 in stock (the loveseat).
    const velvet = await listShopProducts({ category: 'sofas', filters: { ...NO_SHOP_FILTERS, options: { fabric: ['velvet'] }, maxNaira: 900_000, availability: ['in-stock'] }, optionNames: ['Fabric', 'Colour', 'Size'], counts: true });
    expect(velvet.products.map((p) => p.name)).toEqual(['Yaba 2-Seater Loveseat']);
    expect(velvet.facets.options[0]!.values).toEqual([{ value: 'linen', count: 1 }, { value: 'velvet', count: 1 }]);
    expect(velvet.facets.onSale).toBe(1);
    const days = (rows.reduce((max, p) => Math.max(max, p.createdAt.getTime()), 0) - rows.reduce((min, p) => Math.min(min, p.createdAt.getTime()), Infinity)) / 86_400_000;
    expect(days).toBeGreaterThan(14);
  });

  it('gives every product its own pictures on disk', async () => {
    const rows = await db.select().from(products);
    const urls = rows.flatMap((p) => [p.imageUrl ?? '', p.thumbnailUrl ?? '', ...p.additionalImages]);
    expect(rows.every((p) => p.additionalImages.length <= 3)).toBe(true);
    expect(rows.some((p) => p.additionalImages.length > 0)).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(existsSync(fileOf(url)), url).toBe(true);
    const sample = rows[0];
    const [main, thumb] = await Promise.all([sharp(fileOf(sample?.imageUrl ?? '')).metadata(), sharp(fileOf(sample?.thumbnailUrl ?? '')).metadata()]);
    expect([main.format, main.width, main.height]).toEqual(['webp', 1200, 1200]);
    expect([thumb.width, thumb.height]).toEqual([400, 400]);
  });

  it('writes the home carousel, FAQs, blog and portfolio', async () => {
    const slides = await db.select().from(heroSlides);
    expect(new Set(slides.filter((s) => s.active).map((s) => s.category)).size).toBeGreaterThanOrEqual(4);
    expect(slides.map((s) => s.displayOrder).sort((a, b) => a - b)).toEqual(slides.map((_, i) => i));
    for (const slide of slides) expect(existsSync(fileOf(slide.imageUrl))).toBe(true);

    const faqRows = await db.select().from(faqs);
    const published = faqRows.filter((f) => f.published);
    expect(published.length).toBeGreaterThanOrEqual(8);
    expect(new Set(published.map((f) => f.category).filter(Boolean)).size).toBeGreaterThanOrEqual(2);
    expect(published.some((f) => f.category === null)).toBe(true);
    expect(faqRows.filter((f) => !f.published)).toHaveLength(1);

    const posts = await db.select().from(blogPosts);
    const live = posts.filter((p) => p.status === 'published');
    expect(live.length).toBeGreaterThanOrEqual(4);
    expect(live.every((p) => p.publishedAt !== null && p.publishedAt < new Date() && p.excerpt && p.imageUrl)).toBe(true);
    expect(live.filter((p) => p.featured)).toHaveLength(1);
    expect(posts.filter((p) => p.status === 'draft')).toHaveLength(1);

    const projects = await db.select().from(portfolioItems);
    expect(projects.filter((p) => p.status === 'published').length).toBeGreaterThanOrEqual(4);
    expect(projects.filter((p) => p.status === 'draft')).toHaveLength(1);
    for (const project of projects) {
      expect(project.images.length).toBeGreaterThanOrEqual(2);
      expect(project.images.length).toBeLessThanOrEqual(3);
      for (const url of [project.coverImageUrl ?? '', ...project.images]) expect(existsSync(fileOf(url))).toBe(true);
    }
    expect(await db.$count(contactMessages)).toBe(0);
  });

  it('does nothing on a database that is already seeded', async () => {
    const before = { products: await db.$count(products), files: countFiles(path.join(dataDir, 'uploads')) };
    expect(await seedDatabase(db, { demo: true })).toEqual({ seeded: false });
    expect(await db.$count(products)).toBe(before.products);
    expect(await db.$count(categories)).toBe(8);
    expect(countFiles(path.join(dataDir, 'uploads'))).toBe(before.files);
  });
});

describe('seedDatabase without demo content', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it('writes the base content only', async () => {
    expect(await seedDatabase(db, { demo: false })).toEqual({ seeded: true });
    expect(await db.$count(websiteSettings)).toBe(1);
    expect(await db.$count(categories)).toBe(8);
    expect(await db.$count(heroMedia)).toBe(2);
    expect(await db.$count(cmsPages)).toBe(3);
    for (const table of [products, heroSlides, faqs, blogPosts, portfolioItems]) expect(await db.$count(table)).toBe(0);
    // No made-up bank account for a real shop's shoppers to pay into.
    const [settings] = await db.select().from(websiteSettings);
    expect(settings).toMatchObject({ bankTransferEnabled: false, bankName: null, bankAccountName: null, bankAccountNumber: null, payOnDeliveryEnabled: true });
  });

  it('leaves a database with categories alone', async () => {
    await db.delete(websiteSettings);
    expect(await seedDatabase(db, { demo: false })).toEqual({ seeded: false });
    expect(await db.$count(websiteSettings)).toBe(0);
  });
});
