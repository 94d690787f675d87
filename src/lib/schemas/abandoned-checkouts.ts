import '@/lib/zod-jitless';
import { z } from 'zod';
import { firstValue, oneLine, searchParam } from './fields';

// The Abandoned Checkouts screen's URL (docs/decisions/0017-admin-lists-in-the-url.md): ?q=amaka&page=2.
// Anything malformed falls back to its default rather than failing the page.

export const ABANDONED_CHECKOUTS_PAGE_SIZE = 20;
export const ABANDONED_CHECKOUTS_SEARCH_MAX = 100;

export const abandonedCheckoutListParamsSchema = z.object({
  q: searchParam(ABANDONED_CHECKOUTS_SEARCH_MAX),
  page: z.preprocess(firstValue, z.coerce.number().int().min(1).max(1_000_000)).catch(1),
});

export type AbandonedCheckoutListParams = z.output<typeof abandonedCheckoutListParamsSchema>;

/** The shop's WhatsApp follow-up of one abandoned checkout: the shopper's account. */
export const whatsappFollowUpSchema = z.object({ userId: oneLine().trim().min(1).max(100) });
