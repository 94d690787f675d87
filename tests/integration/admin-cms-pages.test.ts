// @postgres: two pages with one slug are saved at once and race for the unique slug
import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as, signedOut } from '../helpers/sessions';
import { auditEntriesOf, userIdOf } from '../helpers/audit-entries';
import { db } from '@/server/db/client';
import { cmsPages } from '@/server/db/schema';
import { getStorage, newObjectKey } from '@/server/media/storage';
import { storefrontVersion } from '@/server/storefront-cache';
import { listAdminPages } from '@/server/content/admin-page-reads';
import { getPublishedPage } from '@/server/content/page-reads';
import { listSitemapEntries } from '@/server/seo/sitemap-entries';
import { createCmsPageAction } from '@/server/content/actions/create-cms-page';
import { updateCmsPageAction } from '@/server/content/actions/update-cms-page';
import { deleteCmsPageAction } from '@/server/content/actions/delete-cms-page';
import type { CmsPageInput } from '@/lib/schemas/cms-page';

// The CMS Pages screen's actions against a real database and real sessions: the product's
// required slug and title, published by default, unique slugs, content sanitized before it
// is stored, /page/{slug} and the sitemap following every write, pictures removed from
// storage once the text no longer shows them, and only an admin allowed.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});

const callers = setUpAdminTestDatabase(dataDir);

const SLUG_FORMAT = 'Use lowercase letters, numbers and hyphens, e.g. privacy-policy';
let counter = 0;
const freshSlug = (base: string) => `${base}-${(counter += 1)}`;

const create = (input: CmsPageInput) => as(callers.admin, () => createCmsPageAction(input));
const update = (id: string, input: CmsPageInput) => as(callers.admin, () => updateCmsPageAction({ id, ...input }));
const remove = (id: string) => as(callers.admin, () => deleteCmsPageAction({ id }));

async function created(input: CmsPageInput) {
  const result = await create(input);
  if (!result.ok) throw new Error(`create failed: ${result.error}`);
  return result.data;
}

async function row(id: string) {
  const [found] = await db.select().from(cmsPages).where(eq(cmsPages.id, id));
  return found;
}

const sitemapPaths = async () => (await listSitemapEntries()).map((entry) => entry.path);

/** A picture in storage, as the editor's upload leaves it. */
async function storedPicture() {
  const key = newObjectKey('pages', 'webp');
  await getStorage().put(key, Buffer.from('picture'), 'image/webp');
  return { url: getStorage().publicUrl(key), exists: async () => (await getStorage().stat(key)) !== null };
}

describe('creating a page', () => {
  it('saves it published by default, with an empty meta description as none, and shows it at /page/{slug} and in the sitemap', async () => {
    const slug = freshSlug('delivery-information');
    const version = storefrontVersion();
    const page = await created({ slug, title: '  Delivery Information ', metaDescription: '  ', content: '<h2>Lagos</h2><p>Two to five days.</p>' });
    expect(page).toMatchObject({ slug, title: 'Delivery Information' });
    expect(await row(page.id)).toMatchObject({
      slug,
      title: 'Delivery Information',
      metaDescription: null,
      content: '<h2>Lagos</h2><p>Two to five days.</p>',
      published: true,
    });
    expect(storefrontVersion()).toBeGreaterThan(version);
    expect(await getPublishedPage(slug)).toMatchObject({ title: 'Delivery Information', metaDescription: null });
    expect(await sitemapPaths()).toContain(`/page/${slug}`);
  });

  it('accepts a page without content', async () => {
    const page = await created({ slug: freshSlug('coming-soon'), title: 'Coming soon', metaDescription: 'More to come.' });
    expect(await row(page.id)).toMatchObject({ content: '', metaDescription: 'More to come.', published: true });
  });

  it('refuses a missing slug or title and a slug of the wrong shape, with the messages the form shows, and writes nothing', async () => {
    const before = await db.$count(cmsPages);
    expect(await create({ slug: '', title: '   ' })).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: { slug: ['Slug is required'], title: ['Title is required'] },
    });
    expect(await create({ slug: '   ', title: 'Spaces' })).toMatchObject({ ok: false, fieldErrors: { slug: ['Slug is required'] } });
    // Never tidied silently: capitals, spaces, doubled or trailing hyphens and a stray space are all refused.
    for (const slug of ['Privacy-Policy', 'privacy policy', 'privacy--policy', 'privacy-policy-', ' privacy-policy', 'page/one']) {
      expect(await create({ slug, title: 'Shape' }), slug).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { slug: [SLUG_FORMAT] } });
    }
    expect(await create({ slug: 'a'.repeat(81), title: 'Long' })).toMatchObject({
      ok: false,
      fieldErrors: { slug: ['Slug is too long (80 characters at most)'] },
    });
    expect(await create({ slug: freshSlug('long-meta'), title: 'Long', metaDescription: 'x'.repeat(301) })).toMatchObject({
      ok: false,
      fieldErrors: { metaDescription: ['Meta description is too long (300 characters at most)'] },
    });
    expect(await create({ slug: freshSlug('long-content'), title: 'Long', content: `<p>${'x'.repeat(200_000)}</p>` })).toMatchObject({
      ok: false,
      fieldErrors: { content: ['Content is too long. Split it over two pages.'] },
    });
    expect(await db.$count(cmsPages)).toBe(before);
  });

  it('refuses a slug another page has, on the slug field', async () => {
    const slug = freshSlug('returns');
    await created({ slug, title: 'Returns' });
    const result = await create({ slug, title: 'Returns again' });
    expect(result).toMatchObject({ ok: false, code: 'rejected', error: `The slug "${slug}" is already used by Returns. Choose another one.` });
    expect(!result.ok && result.details?.fieldErrors.slug).toEqual([`The slug "${slug}" is already used by Returns. Choose another one.`]);
    expect(await db.$count(cmsPages, eq(cmsPages.slug, slug))).toBe(1);
  });

  it('lets exactly one of two admins saving the same new slug at the same moment win', async () => {
    const slug = freshSlug('care-guide');
    const results = await Promise.all([create({ slug, title: 'Care guide A' }), create({ slug, title: 'Care guide B' })]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const refused = results.find((result) => !result.ok);
    expect(refused).toMatchObject({ ok: false, code: 'rejected' });
    expect(refused && !refused.ok && refused.details?.fieldErrors.slug?.[0]).toMatch(`The slug "${slug}" is already used`);
    expect(await db.$count(cmsPages, eq(cmsPages.slug, slug))).toBe(1);
  });

  it('sanitizes the content before it is stored: no script, event attribute or javascript: link survives', async () => {
    const page = await created({
      slug: freshSlug('sanitized'),
      title: 'Sanitized',
      content: [
        '<h2 style="text-align: center; color: red">Care</h2>',
        '<script>alert(1)</script>',
        '<p onclick="steal()">Wipe with a <strong>dry</strong> cloth. <a href="javascript:alert(2)">Click</a> <a href="https://adireliving.ng/shop">Shop</a></p>',
        '<img src="x" onerror="alert(3)">',
        '<iframe src="https://evil.example"></iframe>',
      ].join(''),
    });
    const { content } = (await row(page.id))!;
    expect(content).not.toMatch(/script|onerror|onclick|javascript:|iframe|color/i);
    expect(content).toContain('<h2 style="text-align:center">Care</h2>');
    expect(content).toContain('<strong>dry</strong>');
    expect(content).toContain('<a href="https://adireliving.ng/shop" rel="noopener noreferrer nofollow">Shop</a>');
    expect(content).toContain('<a>Click</a>');
  });
});

describe('the admin list', () => {
  it('holds every page, drafts too, newest first, with its content for editing', async () => {
    const older = await created({ slug: freshSlug('older'), title: 'Older page', content: '<p>Old.</p>' });
    const newer = await created({ slug: freshSlug('newer'), title: 'Newer page', content: '<p>New.</p>', published: false });
    const listed = await as(callers.admin, () => listAdminPages());
    const ids = listed.map((page) => page.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(listed.find((page) => page.id === newer.id)).toMatchObject({
      title: 'Newer page',
      content: '<p>New.</p>',
      published: false,
      updatedAt: expect.any(Date),
    });
  });
});

describe('updating a page', () => {
  it('changes every field; unpublishing takes it off /page/{slug} and the sitemap, publishing brings it back', async () => {
    const slug = freshSlug('terms');
    const page = await created({ slug, title: 'Terms', content: '<p>v1</p>' });
    const renamed = freshSlug('terms-of-sale');

    const version = storefrontVersion();
    expect(await update(page.id, { slug: renamed, title: 'Terms of Sale', metaDescription: 'The rules.', content: '<p>v2</p>', published: false })).toMatchObject({
      ok: true,
      data: { id: page.id, slug: renamed, title: 'Terms of Sale' },
    });
    expect(await row(page.id)).toMatchObject({ slug: renamed, title: 'Terms of Sale', metaDescription: 'The rules.', content: '<p>v2</p>', published: false });
    expect(storefrontVersion()).toBeGreaterThan(version);
    expect(await getPublishedPage(renamed)).toBeNull();
    expect(await getPublishedPage(slug)).toBeNull();
    expect(await sitemapPaths()).not.toContain(`/page/${renamed}`);

    await update(page.id, { slug: renamed, title: 'Terms of Sale', metaDescription: '', content: '<p>v2</p>', published: true });
    expect(await getPublishedPage(renamed)).toMatchObject({ title: 'Terms of Sale', metaDescription: null, content: '<p>v2</p>' });
    expect(await sitemapPaths()).toContain(`/page/${renamed}`);
  });

  it('keeps its own slug, refuses another page’s, and sanitizes the new content', async () => {
    const taken = await created({ slug: freshSlug('warranty'), title: 'Warranty' });
    const page = await created({ slug: freshSlug('assembly'), title: 'Assembly' });
    expect(await update(page.id, { slug: page.slug, title: 'Assembly guide', content: '<p>Ok<script>x()</script></p>' })).toMatchObject({ ok: true });
    expect(await row(page.id)).toMatchObject({ title: 'Assembly guide', content: '<p>Ok</p>' });

    const result = await update(page.id, { slug: taken.slug, title: 'Assembly guide' });
    expect(result).toMatchObject({ ok: false, code: 'rejected' });
    expect(!result.ok && result.details?.fieldErrors.slug).toEqual([`The slug "${taken.slug}" is already used by Warranty. Choose another one.`]);
    expect((await row(page.id))?.slug).toBe(page.slug);
  });

  it('refuses an empty title and a page that no longer exists', async () => {
    const page = await created({ slug: freshSlug('gone'), title: 'Gone soon' });
    expect(await update(page.id, { slug: page.slug, title: ' ' })).toMatchObject({ ok: false, fieldErrors: { title: ['Title is required'] } });
    expect((await row(page.id))?.title).toBe('Gone soon');
    await db.delete(cmsPages).where(eq(cmsPages.id, page.id));
    expect(await update(page.id, { slug: page.slug, title: 'Back?' })).toMatchObject({
      ok: false,
      code: 'rejected',
      error: 'This page no longer exists. Reload the page.',
    });
  });
});

describe('deleting a page', () => {
  it('removes it from the table, /page/{slug} and the sitemap', async () => {
    const page = await created({ slug: freshSlug('old-offer'), title: 'Old offer' });
    const version = storefrontVersion();
    expect(await remove(page.id)).toEqual({ ok: true, data: { id: page.id } });
    expect(await row(page.id)).toBeUndefined();
    expect(await getPublishedPage(page.slug)).toBeNull();
    expect(await sitemapPaths()).not.toContain(`/page/${page.slug}`);
    expect(storefrontVersion()).toBeGreaterThan(version);
    expect(await remove(page.id)).toMatchObject({ ok: false, error: 'This page no longer exists. Reload the page.' });
  });
});

describe('the pages the footer links to', () => {
  it('keep their slug and cannot be deleted, but can be edited and unpublished', async () => {
    const policy = await created({ slug: 'refund-policy', title: 'Refund Policy', content: '<p>Seven days.</p>' });
    const renamed = await update(policy.id, { slug: 'returns', title: 'Refund Policy' });
    expect(renamed).toMatchObject({ ok: false, details: { fieldErrors: { slug: ['The footer links to "/refund-policy", so this slug cannot change.'] } } });
    expect(await remove(policy.id)).toMatchObject({
      ok: false,
      error: 'Refund Policy cannot be deleted: the footer links to it. You can edit or unpublish it instead.',
    });
    expect(await row(policy.id)).toMatchObject({ slug: 'refund-policy' });
    const edited = await update(policy.id, { slug: 'refund-policy', title: 'Returns and Refunds', content: '<p>Fourteen days.</p>', published: false });
    expect(edited.ok).toBe(true);
    expect(await row(policy.id)).toMatchObject({ title: 'Returns and Refunds', published: false });
  });
});

describe('pictures in the text', () => {
  it('are removed from storage when an edit drops them, and all of them when the page is deleted', async () => {
    const [kept, dropped, later] = await Promise.all([storedPicture(), storedPicture(), storedPicture()]);
    const page = await created({
      slug: freshSlug('showroom'),
      title: 'Showroom',
      content: `<p>Our showroom.</p><img src="${kept.url}" alt="Front"><img src="${dropped.url}" alt="Back">`,
    });

    await update(page.id, { slug: page.slug, title: 'Showroom', content: `<p>Our showroom.</p><img src="${kept.url}" alt="Front"><img src="${later.url}" alt="Side">` });
    expect(await dropped.exists()).toBe(false);
    expect(await kept.exists()).toBe(true);
    expect(await later.exists()).toBe(true);

    await remove(page.id);
    expect(await kept.exists()).toBe(false);
    expect(await later.exists()).toBe(false);
  });

  it('stay while another page still shows them', async () => {
    const shared = await storedPicture();
    const content = `<p>Fabric care.</p><img src="${shared.url}" alt="Swatch">`;
    const first = await created({ slug: freshSlug('fabric-care'), title: 'Fabric care', content });
    await created({ slug: freshSlug('fabric-care-copy'), title: 'Fabric care (copy)', content });
    await remove(first.id);
    expect(await shared.exists()).toBe(true);
  });
});

describe('only an admin', () => {
  it.each([
    ['signed out', () => signedOut, 'signed-out'],
    ['a shopper', () => callers.shopper, 'not-admin'],
  ] as const)('is refused when %s, and nothing changes', async (_who, caller, code) => {
    const page = await created({ slug: freshSlug(`who-edits-${code}`), title: 'Who edits?' });
    const version = storefrontVersion();
    const sneaky = freshSlug('sneaky');
    expect(await as(caller(), () => createCmsPageAction({ slug: sneaky, title: 'Sneaky' }))).toMatchObject({ ok: false, code });
    expect(await as(caller(), () => updateCmsPageAction({ id: page.id, slug: page.slug, title: 'Sneaky', published: false }))).toMatchObject({ ok: false, code });
    expect(await as(caller(), () => deleteCmsPageAction({ id: page.id }))).toMatchObject({ ok: false, code });
    await expect(as(caller(), () => listAdminPages())).rejects.toMatchObject({ reason: code });
    expect(await row(page.id)).toMatchObject({ title: 'Who edits?', published: true });
    expect(await db.$count(cmsPages, eq(cmsPages.slug, sneaky))).toBe(0);
    expect(storefrontVersion()).toBe(version);
  });
});

describe('the activity log', () => {
  it('records a page’s create, change and delete in the editor’s name, its text summarised', async () => {
    const editor = await callers.staff('content');
    const slug = freshSlug('care-guide');
    const made = await as(editor, () => createCmsPageAction({ slug, title: 'Care Guide', metaDescription: '', content: '<p>Dust weekly.</p>' }));
    if (!made.ok) throw new Error(made.error);
    const { id } = made.data;
    expect(await as(editor, () => updateCmsPageAction({ id, slug, title: 'Care Guide', metaDescription: 'How to care for your pieces', content: '<p>Dust weekly.</p>', published: false }))).toMatchObject({ ok: true });
    expect(await as(editor, () => deleteCmsPageAction({ id }))).toMatchObject({ ok: true });
    const [createdEntry, changed, deleted] = await auditEntriesOf('cms_page', id);
    expect(createdEntry).toMatchObject({ action: 'create', entityLabel: 'Page Care Guide', actorRole: 'content', actorId: await userIdOf(editor) });
    expect(changed!.changes).toEqual({ metaDescription: { before: null, after: 'How to care for your pieces' }, published: { before: true, after: false } });
    expect(deleted).toMatchObject({ action: 'delete', changes: { slug: { before: slug, after: null }, content: { before: expect.stringMatching(/^2 words/), after: null } } });
  });
});
