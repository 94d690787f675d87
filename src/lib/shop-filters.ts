// /shop's filters as the URL carries them (docs/decisions/0056-shop-filters.md): each offered option's
// values (?fabric=velvet&fabric=linen, lower-case), availability, on sale, and a price range in naira.
// Parsed leniently (anything malformed is dropped) and written back in one canonical order, so a
// filtered list is one link and one kept page (docs/decisions/0006-storefront-page-cache.md).
import { cleanLine } from '@/lib/text';

export const SHOP_AVAILABILITY = [
  { value: 'in-stock', label: 'In stock' },
  { value: 'made-to-order', label: 'Made to order' },
] as const;

export type ShopAvailability = (typeof SHOP_AVAILABILITY)[number]['value'];

export type ShopFilters = {
  /** Chosen values by option parameter (`fabric`), lower-case and sorted; an option with none is absent. */
  options: Record<string, string[]>;
  availability: ShopAvailability[];
  sale: boolean;
  /** Whole naira; the list compares kobo (docs/decisions/0001-money-as-integer-kobo.md). */
  minNaira: number | null;
  maxNaira: number | null;
};

export const NO_SHOP_FILTERS: ShopFilters = { options: {}, availability: [], sale: false, minNaira: null, maxNaira: null };

/** Parameters that are not options: an option spelled like one of them is not offered as a filter. */
export const RESERVED_SHOP_PARAMS = ['category', 'q', 'sort', 'page', 'availability', 'sale', 'min', 'max'] as const;

/** How many values of one option a URL may choose, and how long one may be: more is not a shopper's link. */
const MAX_VALUES = 20;
const MAX_VALUE_LENGTH = 60;
/** ₦1,000,000,000: above any piece, and well inside a kobo bigint. */
const MAX_NAIRA = 1_000_000_000;

/** An option's URL parameter: its name in lower case, words joined by '-' ("Seat depth" -> seat-depth). */
export function optionParam(name: string) {
  return name
    .toLocaleLowerCase('en')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The option names a settings text offers ("Fabric, Colour, Size"), in order, each once. */
export function filterOptionNames(setting: string): string[] {
  const names = setting.split(',').map((name) => name.trim()).filter(Boolean);
  const params = names.map(optionParam);
  return names.filter(
    (name, at) => params[at] !== '' && !(RESERVED_SHOP_PARAMS as readonly string[]).includes(params[at]!) && params.indexOf(params[at]!) === at,
  );
}

type RawParams = Record<string, string | string[] | undefined>;

const all = (value: string | string[] | undefined) => (value === undefined ? [] : typeof value === 'string' ? [value] : value);

const sortedSet = (values: string[]) => [...new Set(values)].sort();

function naira(value: string | string[] | undefined) {
  const text = typeof value === 'string' ? value.replace(/[\s,₦]/g, '') : '';
  return /^\d{1,10}$/.test(text) && Number(text) <= MAX_NAIRA ? Number(text) : null;
}

/** The filters a URL chooses among the offered options (`optionNames`, from the settings). */
export function parseShopFilters(raw: RawParams, optionNames: readonly string[]): ShopFilters {
  const options: Record<string, string[]> = {};
  for (const name of optionNames) {
    const param = optionParam(name);
    const values = all(raw[param])
      // A control character (a NUL) is never part of a value, and the database refuses it.
      .map((value) => cleanLine(value).trim().toLocaleLowerCase('en'))
      .filter((value) => value.length > 0 && value.length <= MAX_VALUE_LENGTH);
    if (values.length > 0) options[param] = sortedSet(values).slice(0, MAX_VALUES);
  }
  const availability = SHOP_AVAILABILITY.map((a) => a.value).filter((value) => all(raw.availability).includes(value));
  return { options, availability, sale: raw.sale === '1', minNaira: naira(raw.min), maxNaira: naira(raw.max) };
}

/** Whether any filter beyond the category is chosen. */
export function hasShopFilters(filters: ShopFilters) {
  return Object.keys(filters.options).length > 0 || filters.availability.length > 0 || filters.sale || filters.minNaira !== null || filters.maxNaira !== null;
}

/**
 * Appends the filters in their canonical order: options in the settings' order (parseShopFilters keeps
 * it), then availability, sale and the price range, which is also the filter form's order, so
 * submitting it lands on the canonical URL.
 */
export function appendShopFilters(search: URLSearchParams, filters: ShopFilters) {
  for (const [param, values] of Object.entries(filters.options)) {
    for (const value of values) search.append(param, value);
  }
  for (const value of filters.availability) search.append('availability', value);
  if (filters.sale) search.set('sale', '1');
  if (filters.minNaira !== null) search.set('min', String(filters.minNaira));
  if (filters.maxNaira !== null) search.set('max', String(filters.maxNaira));
}
