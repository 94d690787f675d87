import '@/lib/zod-jitless';
import { z } from 'zod';
import { SWATCH_FREE_ORDERS_PER_WEEK_MAX, SWATCHES_PER_ORDER_MAX, swatchOptionNames } from '@/lib/catalog/swatch';
import { nairaAmount, oneLine, wholeNumber } from './fields';

// The Fabric samples card of Website Settings (docs/decisions/0059-fabric-samples.md): which options a swatch
// is offered of ("Fabric, Finish", saved in that tidy form), its price and the parcel fee of an order of
// swatches alone, typed in naira and saved in kobo (empty: free), how many one order holds, and how many
// orders of free swatches sent free one account or one address may place in a week.

const OPTIONS_MAX = 300;
const MONEY_MAX_KOBO = 100_000_000;

const freeOrNaira = (label: string) =>
  nairaAmount(label, 'optional')
    .transform((kobo) => kobo ?? 0)
    .refine((kobo) => kobo <= MONEY_MAX_KOBO, `${label} must be at most ₦1,000,000`);

export const swatchSettingsSchema = z.object({
  options: oneLine()
    .trim()
    .max(OPTIONS_MAX, `Options is too long (${OPTIONS_MAX} characters at most)`)
    .transform((text) => swatchOptionNames(text).join(', ')),
  price: freeOrNaira('Price of a swatch'),
  perOrder: wholeNumber('Swatches per order', 1, SWATCHES_PER_ORDER_MAX),
  parcelFee: freeOrNaira('Delivery of swatches alone'),
  freeOrdersPerWeek: wholeNumber('Free swatch orders a week', 1, SWATCH_FREE_ORDERS_PER_WEEK_MAX),
});
