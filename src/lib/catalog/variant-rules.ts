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

/** What the shopper pays for one: the sale price when there is one. */
export const unitPrice = (price: Priced) => price.discountPriceKobo ?? price.priceKobo;

/** "3-seater / Velvet"; null for a product's single variant without options. */
export function variantLabel(values: readonly (string | null)[]): string | null {
  const named = values.filter((value): value is string => Boolean(value));
  return named.length > 0 ? named.join(' / ') : null;
}

/** "Ayo Sofa", or "Ayo Sofa (3-seater / Velvet)" for one of its variants (as mails name it). */
export function pieceName(productName: string, values: readonly (string | null)[]): string {
  const label = variantLabel(values);
  return label ? `${productName} (${label})` : productName;
}

/**
 * One count shared out among colours evenly, the first colours taking one more while some is left
 * over (as the move to variants did): keyed by the colour in lower case.
 */
export function shareStockAmongColours(colours: readonly string[], total: number): Record<string, number> {
  return Object.fromEntries(
    colours.map((colour, index) => [colour.toLocaleLowerCase('en'), Math.floor(total / colours.length) + (index < total % colours.length ? 1 : 0)]),
  );
}

/**
 * Each colour's stock as the product form sends it: its own count where the form names one; a form
 * that names none (an older form, an API client) has its total shared out as above.
 */
export function stockPerColour(colours: readonly string[], colourStock: Readonly<Record<string, number>>, total: number): Record<string, number> {
  const named = colours.some((colour) => colour.toLocaleLowerCase('en') in colourStock);
  return named ? { ...colourStock } : shareStockAmongColours(colours, total);
}
