import '@/lib/zod-jitless';
import { z } from 'zod';
import { PUBLISH_STATUSES } from '@/lib/constants';
import { oneLine, optionalText, requiredText } from './fields';
import { isShowableMediaUrl } from './hero';

// A portfolio item (docs/architecture.md section 4: title, description, images, status draft or
// published), shared by the admin dialog and the server actions. The cover and the gallery
// are stored uploads (/media/…) or https addresses: what the public page can show.

export const PORTFOLIO_LIMITS = { title: 150, description: 5000, category: 80, url: 2000, images: 12 } as const;

export type PortfolioStatus = (typeof PUBLISH_STATUSES)[number];

export const PORTFOLIO_STATUS_LABELS: Record<PortfolioStatus, string> = { draft: 'Draft', published: 'Published' };

const emptyToNull = (value: string | null | undefined) => (value ? value : null);

const imageUrl = (message: string, { allowEmpty = false } = {}) =>
  oneLine()
    .trim()
    .max(PORTFOLIO_LIMITS.url, 'The image address is too long')
    .refine((url) => (allowEmpty && url === '') || isShowableMediaUrl(url), message);

export const portfolioItemSchema = z.object({
  title: requiredText('Title', PORTFOLIO_LIMITS.title),
  description: optionalText('Description', PORTFOLIO_LIMITS.description, 'lines'),
  // Free text such as Living Room or Office, shown above the title on the public page.
  category: optionalText('Category', PORTFOLIO_LIMITS.category),
  coverImageUrl: imageUrl('Upload the cover image again', { allowEmpty: true }).nullish().transform(emptyToNull),
  // In the order the public gallery shows them; a picture listed twice is kept once.
  images: z
    .array(imageUrl('Upload this gallery image again'))
    .max(PORTFOLIO_LIMITS.images, `At most ${PORTFOLIO_LIMITS.images} gallery images`)
    .optional()
    .transform((urls) => [...new Set(urls ?? [])]),
  status: z.enum(PUBLISH_STATUSES, { error: 'Choose Draft or Published' }).optional().default('draft'),
});

export const updatePortfolioItemSchema = portfolioItemSchema.extend({ id: z.uuid() });
export const deletePortfolioItemSchema = z.object({ id: z.uuid() });

/** What the dialog holds: plain strings ('' for an empty field) and the gallery's URLs. */
export type PortfolioItemInput = z.input<typeof portfolioItemSchema>;
/** What is saved: trimmed, null for each empty optional field, the gallery without repeats. */
export type PortfolioItemValues = z.output<typeof portfolioItemSchema>;
