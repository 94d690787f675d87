import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as, signedOut } from '../helpers/sessions';
import { auditEntriesOf, userIdOf } from '../helpers/audit-entries';
import { db } from '@/server/db/client';
import { categories, heroSlides, products } from '@/server/db/schema';
import { getStorage, newObjectKey } from '@/server/media/storage';
import { storefrontVersion } from '@/server/storefront-cache';
import { listAdminCategories } from '@/server/catalog/admin-category-reads';
import { listShopCategories } from '@/server/catalog/shop-reads';
import { createCategoryAction } from '@/server/catalog/actions/create-category';
import { updateCategoryAction } from '@/server/catalog/actions/update-category';
import { deleteCategoryAction } from '@/server/catalog/actions/delete-category';
import type { CategoryInput } from '@/lib/schemas/category';

// The Categories screen's actions against a real database and real sessions: slugs made
// from the name and kept unique, a typed duplicate refused, no parent loops, no deleting a
// category that products, subcategories or the site itself still use, and stored banners
// removed with the category (or when replaced).

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});

const callers = setUpAdminTestDatabase(dataDir);

const create = (input: CategoryInput) => as(callers.admin, () => createCategoryAction(input));
const update = (id: string, input: CategoryInput) => as(callers.admin, () => updateCategoryAction({ id, ...input }));
const remove = (id: string) => as(callers.admin, () => deleteCategoryAction({ id }));

async function created(input: CategoryInput) {
  const result = await create(input);
  if (!result.ok) throw new Error(`create failed: ${result.error}`);
  return result.data;
}

async function row(id: string) {
  const [found] = await db.select().from(categories).where(eq(categories.id, id));
  return found;
}

/** A file in storage, as an upload leaves it; returns its URL and a check that it is still there. */
async function storedBanner() {
  const key = newObjectKey('categories', 'webp');
  await getStorage().put(key, Buffer.from('banner'), 'image/webp');
  return { url: getStorage().publicUrl(key), exists: async () => (await getStorage().stat(key)) !== null };
}

beforeAll(async () => {
  // The seeded shape (docs/architecture.md section 4): Furniture over the home tabs, plus the other linked categories.
  const [furniture] = await db.insert(categories).values({ name: 'Furniture', slug: 'furniture' }).returning({ id: categories.id });
  await db.insert(categories).values([
    { name: 'Sofas', slug: 'sofas', parentId: furniture!.id, displayOrder: 1 },
    { name: 'Curtains', slug: 'curtains', displayOrder: 6 },
    { name: 'Accessories', slug: 'accessories', displayOrder: 7 },
  ]);
});

describe('creating a category', () => {
  it('makes the slug from the name (lowercased, spaces as hyphens) and defaults the display order to 0', async () => {
    const before = storefrontVersion();
    const result = await create({ name: '  Dining Chairs ', description: 'Chairs for the table.' });
    expect(result).toMatchObject({ ok: true, data: { name: 'Dining Chairs', slug: 'dining-chairs' } });
    if (!result.ok) return;
    expect(await row(result.data.id)).toMatchObject({
      name: 'Dining Chairs',
      slug: 'dining-chairs',
      description: 'Chairs for the table.',
      displayOrder: 0,
      parentId: null,
      bannerImageUrl: null,
    });
    // The shop's HTML cache is dropped, and the shop's filter lists it.
    expect(storefrontVersion()).toBeGreaterThan(before);
    expect((await listShopCategories()).map((c) => c.slug)).toContain('dining-chairs');
  });

  it('suffixes -2, -3 … when the slug made from the name is taken', async () => {
    const second = await created({ name: 'Dining Chairs' });
    const third = await created({ name: 'dining   chairs' });
    expect([second.slug, third.slug]).toEqual(['dining-chairs-2', 'dining-chairs-3']);
  });

  it('refuses a typed slug that another category has, with an error on the slug field', async () => {
    const result = await create({ name: 'Chairs for dining', slug: 'dining-chairs' });
    expect(result).toMatchObject({ ok: false, code: 'rejected', error: 'The slug "dining-chairs" is already used by Dining Chairs. Choose another one.' });
    if (result.ok) return;
    expect(result.details?.fieldErrors.slug).toEqual([result.error]);
    expect(await db.select().from(categories).where(eq(categories.name, 'Chairs for dining'))).toEqual([]);
  });

  it('keeps a free typed slug as typed', async () => {
    expect(await created({ name: 'Rugs and Mats', slug: 'rugs' })).toMatchObject({ slug: 'rugs' });
  });

  it('validates the fields with the shared schema', async () => {
    const noName = await create({ name: '   ' });
    expect(noName).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { name: ['Name is required'] } });
    const badSlug = await create({ name: 'Lamps', slug: 'Lamps & Lights' });
    expect(badSlug).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { slug: ['Use lowercase letters, numbers and single hyphens, e.g. dining-chairs'] } });
    const badOrder = await create({ name: 'Lamps', displayOrder: '1.5' });
    expect(badOrder).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { displayOrder: ['Display order must be a whole number'] } });
    const notANumber = await create({ name: 'Lamps', displayOrder: 'first' });
    expect(notANumber).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { displayOrder: ['Display order must be a whole number'] } });
    const badBanner = await create({ name: 'Lamps', bannerImageUrl: 'javascript:alert(1)' });
    expect(badBanner).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { bannerImageUrl: ['Upload the banner image again'] } });
  });

  it('refuses a name with nothing to make a slug from unless a slug is typed', async () => {
    const result = await create({ name: '家具' });
    expect(result).toMatchObject({ ok: false, code: 'rejected', details: { fieldErrors: { slug: [expect.stringContaining('Type a slug')] } } });
    expect(await created({ name: '家具', slug: 'jiaju' })).toMatchObject({ name: '家具', slug: 'jiaju' });
  });

  it('saves a display order and a parent', async () => {
    const [furniture] = await db.select().from(categories).where(eq(categories.slug, 'furniture'));
    const made = await created({ name: 'Ottomans', displayOrder: '4', parentId: furniture!.id });
    expect(await row(made.id)).toMatchObject({ displayOrder: 4, parentId: furniture!.id });
    const orphan = await create({ name: 'Poufs', parentId: '00000000-0000-4000-8000-000000000000' });
    expect(orphan).toMatchObject({ ok: false, code: 'rejected', details: { fieldErrors: { parentId: ['The chosen parent no longer exists. Choose another one.'] } } });
  });
});

describe('editing a category', () => {
  it('saves every field; an empty slug is made again from the name, skipping its own', async () => {
    const made = await created({ name: 'Side Tables' });
    const renamed = await update(made.id, { name: 'Side Tables', slug: '', description: 'Small tables.', displayOrder: 9 });
    expect(renamed).toMatchObject({ ok: true, data: { slug: 'side-tables' } });
    const again = await update(made.id, { name: 'Accent Tables', slug: '' });
    expect(again).toMatchObject({ ok: true, data: { name: 'Accent Tables', slug: 'accent-tables' } });
    expect(await row(made.id)).toMatchObject({ name: 'Accent Tables', description: null, displayOrder: 0 });
  });

  it('refuses a typed slug that another category has', async () => {
    const made = await created({ name: 'Benches' });
    const result = await update(made.id, { name: 'Benches', slug: 'rugs' });
    expect(result).toMatchObject({ ok: false, code: 'rejected', details: { fieldErrors: { slug: ['The slug "rugs" is already used by Rugs and Mats. Choose another one.'] } } });
    expect(await row(made.id)).toMatchObject({ slug: 'benches' });
  });

  it('carries a new slug over to the products of the category', async () => {
    const made = await created({ name: 'Stools' });
    const [product] = await db.insert(products).values({ name: 'Iroko Stool', category: 'stools', priceKobo: 45_000_00 }).returning({ id: products.id });
    expect(await update(made.id, { name: 'Stools', slug: 'bar-stools' })).toMatchObject({ ok: true });
    const [moved] = await db.select({ category: products.category }).from(products).where(eq(products.id, product!.id));
    expect(moved?.category).toBe('bar-stools');
  });

  it('refuses a parent that is the category itself or one of its descendants', async () => {
    const rooms = await created({ name: 'Rooms' });
    const living = await created({ name: 'Living', parentId: rooms.id });
    const reading = await created({ name: 'Reading Corner', parentId: living.id });

    const itself = await update(rooms.id, { name: 'Rooms', slug: 'rooms', parentId: rooms.id });
    expect(itself).toMatchObject({ ok: false, code: 'rejected', details: { fieldErrors: { parentId: ['A category cannot be its own parent.'] } } });
    const child = await update(rooms.id, { name: 'Rooms', slug: 'rooms', parentId: living.id });
    expect(child).toMatchObject({ ok: false, details: { fieldErrors: { parentId: ['Living is inside this category, so it cannot be its parent.'] } } });
    const grandchild = await update(rooms.id, { name: 'Rooms', slug: 'rooms', parentId: reading.id });
    expect(grandchild).toMatchObject({ ok: false, details: { fieldErrors: { parentId: ['Reading Corner is inside this category, so it cannot be its parent.'] } } });
    expect(await row(rooms.id)).toMatchObject({ parentId: null });

    // Moving a branch elsewhere is fine: Reading Corner straight under Rooms.
    expect(await update(reading.id, { name: 'Reading Corner', slug: 'reading-corner', parentId: rooms.id })).toMatchObject({ ok: true });
    expect(await row(reading.id)).toMatchObject({ parentId: rooms.id });
  });

  it('keeps the slug of a category the site links to, while its name may change', async () => {
    const [curtains] = await db.select().from(categories).where(eq(categories.slug, 'curtains'));
    const slugChange = await update(curtains!.id, { name: 'Curtains', slug: 'drapes' });
    expect(slugChange).toMatchObject({ ok: false, details: { fieldErrors: { slug: ['The home page and footer link to "curtains", so this slug cannot change.'] } } });
    expect(await update(curtains!.id, { name: 'Curtains & Blinds', slug: 'curtains' })).toMatchObject({ ok: true, data: { slug: 'curtains' } });
  });

  it('deletes the banner it replaces, once saved; a banner kept is kept', async () => {
    const first = await storedBanner();
    const second = await storedBanner();
    const made = await created({ name: 'Mirrors', bannerImageUrl: first.url });
    expect(await update(made.id, { name: 'Wall Mirrors', slug: 'mirrors', bannerImageUrl: first.url })).toMatchObject({ ok: true });
    expect(await first.exists()).toBe(true);
    expect(await update(made.id, { name: 'Wall Mirrors', slug: 'mirrors', bannerImageUrl: second.url })).toMatchObject({ ok: true });
    expect(await first.exists()).toBe(false);
    expect(await second.exists()).toBe(true);
    // Removing the banner deletes it too; an address on the web is never touched.
    expect(await update(made.id, { name: 'Wall Mirrors', slug: 'mirrors', bannerImageUrl: '' })).toMatchObject({ ok: true });
    expect(await second.exists()).toBe(false);
    expect(await row(made.id)).toMatchObject({ bannerImageUrl: null });
  });

  it('answers a clear message for a category that is gone', async () => {
    const result = await update('00000000-0000-4000-8000-000000000000', { name: 'Ghost' });
    expect(result).toMatchObject({ ok: false, code: 'rejected', error: 'This category no longer exists. Reload the page.' });
  });
});

describe('deleting a category', () => {
  it('is refused while products use it, saying how many', async () => {
    const made = await created({ name: 'Lanterns' });
    await db.insert(products).values([
      { name: 'Brass Lantern', category: 'lanterns', priceKobo: 30_000_00 },
      { name: 'Rattan Lantern', category: 'lanterns', priceKobo: 25_000_00 },
      { name: 'Glass Lantern', category: 'lanterns', priceKobo: 20_000_00 },
    ]);
    const result = await remove(made.id);
    expect(result).toEqual({
      ok: false,
      code: 'rejected',
      error: 'Lanterns still has 3 products. Move them to another category or delete them first.',
      details: undefined,
    });
    expect(await row(made.id)).toBeDefined();
    const [listed] = (await as(callers.admin, listAdminCategories)).filter((c) => c.id === made.id);
    expect(listed?.productCount).toBe(3);

    await db.delete(products).where(eq(products.category, 'lanterns'));
    expect(await remove(made.id)).toEqual({ ok: true, data: { id: made.id } });
    expect(await row(made.id)).toBeUndefined();
  });

  it('says "1 product" for one', async () => {
    const made = await created({ name: 'Clocks' });
    await db.insert(products).values({ name: 'Wall Clock', category: 'clocks', priceKobo: 15_000_00 });
    expect(await remove(made.id)).toMatchObject({ ok: false, error: 'Clocks still has 1 product. Move it to another category or delete it first.' });
  });

  it('is refused while it has subcategories, naming them', async () => {
    const outdoor = await created({ name: 'Outdoor' });
    await created({ name: 'Loungers', parentId: outdoor.id });
    await created({ name: 'Planters', parentId: outdoor.id });
    expect(await remove(outdoor.id)).toMatchObject({
      ok: false,
      code: 'rejected',
      error: 'Outdoor has 2 subcategories (Loungers, Planters). Move them to another parent or delete them first.',
    });
    expect(await row(outdoor.id)).toBeDefined();
  });

  it('is refused for a category the home page or footer links to', async () => {
    const [sofas] = await db.select().from(categories).where(eq(categories.slug, 'sofas'));
    expect(await remove(sofas!.id)).toMatchObject({ ok: false, code: 'rejected', error: expect.stringContaining('Sofas cannot be deleted') });
    expect(await row(sofas!.id)).toBeDefined();
  });

  it('is refused while a hero slide shows it', async () => {
    const made = await created({ name: 'Vases' });
    await db.insert(heroSlides).values({ title: 'Vases', imageUrl: '/media/hero-slides/x.webp', category: 'vases' });
    expect(await remove(made.id)).toMatchObject({ ok: false, error: '1 hero slide shows Vases. Change or delete it first.' });
  });

  it('deletes an unused category and its stored banner, and the shop forgets it', async () => {
    const banner = await storedBanner();
    const made = await created({ name: 'Candles', bannerImageUrl: banner.url });
    const before = storefrontVersion();
    expect(await remove(made.id)).toEqual({ ok: true, data: { id: made.id } });
    expect(await row(made.id)).toBeUndefined();
    expect(await banner.exists()).toBe(false);
    expect(storefrontVersion()).toBeGreaterThan(before);
    expect((await listShopCategories()).map((c) => c.slug)).not.toContain('candles');
  });

  it('deletes a category whose banner is an address elsewhere, leaving it alone', async () => {
    const made = await created({ name: 'Throws', bannerImageUrl: 'https://images.example.com/throws.jpg' });
    expect(await remove(made.id)).toMatchObject({ ok: true });
  });

  it('answers a clear message for a category that is gone', async () => {
    expect(await remove('00000000-0000-4000-8000-000000000000')).toMatchObject({ ok: false, error: 'This category no longer exists. Reload the page.' });
  });
});

describe('who may manage categories', () => {
  it('lists them for an admin in display order with product counts', async () => {
    const list = await as(callers.admin, listAdminCategories);
    const orders = list.map((c) => c.displayOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(list.find((c) => c.slug === 'sofas')).toMatchObject({ name: 'Sofas', productCount: 0, slideCount: 0 });
  });

  it('refuses a shopper and a signed-out caller everything, and changes nothing', async () => {
    const [accessories] = await db.select().from(categories).where(eq(categories.slug, 'accessories'));
    const id = accessories!.id;
    for (const [caller, code] of [
      [callers.shopper, 'not-admin'],
      [signedOut, 'signed-out'],
    ] as const) {
      expect(await as(caller, () => createCategoryAction({ name: 'Intruders' }))).toMatchObject({ ok: false, code });
      expect(await as(caller, () => updateCategoryAction({ id, name: 'Hacked' }))).toMatchObject({ ok: false, code });
      expect(await as(caller, () => deleteCategoryAction({ id }))).toMatchObject({ ok: false, code });
      // Not even the validation answer: an outsider learns nothing.
      expect(await as(caller, () => createCategoryAction({ name: '' }))).toMatchObject({ ok: false, code });
      await expect(as(caller, listAdminCategories)).rejects.toMatchObject({ reason: code });
    }
    expect(await row(id)).toMatchObject({ name: 'Accessories', slug: 'accessories' });
    expect(await db.select().from(categories).where(eq(categories.name, 'Intruders'))).toEqual([]);
  });
});

describe('the activity log', () => {
  it('records a category’s create, change and delete with the fields before and after, in the owner’s name', async () => {
    const category = await created({ name: 'Kilims', slug: '', description: '', bannerImageUrl: '', displayOrder: '3', parentId: '' });
    expect(await update(category.id, { name: 'Kilims and Mats', slug: 'kilims', description: 'Woven in Oyo.', bannerImageUrl: '', displayOrder: '4', parentId: '' })).toMatchObject({ ok: true });
    expect(await remove(category.id)).toMatchObject({ ok: true });
    const [made, changed, deleted, ...more] = await auditEntriesOf('category', category.id);
    expect(more).toEqual([]);
    expect(made).toMatchObject({ action: 'create', entityLabel: 'Category Kilims', actorId: await userIdOf(callers.admin), actorRole: 'owner', changes: { name: { before: null, after: 'Kilims' }, slug: { before: null, after: 'kilims' } } });
    expect(changed).toMatchObject({
      action: 'update',
      entityLabel: 'Category Kilims and Mats',
      changes: { name: { before: 'Kilims', after: 'Kilims and Mats' }, description: { before: null, after: 'Woven in Oyo.' }, displayOrder: { before: 3, after: 4 } },
    });
    expect(Object.keys(changed!.changes).sort()).toEqual(['description', 'displayOrder', 'name']);
    expect(deleted).toMatchObject({ action: 'delete', entityLabel: 'Category Kilims and Mats', changes: { name: { before: 'Kilims and Mats', after: null } } });
  });

  it('records nothing for a refused delete', async () => {
    const [sofas] = await db.select().from(categories).where(eq(categories.slug, 'sofas'));
    expect(await remove(sofas!.id)).toMatchObject({ ok: false });
    expect((await auditEntriesOf('category', sofas!.id)).filter((entry) => entry.action === 'delete')).toEqual([]);
  });
});
