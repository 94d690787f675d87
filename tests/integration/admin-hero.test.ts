import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as, signedOut } from '../helpers/sessions';
import { auditEntriesOf, userIdOf } from '../helpers/audit-entries';
import { db } from '@/server/db/client';
import { categories, heroMedia, heroSlides } from '@/server/db/schema';
import { getStorage, newObjectKey } from '@/server/media/storage';
import { storefrontVersion } from '@/server/storefront-cache';
import { HERO_SLIDE_CATEGORIES } from '@/lib/constants';
import { getAdminHeroMedia, listAdminHeroSlides, listHeroSlideCategoryOptions } from '@/server/content/admin-hero-reads';
import { getAllHeroMedia } from '@/server/content/hero-media-reads';
import { listActiveHeroSlides } from '@/server/content/hero-slide-reads';
import { createHeroSlideAction } from '@/server/content/actions/create-hero-slide';
import { updateHeroSlideAction } from '@/server/content/actions/update-hero-slide';
import { setHeroSlideActiveAction } from '@/server/content/actions/set-hero-slide-active';
import { deleteHeroSlideAction } from '@/server/content/actions/delete-hero-slide';
import { updateHeroMediaAction } from '@/server/content/actions/update-hero-media';
import type { HeroMediaInput, HeroSlideInput } from '@/lib/schemas/hero';

// The Hero slides and Hero media screens' actions against a real database and real
// sessions: a new slide goes last, the switch decides what the home page shows, stored
// images are deleted with their slide (or when replaced), and each hero section takes a
// video or an image by URL.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});

const callers = setUpAdminTestDatabase(dataDir);

const createSlide = (input: HeroSlideInput) => as(callers.admin, () => createHeroSlideAction(input));
const updateSlide = (id: string, input: HeroSlideInput) => as(callers.admin, () => updateHeroSlideAction({ id, ...input }));
const updateMedia = (input: HeroMediaInput) => as(callers.admin, () => updateHeroMediaAction(input));

/** A file in storage, as an upload leaves it. */
async function stored(folder: 'hero-slides' | 'hero-media', extension = 'webp') {
  const key = newObjectKey(folder, extension);
  await getStorage().put(key, Buffer.from('file'), extension === 'webp' ? 'image/webp' : 'video/mp4');
  return { url: getStorage().publicUrl(key), exists: async () => (await getStorage().stat(key)) !== null };
}

async function slideRow(id: string) {
  const [row] = await db.select().from(heroSlides).where(eq(heroSlides.id, id));
  return row;
}

beforeAll(async () => {
  await db.insert(categories).values(
    HERO_SLIDE_CATEGORIES.filter((slug) => slug !== 'accessories').map((slug, i) => ({
      name: slug === 'tables' ? 'Dining Tables' : slug.charAt(0).toUpperCase() + slug.slice(1),
      slug,
      displayOrder: i,
    })),
  );
  await db.insert(heroMedia).values([
    { sectionName: 'hero_section_1', mediaType: 'video', mediaUrl: '/videos/hero-loop.mp4' },
    { sectionName: 'hero_section_2', mediaType: 'video', mediaUrl: '/videos/hero-loop.mp4' },
  ]);
});

describe('hero slides', () => {
  const ids: string[] = [];

  it('gives a new slide the current slide count as its display order', async () => {
    for (const [i, category] of (['sofas', 'beds', 'chairs'] as const).entries()) {
      const image = await stored('hero-slides');
      const before = storefrontVersion();
      const result = await createSlide({ title: `Slide ${i}`, description: '', imageUrl: image.url, category, displayOrder: '' });
      expect(result).toMatchObject({ ok: true, data: { displayOrder: i } });
      if (result.ok) ids.push(result.data.id);
      expect(storefrontVersion()).toBeGreaterThan(before);
    }
    expect(await slideRow(ids[0]!)).toMatchObject({ title: 'Slide 0', description: null, category: 'sofas', active: true, displayOrder: 0 });
    // The home page shows them at once, in that order, with their category's name.
    expect((await listActiveHeroSlides()).map((s) => [s.title, s.categoryName])).toEqual([
      ['Slide 0', 'Sofas'],
      ['Slide 1', 'Beds'],
      ['Slide 2', 'Chairs'],
    ]);
  });

  it('keeps a display order the admin typed', async () => {
    const image = await stored('hero-slides');
    const result = await createSlide({ title: 'First of all', imageUrl: image.url, category: 'tables', displayOrder: '0' });
    expect(result).toMatchObject({ ok: true, data: { displayOrder: 0 } });
    if (result.ok) ids.push(result.data.id);
    expect((await as(callers.admin, listAdminHeroSlides)).map((s) => s.title)).toEqual(['Slide 0', 'First of all', 'Slide 1', 'Slide 2']);
  });

  it('validates the slide: title and image required, category from the list', async () => {
    const image = await stored('hero-slides');
    expect(await createSlide({ title: ' ', imageUrl: image.url, category: 'sofas' })).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: { title: ['Title is required'] },
    });
    expect(await createSlide({ title: 'No picture', imageUrl: '', category: 'sofas' })).toMatchObject({
      ok: false,
      fieldErrors: { imageUrl: ['Upload an image for the slide'] },
    });
    expect(await createSlide({ title: 'Elsewhere', imageUrl: image.url, category: 'furniture' as 'sofas' })).toMatchObject({
      ok: false,
      fieldErrors: { category: ['Choose a category from the list'] },
    });
    expect(await createSlide({ title: 'Script', imageUrl: 'javascript:alert(1)', category: 'sofas' })).toMatchObject({ ok: false, code: 'invalid' });
  });

  it('refuses, with a clear message, a category from the list that does not exist', async () => {
    const image = await stored('hero-slides');
    expect(await createSlide({ title: 'Accents', imageUrl: image.url, category: 'accessories' })).toMatchObject({
      ok: false,
      code: 'rejected',
      error: 'The category "accessories" no longer exists. Choose another one.',
    });
  });

  it('lists docs/product.md categories with their current names, marking a missing one', async () => {
    const options = await as(callers.admin, listHeroSlideCategoryOptions);
    expect(options.map((o) => o.slug)).toEqual([...HERO_SLIDE_CATEGORIES]);
    expect(options.find((o) => o.slug === 'tables')).toEqual({ slug: 'tables', name: 'Dining Tables', exists: true });
    expect(options.find((o) => o.slug === 'accessories')).toEqual({ slug: 'accessories', name: 'Accessories', exists: false });
  });

  it('switches a slide off and on: the home page shows only active slides', async () => {
    const id = ids[1]!;
    expect(await as(callers.admin, () => setHeroSlideActiveAction({ id, active: false }))).toEqual({ ok: true, data: { id, active: false } });
    expect((await listActiveHeroSlides()).map((s) => s.id)).not.toContain(id);
    expect((await as(callers.admin, listAdminHeroSlides)).find((s) => s.id === id)).toMatchObject({ active: false });
    expect(await as(callers.admin, () => setHeroSlideActiveAction({ id, active: true }))).toEqual({ ok: true, data: { id, active: true } });
    expect((await listActiveHeroSlides()).map((s) => s.id)).toContain(id);
  });

  it('updates a slide, deleting the image it replaces once saved', async () => {
    const id = ids[2]!;
    const oldImage = (await slideRow(id))!.imageUrl;
    const newImage = await stored('hero-slides');
    const result = await updateSlide(id, {
      title: 'Chairs by the window',
      description: 'Wingbacks and loungers.',
      imageUrl: newImage.url,
      category: 'curtains',
      displayOrder: '5',
    });
    expect(result).toEqual({ ok: true, data: { id } });
    expect(await slideRow(id)).toMatchObject({
      title: 'Chairs by the window',
      description: 'Wingbacks and loungers.',
      imageUrl: newImage.url,
      category: 'curtains',
      displayOrder: 5,
      active: true,
    });
    expect(await getStorage().stat(oldImage.slice('/media/'.length))).toBeNull();
    expect(await newImage.exists()).toBe(true);

    // Same image, display order left empty: the file stays, the slide keeps its place.
    expect(await updateSlide(id, { title: 'Chairs by the window', imageUrl: newImage.url, category: 'curtains', displayOrder: '' })).toMatchObject({ ok: true });
    expect(await newImage.exists()).toBe(true);
    expect(await slideRow(id)).toMatchObject({ displayOrder: 5, description: null });
  });

  it('answers a clear message for a slide that is gone', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const image = await stored('hero-slides');
    for (const result of [
      await updateSlide(missing, { title: 'Ghost', imageUrl: image.url, category: 'sofas' }),
      await as(callers.admin, () => setHeroSlideActiveAction({ id: missing, active: true })),
      await as(callers.admin, () => deleteHeroSlideAction({ id: missing })),
    ]) {
      expect(result).toMatchObject({ ok: false, code: 'rejected', error: 'This slide no longer exists. Reload the page.' });
    }
  });

  it('deletes a slide and its stored image', async () => {
    const image = await stored('hero-slides');
    const made = await createSlide({ title: 'Short-lived', imageUrl: image.url, category: 'beds' });
    if (!made.ok) throw new Error(made.error);
    const before = storefrontVersion();
    expect(await as(callers.admin, () => deleteHeroSlideAction({ id: made.data.id }))).toEqual({ ok: true, data: { id: made.data.id } });
    expect(await slideRow(made.data.id)).toBeUndefined();
    expect(await image.exists()).toBe(false);
    expect(storefrontVersion()).toBeGreaterThan(before);
  });

  it('refuses a shopper and a signed-out caller every slide action, changing nothing', async () => {
    const id = ids[0]!;
    const image = await stored('hero-slides');
    const input = { title: 'Hijack', imageUrl: image.url, category: 'sofas' as const };
    for (const [caller, code] of [
      [callers.shopper, 'not-admin'],
      [signedOut, 'signed-out'],
    ] as const) {
      expect(await as(caller, () => createHeroSlideAction(input))).toMatchObject({ ok: false, code });
      expect(await as(caller, () => updateHeroSlideAction({ id, ...input }))).toMatchObject({ ok: false, code });
      expect(await as(caller, () => setHeroSlideActiveAction({ id, active: false }))).toMatchObject({ ok: false, code });
      expect(await as(caller, () => deleteHeroSlideAction({ id }))).toMatchObject({ ok: false, code });
      await expect(as(caller, listAdminHeroSlides)).rejects.toMatchObject({ reason: code });
      await expect(as(caller, listHeroSlideCategoryOptions)).rejects.toMatchObject({ reason: code });
    }
    expect(await slideRow(id)).toMatchObject({ title: 'Slide 0', active: true });
    expect(await db.select().from(heroSlides).where(eq(heroSlides.title, 'Hijack'))).toEqual([]);
  });
});

describe('hero media', () => {
  it('updates each section, and the home page reads the new media', async () => {
    const image = await stored('hero-media');
    const before = storefrontVersion();
    expect(await updateMedia({ section: 'hero_section_2', mediaType: 'image', mediaUrl: image.url })).toEqual({
      ok: true,
      data: { section: 'hero_section_2', mediaType: 'image', mediaUrl: image.url },
    });
    expect(storefrontVersion()).toBeGreaterThan(before);
    const video = await stored('hero-media', 'mp4');
    expect(await updateMedia({ section: 'hero_section_1', mediaType: 'video', mediaUrl: video.url })).toMatchObject({ ok: true });

    const home = await getAllHeroMedia();
    expect(home.hero_section_1).toMatchObject({ mediaType: 'video', mediaUrl: video.url });
    expect(home.hero_section_2).toMatchObject({ mediaType: 'image', mediaUrl: image.url });
    expect(await as(callers.admin, getAdminHeroMedia)).toEqual([
      { section: 'hero_section_1', mediaType: 'video', mediaUrl: video.url },
      { section: 'hero_section_2', mediaType: 'image', mediaUrl: image.url },
    ]);
  });

  it('requires a URL', async () => {
    expect(await updateMedia({ section: 'hero_section_1', mediaType: 'video', mediaUrl: '  ' })).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: { mediaUrl: ['Enter a URL or upload a file'] },
    });
  });

  it('takes https addresses and paths of the site, refusing anything else', async () => {
    expect(await updateMedia({ section: 'hero_section_1', mediaType: 'image', mediaUrl: 'https://cdn.example.com/rooms/lagos.jpg' })).toMatchObject({ ok: true });
    expect(await updateMedia({ section: 'hero_section_1', mediaType: 'video', mediaUrl: '/videos/hero-loop.mp4' })).toMatchObject({ ok: true });
    for (const mediaUrl of ['http://cdn.example.com/a.jpg', 'javascript:alert(1)', '//evil.example/a.mp4', '/media/../etc/passwd.mp4', 'hero.mp4']) {
      const result = await updateMedia({ section: 'hero_section_1', mediaType: 'video', mediaUrl });
      expect(result, mediaUrl).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { mediaUrl: [expect.any(String)] } });
    }
  });

  it('checks that a file of ours fits the media type (video or image)', async () => {
    expect(await updateMedia({ section: 'hero_section_1', mediaType: 'video', mediaUrl: '/media/hero-media/still.webp' })).toMatchObject({
      ok: false,
      fieldErrors: { mediaUrl: ['This file is not a video (MP4 or WebM). Choose Image, or upload a video.'] },
    });
    expect(await updateMedia({ section: 'hero_section_1', mediaType: 'image', mediaUrl: '/videos/hero-loop.mp4' })).toMatchObject({
      ok: false,
      fieldErrors: { mediaUrl: ['This file is not an image. Choose Video, or upload an image.'] },
    });
    expect(await updateMedia({ section: 'hero_section_1', mediaType: 'audio' as 'video', mediaUrl: '/videos/hero-loop.mp4' })).toMatchObject({
      ok: false,
      fieldErrors: { mediaType: ['Choose video or image'] },
    });
  });

  it('deletes the stored file it replaces, unless the other section shows it', async () => {
    const shared = await stored('hero-media');
    await updateMedia({ section: 'hero_section_1', mediaType: 'image', mediaUrl: shared.url });
    await updateMedia({ section: 'hero_section_2', mediaType: 'image', mediaUrl: shared.url });
    await updateMedia({ section: 'hero_section_1', mediaType: 'video', mediaUrl: '/videos/hero-loop.mp4' });
    expect(await shared.exists()).toBe(true);
    await updateMedia({ section: 'hero_section_2', mediaType: 'video', mediaUrl: '/videos/hero-loop.mp4' });
    expect(await shared.exists()).toBe(false);
  });

  it('creates a missing section row', async () => {
    await db.delete(heroMedia).where(eq(heroMedia.sectionName, 'hero_section_2'));
    expect((await as(callers.admin, getAdminHeroMedia))[1]).toEqual({ section: 'hero_section_2', mediaType: 'video', mediaUrl: '/videos/hero-loop.mp4' });
    expect(await updateMedia({ section: 'hero_section_2', mediaType: 'image', mediaUrl: 'https://cdn.example.com/b.webp' })).toMatchObject({ ok: true });
    expect((await getAllHeroMedia()).hero_section_2).toMatchObject({ mediaType: 'image', mediaUrl: 'https://cdn.example.com/b.webp' });
  });

  it('refuses a shopper and a signed-out caller, changing nothing', async () => {
    const before = await getAllHeroMedia();
    for (const [caller, code] of [
      [callers.shopper, 'not-admin'],
      [signedOut, 'signed-out'],
    ] as const) {
      const result = await as(caller, () => updateHeroMediaAction({ section: 'hero_section_1', mediaType: 'image', mediaUrl: 'https://evil.example/x.jpg' }));
      expect(result).toMatchObject({ ok: false, code });
      await expect(as(caller, getAdminHeroMedia)).rejects.toMatchObject({ reason: code });
    }
    expect(await getAllHeroMedia()).toEqual(before);
  });
});

describe('the activity log', () => {
  it('records a slide’s create, change, switch and delete, and a hero media change, by a content editor', async () => {
    const editor = await callers.staff('content');
    const image = await stored('hero-slides');
    const slide: HeroSlideInput = { title: 'Oja Sofa Week', description: '', imageUrl: image.url, category: 'sofas', displayOrder: '' };
    const made = await as(editor, () => createHeroSlideAction(slide));
    if (!made.ok) throw new Error(made.error);
    const id = made.data.id;
    expect(await as(editor, () => updateHeroSlideAction({ id, ...slide, title: 'Oja Sofa Fortnight' }))).toMatchObject({ ok: true });
    expect(await as(editor, () => setHeroSlideActiveAction({ id, active: false }))).toMatchObject({ ok: true });
    expect(await as(editor, () => deleteHeroSlideAction({ id }))).toMatchObject({ ok: true });

    const entries = await auditEntriesOf('hero_slide', id);
    expect(entries.map((entry) => [entry.action, entry.entityLabel])).toEqual([
      ['create', 'Hero slide Oja Sofa Week'],
      ['update', 'Hero slide Oja Sofa Fortnight'],
      ['update', 'Hero slide Oja Sofa Fortnight'],
      ['delete', 'Hero slide Oja Sofa Fortnight'],
    ]);
    expect(entries.every((entry) => entry.actorRole === 'content')).toBe(true);
    expect(entries[0]!.actorId).toBe(await userIdOf(editor));
    expect(entries[1]!.changes).toEqual({ title: { before: 'Oja Sofa Week', after: 'Oja Sofa Fortnight' } });
    expect(entries[2]!.changes).toEqual({ active: { before: true, after: false } });
    expect(entries[3]!.changes).toMatchObject({ imageUrl: { before: image.url, after: null } });

    const video = await stored('hero-media', 'mp4');
    expect(await as(editor, () => updateHeroMediaAction({ section: 'hero_section_2', mediaType: 'video', mediaUrl: video.url }))).toMatchObject({ ok: true });
    const [media] = (await auditEntriesOf('hero_media', 'hero_section_2')).slice(-1);
    expect(media).toMatchObject({ action: 'update', entityLabel: 'Hero media Hero Section 2 (Bottom)', changes: { mediaUrl: { after: video.url } } });
  });
});
