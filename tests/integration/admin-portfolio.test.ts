import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as, signedOut } from '../helpers/sessions';
import { auditEntriesOf, userIdOf } from '../helpers/audit-entries';
import { db } from '@/server/db/client';
import { portfolioItems } from '@/server/db/schema';
import { getStorage, newObjectKey } from '@/server/media/storage';
import { storefrontVersion } from '@/server/storefront-cache';
import { listAdminPortfolio } from '@/server/content/admin-portfolio-reads';
import { listPublishedPortfolio } from '@/server/content/portfolio-reads';
import { createPortfolioItemAction } from '@/server/content/actions/create-portfolio-item';
import { updatePortfolioItemAction } from '@/server/content/actions/update-portfolio-item';
import { deletePortfolioItemAction } from '@/server/content/actions/delete-portfolio-item';
import type { PortfolioItemInput } from '@/lib/schemas/portfolio';

// The Portfolio screen's actions against a real database, real storage and real sessions:
// a new item is a draft, only published ones reach /portfolio, pictures an item no longer
// shows are deleted from storage once saved (or with the item), and only an admin may write.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});

const callers = setUpAdminTestDatabase(dataDir);

const create = (input: PortfolioItemInput) => as(callers.admin, () => createPortfolioItemAction(input));
const update = (id: string, input: PortfolioItemInput) => as(callers.admin, () => updatePortfolioItemAction({ id, ...input }));
const remove = (id: string) => as(callers.admin, () => deletePortfolioItemAction({ id }));

async function created(input: PortfolioItemInput) {
  const result = await create(input);
  if (!result.ok) throw new Error(`create failed: ${result.error}`);
  return result.data;
}

async function row(id: string) {
  const [found] = await db.select().from(portfolioItems).where(eq(portfolioItems.id, id));
  return found;
}

/** A picture in storage, as an upload leaves it. */
async function stored() {
  const key = newObjectKey('portfolio', 'webp');
  await getStorage().put(key, Buffer.from('picture'), 'image/webp');
  return { url: getStorage().publicUrl(key), exists: async () => (await getStorage().stat(key)) !== null };
}

const publicTitles = async () => (await listPublishedPortfolio()).map((project) => project.title);

describe('creating a portfolio item', () => {
  it('saves it trimmed, as a draft with no category, cover or gallery by default, and keeps it off /portfolio', async () => {
    const version = storefrontVersion();
    const item = await created({ title: '  Ikoyi penthouse  ', description: '  ', category: '', coverImageUrl: '' });
    expect(item.title).toBe('Ikoyi penthouse');
    expect(await row(item.id)).toMatchObject({
      title: 'Ikoyi penthouse',
      description: null,
      category: null,
      coverImageUrl: null,
      images: [],
      status: 'draft',
    });
    expect(storefrontVersion()).toBeGreaterThan(version);
    expect(await publicTitles()).not.toContain('Ikoyi penthouse');
    const listed = await as(callers.admin, () => listAdminPortfolio());
    expect(listed.find((entry) => entry.id === item.id)).toMatchObject({ title: 'Ikoyi penthouse', status: 'draft' });
  });

  it('saves every field; published, it appears on /portfolio with its cover first', async () => {
    const [cover, first, second] = await Promise.all([stored(), stored(), stored()]);
    const item = await created({
      title: 'Lekki family lounge',
      description: 'A bright living room with a sectional sofa.',
      category: 'Living Room',
      coverImageUrl: cover.url,
      // A picture listed twice is kept once.
      images: [first.url, second.url, first.url],
      status: 'published',
    });
    expect(await row(item.id)).toMatchObject({
      description: 'A bright living room with a sectional sofa.',
      category: 'Living Room',
      coverImageUrl: cover.url,
      images: [first.url, second.url],
      status: 'published',
    });
    const project = (await listPublishedPortfolio()).find((entry) => entry.id === item.id);
    expect(project).toMatchObject({ category: 'Living Room', images: [cover.url, first.url, second.url] });
  });

  it('refuses a missing title, bad picture addresses and too many pictures, with the messages the form shows', async () => {
    const before = (await db.select().from(portfolioItems)).length;
    expect(await create({ title: '   ' })).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { title: ['Title is required'] } });
    expect(await create({ title: 'x'.repeat(151) })).toMatchObject({
      ok: false,
      fieldErrors: { title: ['Title is too long (150 characters at most)'] },
    });
    expect(
      await create({ title: 'Bad pictures', coverImageUrl: 'javascript:alert(1)', images: ['/media/portfolio/ok.webp', 'http://example.com/a.jpg'] }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { coverImageUrl: ['Upload the cover image again'], 'images.1': ['Upload this gallery image again'] },
    });
    expect(await create({ title: 'Path tricks', images: ['/media/../secrets.webp'] })).toMatchObject({
      ok: false,
      fieldErrors: { 'images.0': ['Upload this gallery image again'] },
    });
    const thirteen = Array.from({ length: 13 }, (_, i) => `/media/portfolio/${i}.webp`);
    expect(await create({ title: 'Too many', images: thirteen })).toMatchObject({ ok: false, fieldErrors: { images: ['At most 12 gallery images'] } });
    expect(await create({ title: 'Odd status', status: 'archived' as never })).toMatchObject({
      ok: false,
      fieldErrors: { status: ['Choose Draft or Published'] },
    });
    // Twelve is allowed, and https addresses are.
    const twelve = await create({ title: 'A full gallery', images: thirteen.slice(1), coverImageUrl: 'https://images.example.com/cover.jpg' });
    expect(twelve).toMatchObject({ ok: true });
    expect((await db.select().from(portfolioItems)).length).toBe(before + 1);
  });
});

describe('the admin list', () => {
  it('holds every item, drafts too, newest first', async () => {
    const older = await created({ title: 'Older project' });
    await db.update(portfolioItems).set({ createdAt: new Date('2020-01-01T00:00:00Z') }).where(eq(portfolioItems.id, older.id));
    const newest = await created({ title: 'Newest project', status: 'published' });
    const listed = await as(callers.admin, () => listAdminPortfolio());
    expect(listed[0]?.id).toBe(newest.id);
    expect(listed.at(-1)?.id).toBe(older.id);
    expect(listed.map((entry) => entry.status)).toContain('draft');
  });
});

describe('updating a portfolio item', () => {
  it('publishing brings it to /portfolio and unpublishing takes it off', async () => {
    const item = await created({ title: 'Victoria Island office', category: 'Office' });
    expect(await publicTitles()).not.toContain('Victoria Island office');

    let version = storefrontVersion();
    expect(await update(item.id, { title: 'Victoria Island office', category: 'Office', status: 'published' })).toEqual({
      ok: true,
      data: { id: item.id, title: 'Victoria Island office' },
    });
    expect(storefrontVersion()).toBeGreaterThan(version);
    expect(await publicTitles()).toContain('Victoria Island office');

    version = storefrontVersion();
    // Left out, the status goes back to draft: the form always sends it.
    expect(await update(item.id, { title: 'Victoria Island office', category: '' })).toMatchObject({ ok: true });
    expect(storefrontVersion()).toBeGreaterThan(version);
    expect(await row(item.id)).toMatchObject({ status: 'draft', category: null });
    expect(await publicTitles()).not.toContain('Victoria Island office');
  });

  it('deletes the cover and gallery pictures it no longer shows once saved, and keeps the rest', async () => {
    const [cover, kept, dropped, newCover, added] = await Promise.all([stored(), stored(), stored(), stored(), stored()]);
    const item = await created({ title: 'Abuja duplex', coverImageUrl: cover.url, images: [kept.url, dropped.url] });

    // Same pictures, reordered: nothing is deleted.
    expect(await update(item.id, { title: 'Abuja duplex', coverImageUrl: cover.url, images: [dropped.url, kept.url] })).toMatchObject({ ok: true });
    expect(await row(item.id)).toMatchObject({ images: [dropped.url, kept.url] });
    for (const picture of [cover, kept, dropped]) expect(await picture.exists()).toBe(true);

    // A new cover, one gallery picture out, one in.
    expect(await update(item.id, { title: 'Abuja duplex', coverImageUrl: newCover.url, images: [kept.url, added.url] })).toMatchObject({ ok: true });
    expect(await row(item.id)).toMatchObject({ coverImageUrl: newCover.url, images: [kept.url, added.url] });
    expect(await cover.exists()).toBe(false);
    expect(await dropped.exists()).toBe(false);
    for (const picture of [kept, newCover, added]) expect(await picture.exists()).toBe(true);

    // The cover moved into the gallery is still shown, so it stays.
    expect(await update(item.id, { title: 'Abuja duplex', coverImageUrl: '', images: [newCover.url, kept.url, added.url] })).toMatchObject({ ok: true });
    expect(await row(item.id)).toMatchObject({ coverImageUrl: null });
    for (const picture of [kept, newCover, added]) expect(await picture.exists()).toBe(true);
  });

  it('refuses an empty title, changing nothing, and an item that no longer exists', async () => {
    const picture = await stored();
    const item = await created({ title: 'Ikeja bedroom', coverImageUrl: picture.url });
    expect(await update(item.id, { title: '  ', coverImageUrl: '' })).toMatchObject({ ok: false, fieldErrors: { title: ['Title is required'] } });
    expect(await row(item.id)).toMatchObject({ title: 'Ikeja bedroom', coverImageUrl: picture.url });
    expect(await picture.exists()).toBe(true);

    await db.delete(portfolioItems).where(eq(portfolioItems.id, item.id));
    expect(await update(item.id, { title: 'Gone' })).toMatchObject({
      ok: false,
      code: 'rejected',
      error: 'This portfolio item no longer exists. Reload the page.',
    });
  });
});

describe('deleting a portfolio item', () => {
  it('removes it, its cover and its gallery pictures, and takes it off /portfolio', async () => {
    const [cover, first, second] = await Promise.all([stored(), stored(), stored()]);
    const item = await created({ title: 'Short-let in Yaba', coverImageUrl: cover.url, images: [first.url, second.url], status: 'published' });
    expect(await publicTitles()).toContain('Short-let in Yaba');

    const version = storefrontVersion();
    expect(await remove(item.id)).toEqual({ ok: true, data: { id: item.id } });
    expect(await row(item.id)).toBeUndefined();
    for (const picture of [cover, first, second]) expect(await picture.exists()).toBe(false);
    expect(await publicTitles()).not.toContain('Short-let in Yaba');
    expect(storefrontVersion()).toBeGreaterThan(version);
    expect(await remove(item.id)).toMatchObject({
      ok: false,
      code: 'rejected',
      error: 'This portfolio item no longer exists. Reload the page.',
    });
  });
});

describe('only an admin', () => {
  it.each([
    ['signed out', () => signedOut, 'signed-out'],
    ['a shopper', () => callers.shopper, 'not-admin'],
  ] as const)('is refused when %s, and nothing changes', async (_who, caller, code) => {
    const picture = await stored();
    const item = await created({ title: `Guarded project ${code}`, coverImageUrl: picture.url });
    const version = storefrontVersion();
    expect(await as(caller(), () => createPortfolioItemAction({ title: 'Sneaky', status: 'published' }))).toMatchObject({ ok: false, code });
    expect(await as(caller(), () => updatePortfolioItemAction({ id: item.id, title: 'Sneaky', status: 'published' }))).toMatchObject({ ok: false, code });
    expect(await as(caller(), () => deletePortfolioItemAction({ id: item.id }))).toMatchObject({ ok: false, code });
    await expect(as(caller(), () => listAdminPortfolio())).rejects.toMatchObject({ reason: code });
    expect(await row(item.id)).toMatchObject({ title: `Guarded project ${code}`, status: 'draft', coverImageUrl: picture.url });
    expect(await picture.exists()).toBe(true);
    expect(await publicTitles()).not.toContain('Sneaky');
    expect(storefrontVersion()).toBe(version);
  });
});

describe('the activity log', () => {
  it('records an item’s create, change (pictures as URLs) and delete', async () => {
    const cover = await stored();
    const item = await created({ title: 'Lekki duplex', description: '', category: '', coverImageUrl: '' });
    expect(await update(item.id, { title: 'Lekki duplex', description: '', category: 'Residential', coverImageUrl: cover.url, status: 'published' })).toMatchObject({ ok: true });
    expect(await remove(item.id)).toMatchObject({ ok: true });
    const [made, changed, deleted] = await auditEntriesOf('portfolio_item', item.id);
    expect(made).toMatchObject({ action: 'create', entityLabel: 'Portfolio item Lekki duplex', actorRole: 'owner', actorId: await userIdOf(callers.admin) });
    expect(changed!.changes).toEqual({
      category: { before: null, after: 'Residential' },
      coverImageUrl: { before: null, after: cover.url },
      status: { before: 'draft', after: 'published' },
    });
    expect(deleted).toMatchObject({ action: 'delete', changes: { coverImageUrl: { before: cover.url, after: null } } });
  });
});
