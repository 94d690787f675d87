'use client';
import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { ProductFormInput } from '@/lib/schemas/product';
import { shareStockAmongColours } from '@/lib/catalog/variant-rules';

// A product sold in colours keeps stock per colour (docs/decisions/0053-variants-are-the-unit-of-sale.md):
// one count per colour, keyed by the colour in lower case; the product's stock is their sum.

const colourKey = (colour: string) => colour.toLocaleLowerCase('en');

export function ColourStockFields({ colours }: { colours: readonly string[] }) {
  const id = useId();
  const { control, formState } = useFormContext<ProductFormInput>();
  const stock = useWatch({ control, name: 'colourStock' }) ?? {};
  const total = colours.reduce((sum, colour) => sum + (Number(stock[colourKey(colour)]) || 0), 0);
  const errors = formState.errors.colourStock as Record<string, { message?: string } | undefined> | undefined;

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={`${id}-hint`}>
      <legend className="mb-1 text-sm font-medium">Stock per colour</legend>
      <p id={`${id}-hint`} className="-mt-1 text-xs text-muted-foreground">
        Whole units of each colour; a colour at 0 shows Sold-out. {total.toLocaleString('en-NG')} in all.
      </p>
      <Controller
        control={control}
        name="colourStock"
        render={({ field }) => (
          <div className="grid gap-4 @sm:grid-cols-2 @2xl:grid-cols-3">
            {colours.map((colour) => {
              const key = colourKey(colour);
              const message = errors?.[key]?.message;
              return (
                <div key={key} className="flex flex-col gap-1.5">
                  <Label htmlFor={`${id}-${key}`}>Stock: {colour}</Label>
                  <Input
                    id={`${id}-${key}`}
                    inputMode="numeric"
                    value={field.value?.[key] ?? ''}
                    aria-invalid={message ? true : undefined}
                    onChange={(event) => field.onChange({ ...field.value, [key]: event.target.value })}
                    onBlur={field.onBlur}
                  />
                  {message ? (
                    <p role="alert" className="text-sm font-medium text-destructive">
                      {message}
                    </p>
                  ) : null}
                </div>
              );
            })}
          </div>
        )}
      />
    </fieldset>
  );
}

/**
 * The stock fields' values after the colours change: the first colours share the single count (as the
 * move to variants did), a colour added later starts at 0, and without colours the count is their sum.
 */
export function stockAfterColourChange(
  before: readonly string[],
  after: readonly string[],
  values: { stockQuantity?: string; colourStock?: Partial<Record<string, string>> },
): { stockQuantity?: string; colourStock: Record<string, string> } {
  const current = values.colourStock ?? {};
  if (after.length === 0) {
    const sum = before.reduce((total, colour) => total + (Number(current[colourKey(colour)]) || 0), 0);
    return { stockQuantity: before.length > 0 ? String(sum) : values.stockQuantity, colourStock: {} };
  }
  const shared = before.length === 0 ? shareStockAmongColours(after, Number(values.stockQuantity) || 0) : {};
  const next: Record<string, string> = {};
  for (const colour of after) {
    const key = colourKey(colour);
    next[key] = current[key] ?? String(shared[key] ?? 0);
  }
  return { colourStock: next };
}
