// Fabric and finish samples (docs/decisions/0059-fabric-samples.md): what the shop offers a swatch of, what
// one costs, and the words and link for one. Shared by the product page, the cart, checkout, the order's
// views and the server; apart from the cart's own code (src/lib/cart/cart.ts), which every page loads.

import type { Swatch } from '@/lib/cart/cart';
import { formatNaira } from '@/lib/money';

export type { Swatch } from '@/lib/cart/cart';
export { swatchText } from './swatch-text';

/** The shop's swatch settings (website_settings.swatch_*). Money in kobo. */
export type SwatchSettings = {
  /** The option names a swatch is offered of, as staff type them ("Fabric, Finish"). */
  options: string;
  priceKobo: number;
  perOrder: number;
  /** The delivery fee of an order of swatches alone, in place of its zone's. */
  parcelFeeKobo: number;
  /** Orders of free swatches sent free that one account or one address may place in 7 days. */
  freeOrdersPerWeek: number;
};

/** A new shop's: swatches of fabrics and finishes, free, five to an order, posted free. */
export const SWATCH_SETTINGS_DEFAULTS = { options: 'Fabric, Finish', priceKobo: 0, perOrder: 5, parcelFeeKobo: 0, freeOrdersPerWeek: 2 } as const satisfies SwatchSettings;

/** How a swatch travels: a parcel, ready at once, whatever the piece it shows. */
export const SWATCH_DELIVERY = { deliveryClass: 'parcel', leadTimeMinDays: null, leadTimeMaxDays: null } as const;

/** The most swatches the setting may allow in one order (the column's check). */
export const SWATCHES_PER_ORDER_MAX = 20;

/** The most orders of free swatches a week the setting may allow (the column's check). */
export const SWATCH_FREE_ORDERS_PER_WEEK_MAX = 50;

/** The option names of the setting ("Fabric, Finish"), each once whatever its case, in order. */
export function swatchOptionNames(setting: string): string[] {
  const seen = new Set<string>();
  return setting
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '' && !seen.has(name.toLowerCase()) && seen.add(name.toLowerCase()));
}

/** Whether the setting offers swatches of an option by this name (any case). */
export const offersSwatchesOf = (setting: string, option: string) => swatchOptionNames(setting).some((name) => name.toLowerCase() === option.toLowerCase());

/** "Order a free swatch", or "Order a swatch · ₦2,500" when the shop charges for one. */
export const orderSwatchLabel = (priceKobo: number) => (priceKobo === 0 ? 'Order a free swatch' : `Order a swatch · ${formatNaira(priceKobo)}`);

/** The cart's link that adds a swatch: /cart?swatch=<product id>:<option>:<value>, URL-encoded. */
export const swatchHref = (productId: string, { option, value }: Swatch) => `/cart?swatch=${encodeURIComponent(`${productId}:${option}:${value}`)}`;

/** The longest option name or value a swatch link may carry (the product form's own limit is 60). */
const MAX_PART = 100;

/** The `swatch` parameter as the cart page receives it (decoded), or null when it is not one. */
export function parseSwatchParam(param: string): { productId: string; swatch: Swatch } | null {
  const first = param.indexOf(':');
  const second = param.indexOf(':', first + 1);
  if (first < 1 || second < 0) return null;
  const productId = param.slice(0, first);
  const option = param.slice(first + 1, second).trim();
  const value = param.slice(second + 1).trim();
  if (!/^[0-9a-f-]{36}$/i.test(productId) || !option || !value || option.length > MAX_PART || value.length > MAX_PART) return null;
  return { productId: productId.toLowerCase(), swatch: { option, value } };
}

/** How many swatch lines a cart or order holds. */
export const swatchCount = (lines: readonly { swatch?: Swatch | null }[]) => lines.filter((line) => line.swatch).length;

/** What the shopper reads when one more swatch would pass the shop's limit. */
export const swatchLimitMessage = (perOrder: number) => `You can order up to ${perOrder} ${perOrder === 1 ? 'swatch' : 'swatches'} at a time.`;
