'use client';
import { Controller, useWatch } from 'react-hook-form';
import { useFieldBinding } from '@/components/admin/form/field-binding';
import type { DiscountTargets } from '@/server/discounts/admin-discount-reads';

type TargetProduct = DiscountTargets['products'][number];

/**
 * For each ticked product sold in several variants, which of them the code applies to: all of them
 * unless the admin unticks some. Bound to the form's variantIds, which holds only the variants of
 * products narrowed that way (a product with none of its variants there counts whichever is bought);
 * the server stores it so (src/server/discounts/actions/discount-writes.ts).
 */
export function VariantChecklist({ products }: { products: readonly TargetProduct[] }) {
  const { inputId: id, error, control } = useFieldBinding('variantIds', { hint: true });
  const ticked = useWatch({ control, name: 'productIds' }) as string[] | undefined;
  const chosenProducts = new Set(ticked ?? []);
  const shown = products.filter((product) => chosenProducts.has(product.id) && product.variants.length > 1);
  if (shown.length === 0) return null;
  return (
    <Controller
      control={control}
      name="variantIds"
      render={({ field }) => {
        const chosen = new Set<string>(field.value ?? []);
        return (
          <div data-field="variantIds" className="flex min-w-0 flex-col gap-3">
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              The code applies to every variant of a ticked product. Untick the variants it should not apply to.
            </p>
            {shown.map((product) => {
              const ids = product.variants.map((variant) => variant.id);
              // None of this product's variants listed: all of them count.
              const narrowed = ids.some((variantId) => chosen.has(variantId));
              const isOn = (variantId: string) => !narrowed || chosen.has(variantId);
              const onCount = ids.filter(isOn).length;
              const toggle = (variantId: string, on: boolean) => {
                const mine = ids.filter((other) => (other === variantId ? on : isOn(other)));
                const others = [...chosen].filter((other) => !ids.includes(other));
                // Every variant ticked again is the same as none listed: the product as a whole.
                field.onChange(mine.length === ids.length ? others : [...others, ...mine]);
              };
              return (
                <fieldset key={product.id} className="flex min-w-0 flex-col gap-1 rounded-md border border-input bg-card p-2" aria-describedby={`${id}-hint`}>
                  <legend className="px-1 text-sm font-medium">
                    Variants of {product.name}{' '}
                    <span aria-live="polite" className="font-normal text-muted-foreground">
                      ({onCount === ids.length ? 'all' : `${onCount} of ${ids.length}`})
                    </span>
                  </legend>
                  <div className="grid grid-cols-1 gap-x-2 sm:grid-cols-2">
                    {product.variants.map((variant, index) => {
                      const on = isOn(variant.id);
                      return (
                        <label key={variant.id} className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded-md px-2 py-2 text-sm hover:bg-sand/60">
                          <input
                            type="checkbox"
                            ref={index === 0 ? field.ref : undefined}
                            checked={on}
                            // The last one ticked stays: a product with no variant would be no limit at all.
                            disabled={on && onCount === 1}
                            onChange={(event) => toggle(variant.id, event.target.checked)}
                            onBlur={field.onBlur}
                            className="size-4 shrink-0 accent-accent"
                          />
                          <span>{variant.label}</span>
                        </label>
                      );
                    })}
                  </div>
                </fieldset>
              );
            })}
            {error ? (
              <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            ) : null}
          </div>
        );
      }}
    />
  );
}
