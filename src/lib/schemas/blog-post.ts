import '@/lib/zod-jitless';
import { z } from 'zod';
import { PUBLISH_STATUSES } from '@/lib/constants';
import { fromLagosDateTimeInput } from '@/lib/dates';
import { SLUG_PATTERN, type SlugRefusal } from '@/lib/slugify';
import { isShowableMediaUrl } from './hero';
import { multiLine, oneLine, optionalText, requiredText } from './fields';

// A blog post (docs/product.md sections 3, 4 and 5): title, author and category required; slug, excerpt,
// image and published date optional; status draft (the default) or published; featured off by
// default. Shared by the admin dialog and the server actions. The content is editor HTML: the
// actions sanitize it before it is stored.

export const BLOG_POST_LIMITS = { title: 200, slug: 120, excerpt: 600, author: 100, category: 80, url: 2000, content: 200_000 } as const;

export type BlogPostStatus = (typeof PUBLISH_STATUSES)[number];
export const BLOG_POST_STATUS_LABELS: Record<BlogPostStatus, string> = { draft: 'Draft', published: 'Published' };

export const blogPostSchema = z.object({
  title: requiredText('Title', BLOG_POST_LIMITS.title),
  // Left empty, the server makes one from the title and keeps it unique.
  slug: oneLine()
    .trim()
    .max(BLOG_POST_LIMITS.slug, `Slug is too long (${BLOG_POST_LIMITS.slug} characters at most)`)
    .refine((slug) => slug === '' || SLUG_PATTERN.test(slug), 'Use lowercase letters, numbers and single hyphens, e.g. styling-a-small-living-room')
    .optional()
    .transform((slug) => (slug ? slug : null)),
  excerpt: optionalText('Excerpt', BLOG_POST_LIMITS.excerpt, 'lines'),
  content: multiLine()
    .max(BLOG_POST_LIMITS.content, 'The content is too long')
    .optional()
    .transform((content) => content ?? ''),
  author: requiredText('Author', BLOG_POST_LIMITS.author),
  category: requiredText('Category', BLOG_POST_LIMITS.category),
  imageUrl: oneLine()
    .trim()
    .max(BLOG_POST_LIMITS.url, 'The image address is too long')
    .refine((url) => url === '' || isShowableMediaUrl(url), 'Upload an image or use an https address')
    .nullish()
    .transform((url) => (url ? url : null)),
  status: z.enum(PUBLISH_STATUSES, { error: 'Choose Draft or Published' }).optional().default('draft'),
  featured: z.boolean().optional().default(false),
  // A datetime-local value in Lagos time; empty means "not set" (publishing then sets it to now).
  publishedAt: oneLine()
    .trim()
    .optional()
    .transform((value, context) => {
      if (!value) return null;
      const date = fromLagosDateTimeInput(value);
      if (!date) context.addIssue({ code: 'custom', message: 'Enter a valid date and time' });
      return date;
    }),
});

export const updateBlogPostSchema = blogPostSchema.extend({ id: z.uuid() });
export const deleteBlogPostSchema = z.object({ id: z.uuid() });

/** What the dialog holds: plain strings, '' for an empty field. */
export type BlogPostInput = z.input<typeof blogPostSchema>;
export type BlogPostValues = z.output<typeof blogPostSchema>;
export type BlogPostRefusal = SlugRefusal;
