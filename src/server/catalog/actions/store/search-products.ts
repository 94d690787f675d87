'use server';
import { logger } from '@/server/logger';
import { searchProducts, type SearchAnswer } from '../../search-reads';
import { oneLine } from '@/lib/schemas/fields';

const querySchema = oneLine().max(100, 'Search for at most 100 characters.');

export type SearchActionResult = { ok: true; data: SearchAnswer } | { ok: false; error: string };

/** The search dialog's action: anyone may search, so it only validates and reads active products. */
export async function searchProductsAction(query: unknown): Promise<SearchActionResult> {
  const parsed = querySchema.safeParse(query);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? 'Invalid search.' };
  try {
    return { ok: true, data: await searchProducts(parsed.data) };
  } catch (error) {
    logger.error({ err: error }, 'Product search failed');
    return { ok: false, error: 'Search is unavailable right now. Please try again.' };
  }
}
