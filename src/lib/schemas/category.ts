import '@/lib/zod-jitless';
import { z } from 'zod';
import { displayOrderOrZero, multiLine, oneLine } from './fields';
import { FOOTER_CATEGORIES, HERO_SLIDE_CATEGORIES, HOME_COLLECTION_TABS } from '@/lib/constants';
import { SLUG_PATTERN } from '@/lib/slugify';
import { isShowableMediaUrl } from './hero';
import { optionalHsCode, optionalProductCategory } from './einvoice-line-codes';

// A shop category (docs/product.md sections 3 and 5, docs/architecture.md section 4), shared by the admin
// dialog and the server actions. The slug may be left empty: the server then makes one
// from the name and keeps it unique.

export const CATEGORY_LIMITS = { name: 80, slug: 80, description: 1000, url: 2000, displayOrder: 100_000 } as const;

const emptyToNull = (value: string | undefined) => (value ? value : null);

export const categorySchema = z.object({
  name: oneLine()
    .trim()
    .min(1, 'Name is required')
    .max(CATEGORY_LIMITS.name, `Name is too long (${CATEGORY_LIMITS.name} characters at most)`),
  slug: oneLine()
    .trim()
    .max(CATEGORY_LIMITS.slug, `Slug is too long (${CATEGORY_LIMITS.slug} characters at most)`)
    .refine((slug) => slug === '' || SLUG_PATTERN.test(slug), 'Use lowercase letters, numbers and single hyphens, e.g. dining-chairs')
    .optional()
    .transform(emptyToNull),
  description: multiLine()
    .trim()
    .max(CATEGORY_LIMITS.description, `Description is too long (${CATEGORY_LIMITS.description} characters at most)`)
    .optional()
    .transform(emptyToNull),
  bannerImageUrl: oneLine()
    .trim()
    .max(CATEGORY_LIMITS.url, 'The banner address is too long')
    .refine((url) => url === '' || isShowableMediaUrl(url, ['/media/', '/images/']), 'Upload the banner image again')
    .nullish()
    .transform((value) => emptyToNull(value ?? undefined)),
  // docs/product.md: an integer, 0 when left empty.
  displayOrder: displayOrderOrZero(CATEGORY_LIMITS.displayOrder),
  parentId: z
    .union([z.literal(''), z.uuid({ error: 'Choose a parent from the list' })])
    .nullish()
    .transform((value) => (value ? value : null)),
  // What its pieces' e-invoice lines report (docs/decisions/0070-e-invoicing.md, "HS codes"); empty: the parent's, else the settings' default.
  hsCode: optionalHsCode,
  taxProductCategory: optionalProductCategory,
});

export const updateCategorySchema = categorySchema.extend({ id: z.uuid() });
export const deleteCategorySchema = z.object({ id: z.uuid() });

/** What the dialog holds: plain strings, '' for an empty field. */
export type CategoryInput = z.input<typeof categorySchema>;
/** What is saved: trimmed, null for each empty optional field. */
export type CategoryValues = z.output<typeof categorySchema>;

/** A refusal tied to one field (a slug already taken), carried in the action's `details`. */
export type CategoryFieldRefusal = { fieldErrors: Partial<Record<'slug' | 'parentId' | 'name' | 'hsCode', string[]>> };

/**
 * Categories the site itself links to by slug: the home page's collection tabs and
 * hero-slide choices and the footer (docs/product.md section 2). Renaming one is fine; changing its
 * slug or deleting it would leave those links pointing at nothing.
 */
const LINKED_SLUGS: ReadonlySet<string> = new Set([...HOME_COLLECTION_TABS, ...HERO_SLIDE_CATEGORIES, ...FOOTER_CATEGORIES]);

export function isLinkedCategory(slug: string) {
  return LINKED_SLUGS.has(slug);
}
