import { getShopFacets } from '@/server/catalog/shop-reads';
import { listShopFilterOptions } from '@/server/catalog/shop-filter-reads';
import { parseShopParams } from '@/lib/shop-options';
import { logger } from '@/server/logger';

export const dynamic = 'force-dynamic';

/**
 * The filter form's counts for /shop's URL parameters, as JSON: the Filter & Sort panel asks for them
 * when it loads, so /shop's HTML carries no form (docs/decisions/0056-shop-filters.md). Read-only and
 * the same for everyone; parameters are read as leniently as /shop reads them.
 */
export async function GET(request: Request) {
  try {
    const optionNames = await listShopFilterOptions();
    const params = parseShopParams(Object.fromEntries(groupedParams(new URL(request.url).searchParams)), optionNames);
    const facets = await getShopFacets({ ...params, optionNames });
    return Response.json({ facets }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    logger.error({ err: error }, 'Failed to count the shop filters');
    return Response.json({ error: 'The filters could not be loaded.' }, { status: 500, headers: { 'Cache-Control': 'no-store' } });
  }
}

/** A query's parameters as /shop's page receives them: one string, or a list for a repeated name. */
function groupedParams(search: URLSearchParams): [string, string | string[]][] {
  return [...new Set(search.keys())].map((name) => {
    const values = search.getAll(name);
    return [name, values.length === 1 ? values[0]! : values];
  });
}
