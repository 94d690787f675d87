import '@/lib/zod-jitless';
import { filterOptionNames, optionParam, RESERVED_SHOP_PARAMS } from '@/lib/shop-filters';
import { oneLine } from './fields';

// The Shop filters card of Website Settings (docs/decisions/0056-shop-filters.md): the option names /shop
// offers as filters, in order, typed as "Fabric, Colour, Size" and saved in that tidy form.

/** What a new shop offers (the column's default). */
export const SHOP_FILTER_OPTIONS_DEFAULT = 'Fabric, Colour, Size';

const MAX_LENGTH = 300;
const MAX_OPTIONS = 8;

export const shopFilterOptionsSetting = oneLine()
  .trim()
  .max(MAX_LENGTH, `Filters is too long (${MAX_LENGTH} characters at most)`)
  .superRefine((text, context) => {
    const names = text.split(',').map((name) => name.trim()).filter(Boolean);
    const reserved = names.find((name) => (RESERVED_SHOP_PARAMS as readonly string[]).includes(optionParam(name)) || optionParam(name) === '');
    if (reserved) context.addIssue({ code: 'custom', message: `“${reserved}” cannot be a filter: name an option such as Fabric or Size` });
    else if (filterOptionNames(text).length < names.length) context.addIssue({ code: 'custom', message: 'Name each option once' });
    else if (names.length > MAX_OPTIONS) context.addIssue({ code: 'custom', message: `Offer at most ${MAX_OPTIONS} options as filters` });
  })
  .transform((text) => filterOptionNames(text).join(', '));
