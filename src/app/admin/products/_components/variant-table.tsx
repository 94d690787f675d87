'use client';
import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { variantKey } from '@/lib/catalog/variant-keys';
import type { ProductFormInput } from '@/lib/schemas/product';
import type { VariantRow } from '@/lib/schemas/product-variants';
import { BULK_EDITS, bulkEdit, combinations, emptyRow, rowLabel, withAllCombinations, type BulkEdit } from './variant-rows';

// The variants sold, one row a combination: its SKU, price and sale price (empty: the product's),
// stock, cost per item (for those who may see costs), lead time (empty: the product's; "21-35" days) and picture (one of the product's). Rows can be generated, added one by one, removed, and
// edited in bulk ("all velvet variants +₦60,000"). A saved variant with orders is archived, not deleted.

type CellErrors = Partial<Record<keyof VariantRow, { message?: string }>>;

const COLUMNS = [
  { field: 'sku', label: 'SKU', inputMode: undefined },
  { field: 'price', label: 'Price (₦)', inputMode: 'decimal' },
  { field: 'discountPrice', label: 'Sale price (₦)', inputMode: 'decimal' },
  { field: 'stock', label: 'Stock', inputMode: 'numeric' },
  { field: 'cost', label: 'Cost (₦)', inputMode: 'decimal' },
  { field: 'leadTime', label: 'Lead time (days)', inputMode: undefined },
] as const;

export function VariantTable({ pictures, seesCosts }: { pictures: readonly string[]; seesCosts: boolean }) {
  const id = useId();
  const { control, getValues, setValue, formState } = useFormContext<ProductFormInput>();
  const rows = useWatch({ control, name: 'variants' }) ?? [];
  const options = useWatch({ control, name: 'options' }) ?? [];
  const productPrice = useWatch({ control, name: 'price' }) ?? '';
  const [leadMin, leadMax] = useWatch({ control, name: ['leadTimeMinDays', 'leadTimeMaxDays'] });
  // What an empty cell means: the product's own lead time.
  const placeholders: Partial<Record<keyof VariantRow, string>> = { price: productPrice, leadTime: leadMin && leadMax ? `${leadMin}-${leadMax}` : '' };
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const columns = seesCosts ? COLUMNS : COLUMNS.filter(({ field }) => field !== 'cost');
  const errors = (formState.errors.variants ?? []) as unknown as (CellErrors & { values?: { message?: string } })[] & { message?: string };

  const ready = options.length > 0 && options.every((option) => option.values.length > 0);
  if (!ready) return null;
  const total = combinations(options).length;
  const dirty = { shouldDirty: true } as const;
  const commitRows = (next: VariantRow[]) => setValue('variants', next, dirty);
  const keyOf = (row: VariantRow) => variantKey(row.values);
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(keyOf(row)));

  function applyBulk(edit: BulkEdit, amount: string) {
    const chosen = rows.filter((row) => selected.has(keyOf(row)));
    if (chosen.length === 0) return toast.error('Tick the variants to change first.');
    const edited = rows.map((row) => (selected.has(keyOf(row)) ? bulkEdit(row, edit, amount, productPrice) : row));
    if (edited.some((row) => row === null)) return toast.error(edit === 'stock' ? 'Enter a whole number of units.' : 'Enter an amount in naira, e.g. 60000 or -5000.');
    commitRows(edited as VariantRow[]);
    toast.success(`${chosen.length} ${chosen.length === 1 ? 'variant' : 'variants'} changed.`);
  }

  return (
    <div className="flex flex-col gap-3" data-field="variants" data-field-focus="none">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-sm font-medium">
          Variants <span className="font-normal text-muted-foreground">({rows.length} of {total} combinations sold)</span>
        </h3>
        {rows.length < total ? (
          <Button type="button" variant="subtle" size="sm" className="ml-auto" onClick={() => commitRows(withAllCombinations(rows, options, getValues('stockQuantity') ?? '0'))}>
            Add all combinations
          </Button>
        ) : null}
      </div>
      {errors.message ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.message}
        </p>
      ) : null}
      {rows.length < total ? <AddOneVariant options={options} rows={rows} onAdd={(values) => commitRows([...rows, emptyRow(values)])} /> : null}
      {rows.length > 0 ? (
        <>
          <BulkBar
            options={options}
            allSelected={allSelected}
            onSelectAll={() => setSelected(allSelected ? new Set() : new Set(rows.map(keyOf)))}
            onSelectValue={(index, value) => setSelected(new Set(rows.filter((row) => row.values[index] === value).map(keyOf)))}
            onApply={applyBulk}
            count={rows.filter((row) => selected.has(keyOf(row))).length}
          />
          <ul className="flex flex-col gap-2" aria-label="Variants">
            {rows.map((row, index) => {
              const label = rowLabel(row);
              const rowErrors = errors[index];
              return (
                <li key={keyOf(row)} className="rounded-md border border-border p-3">
                  <div className="mb-2 flex flex-wrap items-center gap-2">
                    <input
                      type="checkbox"
                      className="size-5 accent-primary"
                      aria-label={`Select ${label}`}
                      checked={selected.has(keyOf(row))}
                      onChange={(event) => {
                        const next = new Set(selected);
                        if (event.target.checked) next.add(keyOf(row));
                        else next.delete(keyOf(row));
                        setSelected(next);
                      }}
                    />
                    <span className="font-medium">{label}</span>
                    <div className="ml-auto flex items-center gap-2">
                      <Label htmlFor={`${id}-${index}-picture`} className="text-xs text-muted-foreground">
                        Picture<span className="sr-only"> of {label}</span>
                      </Label>
                      <select
                        id={`${id}-${index}-picture`}
                        value={row.imageUrl ?? ''}
                        onChange={(event) => setValue(`variants.${index}.imageUrl`, event.target.value, dirty)}
                        className="h-9 max-w-36 rounded-md border border-input bg-background px-2 text-sm"
                      >
                        <option value="">The product’s</option>
                        {[...new Set([...pictures, ...(row.imageUrl ? [row.imageUrl] : [])])].map((url, at) => (
                          <option key={url} value={url}>
                            {pictures.includes(url) ? (at === 0 ? 'Main image' : `Image ${at + 1}`) : 'Its own picture'}
                          </option>
                        ))}
                      </select>
                    </div>
                    <button
                      type="button"
                      aria-label={`Remove ${label}`}
                      onClick={() => commitRows(rows.filter((_, at) => at !== index))}
                      className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-foreground/10 hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </button>
                  </div>
                  {rowErrors?.values?.message ? (
                    <p role="alert" className="mb-2 text-sm font-medium text-destructive">
                      {rowErrors.values.message}
                    </p>
                  ) : null}
                  <div className={cn('grid grid-cols-2 gap-3', seesCosts ? '@md:grid-cols-[minmax(0,1.4fr)_repeat(5,minmax(0,1fr))]' : '@md:grid-cols-[minmax(0,1.4fr)_repeat(4,minmax(0,1fr))]')}>
                    {columns.map(({ field, label: column, inputMode }) => {
                      const message = rowErrors?.[field]?.message;
                      const inputId = `${id}-${index}-${field}`;
                      return (
                        <div key={field} className="flex flex-col gap-1" data-field={`variants.${index}.${field}`}>
                          <Label htmlFor={inputId} className="text-xs">
                            {column}
                            <span className="sr-only"> of {label}</span>
                          </Label>
                          <Input
                            id={inputId}
                            inputMode={inputMode}
                            spellCheck={false}
                            value={row[field] ?? ''}
                            placeholder={placeholders[field] || undefined}
                            aria-invalid={message ? true : undefined}
                            onChange={(event) => setValue(`variants.${index}.${field}`, event.target.value, dirty)}
                          />
                          {message ? (
                            <p role="alert" className="text-xs font-medium text-destructive">
                              {message}
                            </p>
                          ) : null}
                        </div>
                      );
                    })}
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </div>
  );
}

type Options = ProductFormInput['options'] & object;

/** Adds one combination that is not sold yet. */
function AddOneVariant({ options, rows, onAdd }: { options: Options; rows: readonly VariantRow[]; onAdd: (values: string[]) => void }) {
  const id = useId();
  const [choice, setChoice] = useState<string[]>([]);
  const values = options.map((option, index) => choice[index] ?? option.values[0]?.value ?? '');
  const exists = rows.some((row) => variantKey(row.values) === variantKey(values));
  return (
    <div className="flex flex-wrap items-end gap-2">
      {options.map((option, index) => (
        <div key={index} className="flex flex-col gap-1">
          <Label htmlFor={`${id}-${index}`} className="text-xs">
            {option.name || `Option ${index + 1}`}
          </Label>
          <select
            id={`${id}-${index}`}
            value={values[index]}
            onChange={(event) => setChoice(values.map((value, at) => (at === index ? event.target.value : value)))}
            className="h-10 rounded-md border border-input bg-background px-2 text-sm"
          >
            {option.values.map(({ value }) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </div>
      ))}
      <Button type="button" variant="subtle" disabled={exists} onClick={() => onAdd(values)}>
        {exists ? 'Already sold' : 'Add this variant'}
      </Button>
    </div>
  );
}

function BulkBar({
  options,
  allSelected,
  count,
  onSelectAll,
  onSelectValue,
  onApply,
}: {
  options: Options;
  allSelected: boolean;
  count: number;
  onSelectAll: () => void;
  onSelectValue: (index: number, value: string) => void;
  onApply: (edit: BulkEdit, amount: string) => void;
}) {
  const id = useId();
  const [edit, setEdit] = useState<BulkEdit>('price');
  const [amount, setAmount] = useState('');
  return (
    <div className={cn('flex flex-wrap items-end gap-2 rounded-md bg-sand/60 p-2')}>
      <Button type="button" variant="subtle" size="sm" onClick={onSelectAll}>
        {allSelected ? 'Clear selection' : 'Select all'}
      </Button>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-pick`} className="text-xs">
          Select all of a value
        </Label>
        <select
          id={`${id}-pick`}
          value=""
          onChange={(event) => {
            const [index, ...value] = event.target.value.split(':');
            if (value.length) onSelectValue(Number(index), value.join(':'));
          }}
          className="h-9 rounded-md border border-input bg-background px-2 text-sm"
        >
          <option value="">Choose…</option>
          {options.map((option, index) => (
            <optgroup key={index} label={option.name || `Option ${index + 1}`}>
              {option.values.map(({ value }) => (
                <option key={value} value={`${index}:${value}`}>
                  {value}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-edit`} className="text-xs">
          For the {count} selected
        </Label>
        <select id={`${id}-edit`} value={edit} onChange={(event) => setEdit(event.target.value as BulkEdit)} className="h-9 rounded-md border border-input bg-background px-2 text-sm">
          {Object.entries(BULK_EDITS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-amount`} className="text-xs">
          {edit === 'stock' ? 'Units' : 'Naira'}
        </Label>
        <Input id={`${id}-amount`} className="h-9 w-32" inputMode={edit === 'stock' ? 'numeric' : 'decimal'} value={amount} onChange={(event) => setAmount(event.target.value)} />
      </div>
      <Button type="button" size="sm" onClick={() => onApply(edit, amount)}>
        Apply
      </Button>
    </div>
  );
}
