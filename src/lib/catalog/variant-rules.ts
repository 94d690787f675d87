// What a variant costs and what it is called (docs/decisions/0053-variants-are-the-unit-of-sale.md),
// shared by the storefront, checkout and the back office.

/** A product has at most three options (Size, Fabric, Colour...), as Shopify's product format allows. */
export const MAX_PRODUCT_OPTIONS = 3;

/** The name of the option the shop's colours became when variants arrived. */
export const COLOUR_OPTION = 'Colour';

type Priced = { priceKobo: number; discountPriceKobo: number | null };
type VariantPrice = { priceKobo: number | null; discountPriceKobo: number | null };

/**
 * A variant with a price of its own sells at it (and at its own sale price, if any); one without
 * sells at the product's price and sale price.
 */
export function variantPrice(product: Priced, variant: VariantPrice): Priced {
  return variant.priceKobo === null ? product : { priceKobo: variant.priceKobo, discountPriceKobo: variant.discountPriceKobo };
}

export type LeadTime = { leadTimeMinDays: number | null; leadTimeMaxDays: number | null };

/**
 * How long a variant takes to make: its own lead time (velvet is upholstered to order), or else the
 * product's; both null: it ships from stock.
 */
export function variantLeadTime(product: LeadTime, variant: LeadTime): LeadTime {
  const { leadTimeMinDays, leadTimeMaxDays } = variant.leadTimeMinDays === null ? product : variant;
  return { leadTimeMinDays, leadTimeMaxDays };
}

/** What the shopper pays for one: the sale price when there is one. */
export const unitPrice = (price: Priced) => price.discountPriceKobo ?? price.priceKobo;

/** "3-seater / Velvet"; null for a product's single variant without options. */
export function variantLabel(values: readonly (string | null)[]): string | null {
  const named = values.filter((value): value is string => Boolean(value));
  return named.length > 0 ? named.join(' / ') : null;
}
