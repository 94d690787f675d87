'use client';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import type { ImportPreview } from '@/lib/catalog-csv/import-report';
import { DEFAULT_IMPORT_LEAD_TIME, DEFAULT_IMPORT_UNITS } from '@/lib/catalog-csv/import-choices';

// The import preview's word on stock the old platform did not count (docs/decisions/0071-moving-a-shop-in.md):
// Shopify variants with no inventory tracker or set to "continue selling", WooCommerce products without
// managed stock or with backorders allowed. Orders here always take stock, so the admin says how such a
// variant is sold: made to order in a lead time, or from stock, either way with a number of units.

export type InventoryForm = { sellAs: 'made-to-order' | 'stock'; leadTimeMinDays: string; leadTimeMaxDays: string; units: string };

export const INITIAL_INVENTORY: InventoryForm = {
  sellAs: 'made-to-order',
  leadTimeMinDays: String(DEFAULT_IMPORT_LEAD_TIME.minDays),
  leadTimeMaxDays: String(DEFAULT_IMPORT_LEAD_TIME.maxDays),
  units: String(DEFAULT_IMPORT_UNITS),
};

export const hasUncounted = (preview: ImportPreview) => preview.uncounted.untracked + preview.uncounted.continueSelling > 0;

/** The choice as the import action takes it (checked there); null when the file has no such variant. */
export function inventoryChoiceOf(preview: ImportPreview, form: InventoryForm) {
  if (!hasUncounted(preview)) return null;
  return form.sellAs === 'stock' ? { sellAs: 'stock' as const, units: form.units } : { sellAs: 'made-to-order' as const, leadTimeMinDays: form.leadTimeMinDays, leadTimeMaxDays: form.leadTimeMaxDays, units: form.units };
}

const variants = (n: number) => `${n.toLocaleString('en')} new ${n === 1 ? 'variant' : 'variants'}`;

export function InventoryStep({ preview, form, onChange, disabled }: { preview: ImportPreview; form: InventoryForm; onChange: (form: InventoryForm) => void; disabled: boolean }) {
  const id = useId();
  if (!hasUncounted(preview)) return null;
  const { untracked, continueSelling } = preview.uncounted;
  const said = [untracked > 0 ? `${variants(untracked)} whose stock was not counted` : null, continueSelling > 0 ? `${variants(continueSelling)} sold on when out of stock` : null].filter(Boolean).join(' and ');
  const set = (field: keyof InventoryForm) => (event: React.ChangeEvent<HTMLInputElement>) => onChange({ ...form, [field]: event.target.value });
  return (
    <fieldset className="flex flex-col gap-2 rounded-md border border-border p-3 text-sm" disabled={disabled}>
      <legend className="px-1 font-semibold">Stock the old shop did not count</legend>
      <p>The file has {said}. Orders here always take stock, so say how they are sold:</p>
      <div className="flex flex-col gap-1">
        <label className="flex min-h-11 items-center gap-3">
          <input type="radio" name={`${id}-sell-as`} value="made-to-order" checked={form.sellAs === 'made-to-order'} onChange={() => onChange({ ...form, sellAs: 'made-to-order' })} className="size-5 accent-primary" />
          Made to order
        </label>
        <label className="flex min-h-11 items-center gap-3">
          <input type="radio" name={`${id}-sell-as`} value="stock" checked={form.sellAs === 'stock'} onChange={() => onChange({ ...form, sellAs: 'stock' })} className="size-5 accent-primary" />
          In stock
        </label>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        {form.sellAs === 'made-to-order' ? (
          <>
            <label className="flex flex-col gap-1">
              Lead time from (days)
              <Input type="number" inputMode="numeric" min={1} max={365} value={form.leadTimeMinDays} onChange={set('leadTimeMinDays')} className="w-28" />
            </label>
            <label className="flex flex-col gap-1">
              to (days)
              <Input type="number" inputMode="numeric" min={1} max={365} value={form.leadTimeMaxDays} onChange={set('leadTimeMaxDays')} className="w-28" />
            </label>
          </>
        ) : null}
        <label className="flex flex-col gap-1">
          {form.sellAs === 'made-to-order' ? 'Orders each variant can take' : 'Units of each variant'}
          <Input type="number" inputMode="numeric" min={0} max={100000} value={form.units} onChange={set('units')} className="w-28" />
        </label>
      </div>
    </fieldset>
  );
}
