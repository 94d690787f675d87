import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { db } from '@/server/db/client';
import { blogPosts, cmsPages, faqs, portfolioItems } from '@/server/db/schema';
import { GENERAL_FAQ_CATEGORY, listPublishedFaqGroups, listPublishedFaqs } from '@/server/content/faq-reads';
import { getPublishedPost, listPublishedPosts } from '@/server/content/blog-reads';
import { getPublishedPage } from '@/server/content/page-reads';
import { listPublishedPortfolio } from '@/server/content/portfolio-reads';

// The storefront's content reads: what is not published never reaches a shopper.

const DAY = 24 * 3_600_000;
const now = Date.now();
const daysAgo = (days: number) => new Date(now - days * DAY);

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();

  await db.insert(faqs).values([
    { question: 'Do you assemble?', answer: 'Yes.', category: 'Orders & Delivery', displayOrder: 3 },
    { question: 'Where do you deliver?', answer: 'Nationwide.', category: 'Orders & Delivery', displayOrder: 1 },
    { question: 'Where is the showroom?', answer: 'Lekki.', category: null, displayOrder: 2 },
    { question: 'What woods?', answer: 'Iroko.', category: 'Products & Care', displayOrder: 0 },
    { question: 'Blank category?', answer: 'General.', category: '  ', displayOrder: 5 },
    { question: 'Do you ship abroad?', answer: 'Not yet.', category: 'Orders & Delivery', displayOrder: -1, published: false },
  ]);

  await db.insert(blogPosts).values([
    { slug: 'older-post', title: 'Older', author: 'Tolu', category: 'Care', content: '<p>a</p>', status: 'published', publishedAt: daysAgo(20) },
    { slug: 'newest-post', title: 'Newest', author: 'Emeka', category: 'Styling', content: 'Plain\ntext', excerpt: 'Short', status: 'published', publishedAt: daysAgo(1), imageUrl: '/media/a.webp' },
    { slug: 'middle-post', title: 'Middle', author: 'Chiamaka', category: 'Guides', content: '<p>b</p>', status: 'published', publishedAt: daysAgo(5) },
    { slug: 'undated-post', title: 'Undated', author: 'Tolu', category: 'Care', content: '', status: 'published', publishedAt: null, createdAt: daysAgo(2) },
    { slug: 'draft-post', title: 'Draft', author: 'Tolu', category: 'Care', content: '<p>secret</p>', status: 'draft', publishedAt: daysAgo(0) },
  ]);

  await db.insert(cmsPages).values([
    { slug: 'privacy-policy', title: 'Privacy Policy', metaDescription: 'How we protect your data', content: '<p>Privacy</p>' },
    { slug: 'hidden-page', title: 'Hidden', content: '<p>Not yet</p>', published: false },
  ]);

  await db.insert(portfolioItems).values([
    { title: 'Old Project', status: 'published', createdAt: daysAgo(30), coverImageUrl: '/media/old.webp', images: ['/media/old.webp', '/media/old-2.webp'] },
    { title: 'New Project', status: 'published', createdAt: daysAgo(2), coverImageUrl: null, images: ['/media/new-1.webp'], category: 'Residential' },
    { title: 'Draft Project', status: 'draft', createdAt: daysAgo(1) },
  ]);
});
afterAll(() => database.dispose());

describe('FAQs', () => {
  it('lists only published questions, by ascending display order', async () => {
    const list = await listPublishedFaqs();
    expect(list.map((f) => f.question)).toEqual([
      'What woods?',
      'Where do you deliver?',
      'Where is the showroom?',
      'Do you assemble?',
      'Blank category?',
    ]);
  });

  it('groups by category in order of first appearance, uncategorised under General Questions', async () => {
    const groups = await listPublishedFaqGroups();
    expect(groups.map((g) => [g.category, g.faqs.map((f) => f.question)])).toEqual([
      ['Products & Care', ['What woods?']],
      ['Orders & Delivery', ['Where do you deliver?', 'Do you assemble?']],
      [GENERAL_FAQ_CATEGORY, ['Where is the showroom?', 'Blank category?']],
    ]);
    expect(GENERAL_FAQ_CATEGORY).toBe('General Questions');
  });
});

describe('blog', () => {
  it('lists published posts newest published first, undated last, never drafts', async () => {
    const posts = await listPublishedPosts();
    expect(posts.map((p) => p.slug)).toEqual(['newest-post', 'middle-post', 'older-post', 'undated-post']);
    const [newest] = posts;
    expect(newest).toMatchObject({ title: 'Newest', author: 'Emeka', category: 'Styling', excerpt: 'Short', imageUrl: '/media/a.webp' });
    expect(newest!.date).toBeInstanceOf(Date);
    expect(Math.abs(newest!.date.getTime() - daysAgo(1).getTime())).toBeLessThan(1000);
    // A published post without a date shows its creation date.
    expect(Math.abs(posts[3]!.date.getTime() - daysAgo(2).getTime())).toBeLessThan(1000);
  });

  it('reads a published post by slug with its content', async () => {
    const post = await getPublishedPost('newest-post');
    expect(post).toMatchObject({ slug: 'newest-post', title: 'Newest', content: 'Plain\ntext' });
  });

  it('answers null for a draft, an unknown or a malformed slug', async () => {
    expect(await getPublishedPost('draft-post')).toBeNull();
    expect(await getPublishedPost('no-such-post')).toBeNull();
    expect(await getPublishedPost("x' or 1=1 --")).toBeNull();
    expect(await getPublishedPost('Newest-Post')).toBeNull();
  });
});

describe('CMS pages', () => {
  it('reads a published page by slug', async () => {
    expect(await getPublishedPage('privacy-policy')).toMatchObject({
      title: 'Privacy Policy',
      metaDescription: 'How we protect your data',
      content: '<p>Privacy</p>',
    });
  });

  it('answers null for an unpublished, unknown or malformed slug', async () => {
    expect(await getPublishedPage('hidden-page')).toBeNull();
    expect(await getPublishedPage('no-such-page')).toBeNull();
    expect(await getPublishedPage('../etc/passwd')).toBeNull();
  });
});

describe('portfolio', () => {
  it('lists published projects newest first, never drafts, with the cover leading the gallery', async () => {
    const projects = await listPublishedPortfolio();
    expect(projects.map((p) => p.title)).toEqual(['New Project', 'Old Project']);
    expect(projects[0]).toMatchObject({ category: 'Residential', coverImageUrl: null, images: ['/media/new-1.webp'] });
    expect(projects[1]!.images).toEqual(['/media/old.webp', '/media/old-2.webp']);
  });
});
