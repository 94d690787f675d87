// @postgres: three posts with one title are saved at once and race for the unique slug; dates are kept in Lagos time
import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as, signedOut } from '../helpers/sessions';
import { auditEntriesOf, userIdOf } from '../helpers/audit-entries';
import { db } from '@/server/db/client';
import { blogPosts, cmsPages } from '@/server/db/schema';
import { getStorage, newObjectKey } from '@/server/media/storage';
import { storefrontVersion } from '@/server/storefront-cache';
import { listAdminBlogPosts } from '@/server/content/admin-blog-reads';
import { getPublishedPost, listPublishedPosts } from '@/server/content/blog-reads';
import { listSitemapEntries } from '@/server/seo/sitemap-entries';
import { createBlogPostAction } from '@/server/content/actions/create-blog-post';
import { updateBlogPostAction } from '@/server/content/actions/update-blog-post';
import { deleteBlogPostAction } from '@/server/content/actions/delete-blog-post';
import type { BlogPostInput } from '@/lib/schemas/blog-post';

// The blog posts screen's actions against a real database and real sessions: the product's
// defaults (draft, not featured), slugs made from the title and kept unique, publishing
// stamping the date, sanitized content, drafts kept off every public list, and pictures
// removed from storage once nothing shows them.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});

const callers = setUpAdminTestDatabase(dataDir);

const post = (fields: Partial<BlogPostInput> = {}): BlogPostInput => ({
  title: 'Styling a Small Living Room',
  author: 'Tolu Adebayo',
  category: 'Styling',
  ...fields,
});

const create = (input: BlogPostInput) => as(callers.admin, () => createBlogPostAction(input));
const update = (id: string, input: BlogPostInput) => as(callers.admin, () => updateBlogPostAction({ id, ...input }));

async function created(input: BlogPostInput) {
  const result = await create(input);
  if (!result.ok) throw new Error(`create failed: ${result.error}`);
  return result.data;
}

async function row(id: string) {
  const [found] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return found;
}

/** A file in storage, as an upload leaves it. */
async function stored() {
  const key = newObjectKey('blog', 'webp');
  await getStorage().put(key, Buffer.from('file'), 'image/webp');
  return { url: getStorage().publicUrl(key), exists: async () => (await getStorage().stat(key)) !== null };
}

const publicSlugs = async () => (await listPublishedPosts()).map((p) => p.slug);
const sitemapPaths = async () => (await listSitemapEntries()).map((entry) => entry.path);

describe('creating a blog post', () => {
  it('saves a draft, not featured and without a date by default, that no public list shows', async () => {
    const version = storefrontVersion();
    const saved = await created(post({ title: '  Inside  the   Workshop ', excerpt: '', imageUrl: '' }));
    expect(saved.slug).toBe('inside-the-workshop');
    expect(await row(saved.id)).toMatchObject({
      title: 'Inside  the   Workshop',
      status: 'draft',
      featured: false,
      publishedAt: null,
      excerpt: null,
      imageUrl: null,
    });
    expect(storefrontVersion()).toBeGreaterThan(version);
    expect(await publicSlugs()).not.toContain('inside-the-workshop');
    expect(await getPublishedPost('inside-the-workshop')).toBeNull();
    expect(await sitemapPaths()).not.toContain('/blog/inside-the-workshop');
    const listed = await as(callers.admin, () => listAdminBlogPosts());
    expect(listed.find((p) => p.id === saved.id)).toMatchObject({ status: 'draft' });
  });

  it('makes the slug from the title (lowercased, whitespace runs as hyphens) and keeps it unique', async () => {
    const first = await created(post({ title: 'Lagos  Light\tand Heat' }));
    const second = await created(post({ title: 'Lagos Light and Heat' }));
    const third = await created(post({ title: 'LAGOS LIGHT AND HEAT' }));
    expect([first.slug, second.slug, third.slug]).toEqual(['lagos-light-and-heat', 'lagos-light-and-heat-2', 'lagos-light-and-heat-3']);
  });

  it('keeps a typed slug and refuses one another post has, on the slug field', async () => {
    const saved = await created(post({ title: 'Any title', slug: 'my-own-slug' }));
    expect(saved.slug).toBe('my-own-slug');
    const clash = await create(post({ title: 'Another', slug: 'my-own-slug' }));
    expect(clash).toMatchObject({ ok: false, details: { fieldErrors: { slug: ['The slug "my-own-slug" is already used by Any title. Choose another one.'] } } });
    const badShape = await create(post({ slug: 'Not A Slug!' }));
    expect(badShape.ok).toBe(false);
    if (!badShape.ok) expect(badShape.fieldErrors?.slug?.[0]).toMatch(/lowercase letters, numbers and single hyphens/);
  });

  it('gives two posts saved at the same moment with the same title different slugs', async () => {
    const results = await Promise.all([1, 2, 3].map(() => create(post({ title: 'Harmattan Care Guide' }))));
    const slugs = results.map((result) => (result.ok ? result.data.slug : result.error)).sort();
    expect(slugs).toEqual(['harmattan-care-guide', 'harmattan-care-guide-2', 'harmattan-care-guide-3']);
  });

  it('refuses a post without title, author or category, with the form messages, and writes nothing', async () => {
    const before = (await db.select({ id: blogPosts.id }).from(blogPosts)).length;
    const result = await create({ title: ' ', author: '', category: '' });
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { title: ['Title is required'], author: ['Author is required'], category: ['Category is required'] },
    });
    expect((await db.select({ id: blogPosts.id }).from(blogPosts)).length).toBe(before);
  });

  it('stamps a post published without a date with the moment it was saved, and keeps a given date (Lagos time)', async () => {
    const start = Date.now();
    const now = await created(post({ title: 'Published now', status: 'published' }));
    const stamped = (await row(now.id))!.publishedAt!;
    expect(stamped.getTime()).toBeGreaterThanOrEqual(start - 1000);
    expect(stamped.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const dated = await created(post({ title: 'Dated', status: 'published', publishedAt: '2026-10-14T09:30' }));
    expect((await row(dated.id))!.publishedAt!.toISOString()).toBe('2026-10-14T08:30:00.000Z');
    const invalid = await create(post({ publishedAt: 'yesterday' }));
    expect(invalid).toMatchObject({ ok: false, fieldErrors: { publishedAt: ['Enter a valid date and time'] } });
  });

  it('sanitizes the content before it is stored', async () => {
    const saved = await created(
      post({
        title: 'Hostile content',
        content:
          '<h2 style="text-align: center" onclick="alert(1)">Heading</h2><p>Hi<script>alert(1)</script><img src=x onerror=alert(1)></p>' +
          '<p><a href="javascript:alert(1)">bad</a> <a href="https://example.com">good</a></p><iframe src="https://evil.example"></iframe>',
      }),
    );
    expect((await row(saved.id))!.content).toBe(
      '<h2 style="text-align:center">Heading</h2><p>Hi</p><p><a>bad</a> <a href="https://example.com" rel="noopener noreferrer nofollow">good</a></p>',
    );
  });
});

describe('publishing and unpublishing', () => {
  it('shows a published post on /blog, its page and the sitemap, and takes it off all three when unpublished', async () => {
    const saved = await created(post({ title: 'Caring for Teak', content: '<p>Oil it twice a year.</p>' }));
    expect(await publicSlugs()).not.toContain('caring-for-teak');

    const published = await update(saved.id, post({ title: 'Caring for Teak', slug: saved.slug, content: '<p>Oil it twice a year.</p>', status: 'published', featured: true }));
    expect(published.ok).toBe(true);
    expect(await publicSlugs()).toContain('caring-for-teak');
    expect(await getPublishedPost('caring-for-teak')).toMatchObject({ title: 'Caring for Teak', content: '<p>Oil it twice a year.</p>' });
    expect(await sitemapPaths()).toContain('/blog/caring-for-teak');
    expect(await row(saved.id)).toMatchObject({ featured: true, status: 'published' });

    const version = storefrontVersion();
    await update(saved.id, post({ title: 'Caring for Teak', slug: saved.slug, status: 'draft' }));
    expect(storefrontVersion()).toBeGreaterThan(version);
    expect(await publicSlugs()).not.toContain('caring-for-teak');
    expect(await getPublishedPost('caring-for-teak')).toBeNull();
    expect(await sitemapPaths()).not.toContain('/blog/caring-for-teak');
  });

  it('makes a new slug from the title when the slug is emptied, never clashing with the post itself', async () => {
    const saved = await created(post({ title: 'Colour Stories' }));
    const same = await update(saved.id, post({ title: 'Colour Stories', slug: '' }));
    expect(same).toMatchObject({ ok: true, data: { slug: 'colour-stories' } });
    const renamed = await update(saved.id, post({ title: 'Colour Stories Revisited', slug: '' }));
    expect(renamed).toMatchObject({ ok: true, data: { slug: 'colour-stories-revisited' } });
  });

  it('says a post deleted meanwhile no longer exists', async () => {
    const result = await update('00000000-0000-4000-8000-000000000000', post());
    expect(result).toMatchObject({ ok: false, error: 'This blog post no longer exists. Reload the page.' });
  });
});

describe('pictures in storage', () => {
  it('removes a replaced image and pictures taken out of the text, keeps the ones still shown, and removes the rest on delete', async () => {
    const [cover, newCover, inText, kept] = await Promise.all([stored(), stored(), stored(), stored()]);
    const saved = await created(
      post({ title: 'Pictures', imageUrl: cover.url, content: `<p>One</p><img src="${inText.url}" alt="a"><img src="${kept.url}" alt="b">` }),
    );
    await update(saved.id, post({ title: 'Pictures', slug: saved.slug, imageUrl: newCover.url, content: `<img src="${kept.url}" alt="b">` }));
    expect(await cover.exists()).toBe(false);
    expect(await inText.exists()).toBe(false);
    expect(await newCover.exists()).toBe(true);
    expect(await kept.exists()).toBe(true);

    const deleted = await as(callers.admin, () => deleteBlogPostAction({ id: saved.id }));
    expect(deleted).toEqual({ ok: true, data: { id: saved.id } });
    expect(await row(saved.id)).toBeUndefined();
    expect(await newCover.exists()).toBe(false);
    expect(await kept.exists()).toBe(false);
  });

  it('keeps a picture that a page still shows after the post that had it is deleted', async () => {
    const shared = await stored();
    const saved = await created(post({ title: 'Shared picture', content: `<img src="${shared.url}" alt="">` }));
    await db.insert(cmsPages).values({ slug: 'shared-picture-page', title: 'Page', content: `<p>Copied</p><img src="${shared.url}" alt="">` });
    await as(callers.admin, () => deleteBlogPostAction({ id: saved.id }));
    expect(await shared.exists()).toBe(true);
  });
});

describe('who may write', () => {
  it('refuses shoppers and signed-out visitors and writes nothing', async () => {
    const before = (await db.select({ id: blogPosts.id }).from(blogPosts)).length;
    for (const caller of [callers.shopper, signedOut]) {
      const result = await as(caller, () => createBlogPostAction(post({ title: 'Not allowed' })));
      expect(result.ok).toBe(false);
    }
    expect((await db.select({ id: blogPosts.id }).from(blogPosts)).length).toBe(before);
  });
});

describe('the activity log', () => {
  it('records a post’s create, change and delete, its text as words and a fingerprint rather than the text itself', async () => {
    const made = await created(post({ title: 'Adire in the Bedroom', content: '<p>Indigo cloth, tied and dyed.</p>' }));
    expect(await update(made.id, post({ title: 'Adire in the Bedroom', content: '<p>Indigo cloth, tied and dyed by hand.</p>', status: 'published' }))).toMatchObject({ ok: true });
    expect(await as(callers.admin, () => deleteBlogPostAction({ id: made.id }))).toMatchObject({ ok: true });
    const [createdEntry, changed, deleted] = await auditEntriesOf('blog_post', made.id);
    expect(createdEntry).toMatchObject({ action: 'create', entityLabel: 'Blog post Adire in the Bedroom', actorRole: 'owner', actorId: await userIdOf(callers.admin) });
    expect(createdEntry!.changes.content).toEqual({ before: null, after: expect.stringMatching(/^5 words \([0-9a-f]{8}\)$/) });
    expect(changed).toMatchObject({ action: 'update', changes: { status: { before: 'draft', after: 'published' } } });
    expect(changed!.changes.content).toEqual({ before: createdEntry!.changes.content!.after, after: expect.stringMatching(/^7 words \([0-9a-f]{8}\)$/) });
    expect(JSON.stringify(changed!.changes)).not.toContain('Indigo');
    expect(deleted).toMatchObject({ action: 'delete', changes: { title: { before: 'Adire in the Bedroom', after: null } } });
  });
});
