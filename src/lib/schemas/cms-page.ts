import '@/lib/zod-jitless';
import { z } from 'zod';
import { FOOTER_PAGES } from '@/lib/constants';
import { SLUG_PATTERN } from '@/lib/slugify';
import { multiLine, oneLine } from './fields';

// A CMS page (docs/product.md sections 3 and 5: slug and title required, meta description and content
// optional, published defaulting to true), shared by the admin dialog and the server actions.
// The slug is the page's address (/page/{slug}) and is checked exactly as typed: a space or
// a capital letter is refused with the rule, never fixed silently behind the admin's back.
// The content is editor HTML; the actions sanitize it before it is stored.

export const CMS_PAGE_LIMITS = { slug: 80, title: 200, metaDescription: 300, content: 200_000 } as const;

export const SLUG_FORMAT_MESSAGE = 'Use lowercase letters, numbers and hyphens, e.g. privacy-policy';

export const cmsPageSchema = z.object({
  slug: oneLine()
    .refine((slug) => slug.trim() !== '', { error: 'Slug is required', abort: true })
    .refine((slug) => slug.length <= CMS_PAGE_LIMITS.slug, {
      error: `Slug is too long (${CMS_PAGE_LIMITS.slug} characters at most)`,
      abort: true,
    })
    .refine((slug) => SLUG_PATTERN.test(slug), SLUG_FORMAT_MESSAGE),
  title: oneLine()
    .trim()
    .min(1, 'Title is required')
    .max(CMS_PAGE_LIMITS.title, `Title is too long (${CMS_PAGE_LIMITS.title} characters at most)`),
  metaDescription: multiLine()
    .trim()
    .max(CMS_PAGE_LIMITS.metaDescription, `Meta description is too long (${CMS_PAGE_LIMITS.metaDescription} characters at most)`)
    .nullish()
    .transform((value) => (value ? value : null)),
  content: multiLine()
    .max(CMS_PAGE_LIMITS.content, 'Content is too long. Split it over two pages.')
    .nullish()
    .transform((value) => value ?? ''),
  published: z.boolean({ error: 'Choose whether the page is published' }).optional().default(true),
});

export const updateCmsPageSchema = cmsPageSchema.extend({ id: z.uuid() });
export const deleteCmsPageSchema = z.object({ id: z.uuid() });

/** What the dialog holds: plain strings, '' for an empty field. */
export type CmsPageInput = z.input<typeof cmsPageSchema>;
/** What is saved (before the content is sanitized): null for an empty meta description. */

/** Pages the footer links to by slug: their slug stays and they cannot be deleted (the server says so too). */
export function isFooterPage(slug: string) {
  return FOOTER_PAGES.some((page) => page.slug === slug);
}
