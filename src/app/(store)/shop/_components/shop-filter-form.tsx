import type { FormEvent } from 'react';
import { SHOP_AVAILABILITY, type ShopAvailability } from '@/lib/shop-filters';
import type { ShopParams } from '@/lib/shop-options';
import type { ShopFacets } from '@/server/catalog/shop-filter-reads';

/**
 * The filters as a plain GET form (docs/decisions/0056-shop-filters.md): it works before any script
 * runs, and its fields come in the canonical URL's order (src/lib/shop-filters.ts), so submitting it
 * lands on the kept page of that list. Each value says how many pieces it would leave; one that would
 * leave none is disabled. Drawn in the Filter & Sort panel, and on /shop/filters for a browser
 * without scripts.
 */
export function ShopFilterForm({
  id,
  params,
  facets,
  onSubmit,
}: {
  /** The price inputs' ids start with it. */
  id: string;
  params: Pick<ShopParams, 'category' | 'query' | 'sort' | 'filters'>;
  facets: ShopFacets;
  /** With scripts: go to the list without a full page load (shop-filter.tsx); a ticked box applies at once. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { filters } = params;
  const availabilityCount: Record<ShopAvailability, number> = { 'in-stock': facets.inStock, 'made-to-order': facets.madeToOrder.count };
  const { minDays, maxDays } = facets.madeToOrder;
  const availabilityLabel = (value: ShopAvailability, label: string) =>
    value === 'made-to-order' && minDays !== null ? `${label}, ${minDays === maxDays ? minDays : `${minDays}–${maxDays}`} days` : label;
  return (
    <form method="get" action="/shop" aria-label="Filters" onSubmit={onSubmit} onChange={onSubmit ? (event) => check(event.target) && event.currentTarget.requestSubmit() : undefined} className="flex flex-col gap-5">
      {params.category ? <input type="hidden" name="category" value={params.category} /> : null}
      {params.query ? <input type="hidden" name="q" value={params.query} /> : null}
      {facets.options
        .filter((option) => option.values.length > 0)
        .map((option) => (
          <Group key={option.param} legend={option.name}>
            {option.values.map(({ value, count }) => (
              <Choice key={value} name={option.param} value={value} label={<span className="capitalize">{value}</span>} count={count} checked={filters.options[option.param]?.includes(value) ?? false} />
            ))}
          </Group>
        ))}
      <Group legend="Availability">
        {SHOP_AVAILABILITY.map(({ value, label }) => (
          <Choice key={value} name="availability" value={value} label={availabilityLabel(value, label)} count={availabilityCount[value]} checked={filters.availability.includes(value)} />
        ))}
        <Choice name="sale" value="1" label="On sale" count={facets.onSale} checked={filters.sale} />
      </Group>
      <Group legend="Price (₦)">
        <Price id={`${id}-min`} name="min" label="From" value={filters.minNaira} />
        <Price id={`${id}-max`} name="max" label="To" value={filters.maxNaira} />
      </Group>
      {params.sort !== 'popular' ? <input type="hidden" name="sort" value={params.sort} /> : null}
      <button type="submit" className="h-11 self-start rounded-full bg-primary px-6 text-sm font-semibold text-primary-foreground">
        Apply
      </button>
    </form>
  );
}

/** A checkbox ticked or unticked applies at once (with scripts); a price waits for Apply. */
const check = (target: EventTarget) => target instanceof HTMLInputElement && target.type === 'checkbox';

function Group({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="eyebrow mb-2">{legend}</legend>
      {children}
    </fieldset>
  );
}

function Choice({ name, value, label, count, checked }: { name: string; value: string; label: React.ReactNode; count: number; checked: boolean }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-3 text-sm has-checked:border-primary has-checked:bg-sand has-disabled:opacity-50">
      <input type="checkbox" name={name} value={value} defaultChecked={checked} disabled={count === 0 && !checked} className="accent-primary" />
      {label} <span className="text-muted-foreground">({count})</span>
    </label>
  );
}

function Price({ id, name, label, value }: { id: string; name: string; label: string; value: number | null }) {
  return (
    <span className="flex items-center gap-2 text-sm">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type="number" inputMode="numeric" min={0} step={1000} defaultValue={value ?? undefined} className="h-11 w-32 rounded-md border bg-card px-3" />
    </span>
  );
}
