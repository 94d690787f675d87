import Link from 'next/link';
import { formatNaira } from '@/lib/money';
import { NO_SHOP_FILTERS, SHOP_AVAILABILITY, type ShopFilters } from '@/lib/shop-filters';
import { shopHref, type ShopParams } from '@/lib/shop-options';

/** `value`: an option's value, shown capitalised as the form shows it (velvet: Velvet). */
type Chip = { label: string; without: ShopFilters; value?: boolean };


/** Each chosen filter as a chip ("Velvet ×") whose link leaves it out, and "Clear all". */
function chipsOf(filters: ShopFilters): Chip[] {
  const chips: Chip[] = Object.entries(filters.options).flatMap(([param, values]) =>
    values.map((value) => ({ label: value, value: true, without: { ...filters, options: withoutValue(filters.options, param, value) } })),
  );
  for (const value of filters.availability) {
    const label = SHOP_AVAILABILITY.find((a) => a.value === value)!.label;
    chips.push({ label, without: { ...filters, availability: filters.availability.filter((a) => a !== value) } });
  }
  if (filters.sale) chips.push({ label: 'On sale', without: { ...filters, sale: false } });
  if (filters.minNaira !== null) chips.push({ label: `From ${formatNaira(filters.minNaira * 100)}`, without: { ...filters, minNaira: null } });
  if (filters.maxNaira !== null) chips.push({ label: `Under ${formatNaira(filters.maxNaira * 100)}`, without: { ...filters, maxNaira: null } });
  return chips;
}

function withoutValue(options: ShopFilters['options'], param: string, value: string) {
  const rest = options[param]!.filter((v) => v !== value);
  const { [param]: _removed, ...others } = options;
  return rest.length > 0 ? { ...options, [param]: rest } : others;
}

/** The chosen filters, and the search the list is narrowed to ("Search: velvet sofa ×", which leaves the filters). */
export function ShopFilterChips({ params }: { params: Pick<ShopParams, 'category' | 'query' | 'sort' | 'filters'> }) {
  const chips = chipsOf(params.filters);
  if (chips.length === 0 && !params.query) return null;
  const chip = 'inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 text-sm';
  return (
    <ul aria-label="Active filters" className="flex flex-wrap gap-2">
      {params.query ? (
        <li>
          <Link href={shopHref({ ...params, query: null })} aria-label={`Remove the search ${params.query}`} className={`${chip} bg-sand`}>
            Search: {params.query} <span aria-hidden="true">×</span>
          </Link>
        </li>
      ) : null}
      {chips.map(({ label, without, value }) => (
        <li key={label}>
          <Link href={shopHref({ ...params, filters: without })} aria-label={`Remove ${label}`} className={`${chip} bg-sand${value ? ' capitalize' : ''}`}>
            {label} <span aria-hidden="true">×</span>
          </Link>
        </li>
      ))}
      {chips.length > 0 ? (
        <li>
          <Link href={shopHref({ ...params, filters: NO_SHOP_FILTERS })} className={`${chip} font-semibold underline`}>
            Clear all
          </Link>
        </li>
      ) : null}
    </ul>
  );
}
