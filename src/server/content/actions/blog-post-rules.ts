import 'server-only';
import { blogPosts } from '@/server/db/schema';
import type { SlugTable } from '@/server/db/unique-slug';
import type { BlogPostValues } from '@/lib/schemas/blog-post';
import { sanitizeRichHtml } from '@/server/content/sanitize';
import { imageSourcesIn } from '@/server/content/rich-text-images';

// What the blog post actions share: unique slugs made from the title, and the columns a
// post's form writes.

export const blogPostSlugs: SlugTable = {
  table: blogPosts,
  id: blogPosts.id,
  slug: blogPosts.slug,
  label: blogPosts.title,
  noun: 'post',
  source: 'title',
};

/**
 * The columns to write. Content is sanitized before it is stored (and again when shown);
 * publishing without a date stamps it with `now`, the moment it went public.
 */
export function blogPostColumns(input: Omit<BlogPostValues, 'slug'>, now: Date) {
  return {
    title: input.title,
    excerpt: input.excerpt,
    content: sanitizeRichHtml(input.content),
    author: input.author,
    category: input.category,
    imageUrl: input.imageUrl,
    status: input.status,
    featured: input.featured,
    publishedAt: input.publishedAt ?? (input.status === 'published' ? now : null),
  };
}

/** The stored files a post shows: its image and the pictures in its text. */
export function filesOfPost(post: { imageUrl: string | null; content: string }) {
  return [post.imageUrl, ...imageSourcesIn(post.content)];
}
