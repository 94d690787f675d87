import '@/lib/zod-jitless';
import { z } from 'zod';
import { MAX_PRODUCT_OPTIONS } from '@/lib/catalog/variant-rules';
import { variantKey } from '@/lib/catalog/variant-keys';
import { oneLine } from './fields';
import { LEAD_TIME_MAX_DAYS, money, optionalImageUrl, optionalText, PRODUCT_LIMITS, readStockCount, stockCount, tooLong } from './product-fields';

// How the product form offers a piece (docs/decisions/0053-variants-are-the-unit-of-sale.md): up to
// three options with their values, and the variants sold, one combination of values each, with their
// own SKU, price, sale price, stock, cost and picture. A product without options sends no variants: its
// single variant takes the product's SKU and stock.

export const VARIANT_LIMITS = { optionName: 40, value: 60, valuesPerOption: 50, variants: 250 } as const;

const optionValue = z.object({
  value: oneLine().trim().min(1, 'Enter a value').max(VARIANT_LIMITS.value, tooLong('A value', VARIANT_LIMITS.value)),
  swatchImageUrl: optionalImageUrl,
});

const option = z.object({
  name: oneLine().trim().min(1, 'Name the option, e.g. Size').max(VARIANT_LIMITS.optionName, tooLong('The option’s name', VARIANT_LIMITS.optionName)),
  values: z
    .array(optionValue)
    .min(1, 'Add at least one value')
    .max(VARIANT_LIMITS.valuesPerOption, `At most ${VARIANT_LIMITS.valuesPerOption} values an option`),
});

const LEAD_TIME = /^(\d{1,3})(?:\s*[-–]\s*(\d{1,3}))?$/;

/** A variant's own lead time, typed as "21-35" (or "28": that many days exactly); '' is the product's. */
const variantLeadTime = oneLine()
  .trim()
  .optional()
  .transform((value, ctx): { minDays: number; maxDays: number } | null => {
    if (!value) return null;
    const [, min, max = min] = LEAD_TIME.exec(value) ?? [];
    const minDays = Number(min);
    const maxDays = Number(max);
    if (!(minDays >= 1 && maxDays >= minDays && maxDays <= LEAD_TIME_MAX_DAYS)) {
      ctx.addIssue({ code: 'custom', message: `Enter days like 21-35 (1 to ${LEAD_TIME_MAX_DAYS}), or leave it empty for the product's` });
      return null;
    }
    return { minDays, maxDays };
  });

const variantRow = z.object({
  /** The saved variant this row edits; '' for a new one. */
  id: z.union([z.literal(''), z.uuid('Unknown variant')]),
  /** One value per option, in the options' order. */
  values: z.array(oneLine().trim().max(VARIANT_LIMITS.value)).max(MAX_PRODUCT_OPTIONS),
  sku: optionalText('SKU', PRODUCT_LIMITS.sku),
  /** '' sells at the product's price and sale price. */
  price: money(null),
  discountPrice: money(null),
  stock: stockCount,
  /** The stock this row showed when the form opened; none for a row the form added. */
  stockRead: readStockCount,
  /** What one cost the shop; '' is not known. */
  cost: money(null),
  imageUrl: optionalImageUrl,
  /** '' makes it in the product's lead time; else "21-35" or "28" days. */
  leadTime: variantLeadTime,
});

export const variantFields = {
  options: z.array(option).max(MAX_PRODUCT_OPTIONS, `At most ${MAX_PRODUCT_OPTIONS} options`).optional().default([]),
  variants: z.array(variantRow).max(VARIANT_LIMITS.variants, `At most ${VARIANT_LIMITS.variants} variants`).optional().default([]),
};

type VariantFields = z.output<z.ZodObject<typeof variantFields>>;
export type OptionRow = z.input<typeof option>;
export type VariantRow = z.input<typeof variantRow>;

const same = (a: string, b: string) => a.toLocaleLowerCase('en') === b.toLocaleLowerCase('en');

/**
 * What the schema cannot say field by field: options and values named once, every variant one
 * existing value per option, each combination once, a SKU once, a sale price below its price.
 */
export function variantRules(values: VariantFields, ctx: z.RefinementCtx) {
  const { options, variants } = values;
  options.forEach((current, index) => {
    if (options.slice(0, index).some((earlier) => same(earlier.name, current.name))) {
      ctx.addIssue({ code: 'custom', path: ['options', index, 'name'], message: `There is already an option called ${current.name}` });
    }
    current.values.forEach(({ value }, at) => {
      if (current.values.slice(0, at).some((earlier) => same(earlier.value, value))) {
        ctx.addIssue({ code: 'custom', path: ['options', index, 'values', at, 'value'], message: `${value} is already a value of ${current.name}` });
      }
    });
  });
  if (options.length === 0) return;
  if (variants.length === 0) ctx.addIssue({ code: 'custom', path: ['variants'], message: 'Add at least one variant, or remove the options' });

  const seen = new Set<string>();
  const skus = new Set<string>();
  variants.forEach((variant, index) => {
    const complete = variant.values.length === options.length && options.every((option, at) => option.values.some(({ value }) => same(value, variant.values[at] ?? '')));
    if (!complete) ctx.addIssue({ code: 'custom', path: ['variants', index, 'values'], message: 'Choose a value of each option' });
    const key = variantKey(variant.values);
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['variants', index, 'values'], message: 'This combination is listed twice' });
    seen.add(key);
    if (variant.sku) {
      if (skus.has(variant.sku.toLocaleLowerCase('en'))) ctx.addIssue({ code: 'custom', path: ['variants', index, 'sku'], message: 'Each variant needs its own SKU' });
      skus.add(variant.sku.toLocaleLowerCase('en'));
    }
    if (variant.discountPrice === null) return;
    if (variant.price === null) {
      ctx.addIssue({ code: 'custom', path: ['variants', index, 'price'], message: 'Give this variant its own price to give it a sale price' });
    } else if (variant.discountPrice >= variant.price) {
      ctx.addIssue({ code: 'custom', path: ['variants', index, 'discountPrice'], message: 'Sale price must be lower than the price' });
    }
  });
}
