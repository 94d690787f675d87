import { isProductId } from '@/lib/catalog/product-id';
import { parseSwatchParam } from '@/lib/catalog/swatch';
import { productReviewViewSchema } from '@/lib/schemas/review';
import { PRODUCT_REVIEWS_STEP } from '@/lib/reviews';
import { shopQuery } from '@/lib/shop-options';

// The URL a kept storefront page is rendered, kept and found under: its path with only the query
// parameters the page reads on the server, each in one spelling. An ad click's `?fbclid=`, `?gclid=`
// or `?utm_source=` is not read by any page, so it is left out: the page is rendered without it and
// every visitor from every ad shares one kept copy, while the browser keeps the tag in its address bar
// for the scripts that read it there (docs/decisions/0067-kept-pages-keyed-by-canonical-url.md).

/** The longest query a kept page is kept under: past it the page is rendered for that visitor alone. */
export const KEPT_QUERY_MAX = 512;

/**
 * Ad and analytics tags, which /shop alone must tell apart by name: its filters are named by the
 * shop's settings (src/lib/shop-filters.ts), so any other name may be one.
 */
const AD_TAG = /^(?:utm_.+|_ga|_gl|fbclid|gclid|gbraid|wbraid|dclid|msclkid|ttclid|twclid|yclid|igshid|srsltid|mc_cid|mc_eid|li_fat_id)$/;

type QueryRule = (given: URLSearchParams) => URLSearchParams;

/**
 * /product/{id} reads the reviews' order and how many are shown (src/lib/schemas/review.ts); the
 * variant chosen (`?variant=`) is read in the browser, from its address bar.
 */
const productQuery: QueryRule = (given) => {
  const { reviews, shown } = productReviewViewSchema.parse({ reviews: given.get('reviews') ?? undefined, shown: given.get('shown') ?? undefined });
  const query = new URLSearchParams();
  if (reviews !== 'newest') query.set('reviews', reviews);
  if (shown !== PRODUCT_REVIEWS_STEP) query.set('shown', String(shown));
  return query;
};

/** /search reads the first `q`; search ignores case and spacing, as /shop's does (shopQuery). */
const searchQuery: QueryRule = (given) => {
  const words = shopQuery(given.get('q') ?? undefined);
  return new URLSearchParams(words ? { q: words } : {});
};

/**
 * /shop sends every spelling of a list but its own to its one URL (src/app/(store)/shop/page.tsx), and
 * only that URL renders a page to keep: the cache leaves the rest of its query to the page.
 */
const shopListQuery: QueryRule = (given) => {
  const query = new URLSearchParams();
  for (const [name, value] of given) if (!AD_TAG.test(name)) query.append(name, value);
  return query;
};

/**
 * /cart reads a product page's swatch link (`?swatch={product}:{option}:{value}`, src/lib/catalog/swatch.ts).
 * Every malformed one is answered alike ('That swatch is no longer offered.'), so all share the empty one.
 */
const cartQuery: QueryRule = (given) => {
  const param = given.get('swatch');
  if (param === null) return new URLSearchParams();
  const swatch = parseSwatchParam(param);
  return new URLSearchParams({ swatch: swatch ? `${swatch.productId}:${swatch.swatch.option}:${swatch.swatch.value}` : '' });
};

const QUERY_RULES: [RegExp, QueryRule][] = [
  [/^\/product\/[^/]+$/, productQuery],
  [/^\/search$/, searchQuery],
  [/^\/shop$/, shopListQuery],
  [/^\/cart$/, cartQuery],
];

/**
 * Pages kept only as everyone sees them, with no query of their own: /track's form. A pass, an order
 * number or an error in its address is one shopper's answer (docs/security.md, "Order tracking"), so
 * such a request is rendered for them alone and never kept; an ad tag is left out as anywhere.
 */
const BARE_ONLY = [/^\/track$/];

const PRODUCT_PATH = /^\/product\/([^/]+)$/;

/**
 * A product page's path in the one spelling it links to: the page finds its product whatever the
 * id's case and however its characters are %-escaped (src/server/catalog/product-page-reads.ts), so
 * `/product/6F1C…` and `/product/%36f1c…` are the page at `/product/6f1c…`. Anything that is not an
 * id is left as it came: the page answers it with a 404, which is never kept.
 */
function canonicalPath(path: string) {
  const id = PRODUCT_PATH.exec(path)?.[1];
  if (id === undefined) return path;
  let decoded = id;
  try {
    decoded = decodeURIComponent(id);
  } catch {
    return path;
  }
  return isProductId(decoded) ? `/product/${decoded.toLowerCase()}` : path;
}

/**
 * The canonical URL of a kept page at `path` asked for with `search` (`?a=1&b=2` or ''): the pages
 * not listed in QUERY_RULES read no parameter at all. Null when what the page reads is longer than
 * KEPT_QUERY_MAX, so that no flood of long queries fills the cache, and for a BARE_ONLY page asked with a query.
 */
export function keptPageUrl(path: string, search: string): string | null {
  if (BARE_ONLY.some((pattern) => pattern.test(path)) && [...new URLSearchParams(search).keys()].some((name) => !AD_TAG.test(name))) return null;
  const rule = QUERY_RULES.find(([pattern]) => pattern.test(path))?.[1];
  const query = rule && search ? rule(new URLSearchParams(search)).toString() : '';
  if (query.length > KEPT_QUERY_MAX) return null;
  const canonical = canonicalPath(path);
  return query ? `${canonical}?${query}` : canonical;
}
