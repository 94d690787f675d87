import 'server-only';
import { createHash } from 'node:crypto';
import { blogPosts, cmsPages, contactMessages, faqs, heroMedia, heroSlides, portfolioItems } from '@/server/db/schema';

// What the activity log keeps of the content the back office edits (docs/decisions/0037-staff-roles-and-the-activity-log.md).
// The actions select these columns before a change and return them after it. A post's or page's
// rich text can be 200,000 characters, too much to copy into every row of the log twice: it is
// recorded as its length in words and a short fingerprint, which changes with any edit, so the
// row still says the text changed (and a History shows when) without holding the text itself.

export const heroSlideAuditColumns = {
  title: heroSlides.title,
  description: heroSlides.description,
  imageUrl: heroSlides.imageUrl,
  category: heroSlides.category,
  active: heroSlides.active,
  displayOrder: heroSlides.displayOrder,
};

export const heroMediaAuditColumns = { mediaType: heroMedia.mediaType, mediaUrl: heroMedia.mediaUrl };

export const blogPostAuditColumns = {
  title: blogPosts.title,
  slug: blogPosts.slug,
  excerpt: blogPosts.excerpt,
  content: blogPosts.content,
  author: blogPosts.author,
  category: blogPosts.category,
  imageUrl: blogPosts.imageUrl,
  status: blogPosts.status,
  featured: blogPosts.featured,
  publishedAt: blogPosts.publishedAt,
};

export const cmsPageAuditColumns = {
  title: cmsPages.title,
  slug: cmsPages.slug,
  metaDescription: cmsPages.metaDescription,
  content: cmsPages.content,
  published: cmsPages.published,
};

export const faqAuditColumns = {
  question: faqs.question,
  answer: faqs.answer,
  category: faqs.category,
  displayOrder: faqs.displayOrder,
  published: faqs.published,
};

export const portfolioItemAuditColumns = {
  title: portfolioItems.title,
  description: portfolioItems.description,
  category: portfolioItems.category,
  coverImageUrl: portfolioItems.coverImageUrl,
  images: portfolioItems.images,
  status: portfolioItems.status,
};

/**
 * A contact message is a shopper's words: the log keeps who wrote and whether it was read, never
 * the message itself, so deleting a message deletes what it said.
 */
export const messageAuditColumns = {
  name: contactMessages.name,
  email: contactMessages.email,
  readAt: contactMessages.readAt,
  createdAt: contactMessages.createdAt,
};

/** "412 words (3fa2c1de)": how long the text is, and a fingerprint that changes with any edit. */
export function richTextSummary(html: string) {
  const words = html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  const fingerprint = createHash('sha256').update(html).digest('hex').slice(0, 8);
  return `${words.toLocaleString('en')} ${words === 1 ? 'word' : 'words'} (${fingerprint})`;
}

/** A post's or page's audited fields with its rich text summarised (see above). */
export function withTextSummary<Row extends { content: string }>(row: Row): Omit<Row, 'content'> & { content: string } {
  return { ...row, content: richTextSummary(row.content) };
}

export const heroSlideLabel = (title: string) => `Hero slide ${title}`;
export const blogPostLabel = (title: string) => `Blog post ${title}`;
export const cmsPageLabel = (title: string) => `Page ${title}`;
export const faqLabel = (question: string) => `FAQ ${question}`;
export const portfolioItemLabel = (title: string) => `Portfolio item ${title}`;
export const messageLabel = (name: string) => `Message from ${name}`;
