import 'server-only';
import { db, type Database, type Transaction } from '@/server/db/client';
import { loadDeliveryRules } from '@/server/delivery/rules';
import { lagosToday } from '@/lib/delivery/business-days';
import { loadSwatchSettings } from '@/server/catalog/swatch-reads';
import type { Swatch } from '@/lib/catalog/swatch';
import { priceDelivery, type DeliveryLine, type DeliveryPriceResult } from '@/lib/delivery/price';
import { choosePickup, pickupOptionsFor, type PickupOption } from '@/server/stock/pickup-locations';

// Delivery for a cart, on the server: the price checkout shows and the one placeOrder
// charges come from this one function over the database's rules and products, so a fee
// can only differ between the two when an admin changed something in between.

/**
 * `swatch`: a fabric or finish sample (docs/decisions/0059-fabric-samples.md). `stockedVariantId`: the
 * variant whose finished unit the line takes from a shelf; null for swatches and sizes made to measure.
 */
export type PricedLine = DeliveryLine & { unitPriceKobo: number; quantity: number; swatch?: Swatch | null; stockedVariantId?: string | null };

/** Pickup names where (docs/decisions/0064-stock-locations.md); null: the first location that holds the cart. */
export type CartDeliveryChoice = { method: 'delivery'; state: string } | { method: 'pickup'; locationId: string | null };

/** For pickup: every location offered, with what each needs, and the one chosen. */
export type CartPickup = { options: PickupOption[]; chosen: PickupOption | null };

export type CartDelivery = { subtotalKobo: number; result: DeliveryPriceResult; pickupEnabled: boolean; pickup: CartPickup | null };

export async function deliveryForCart(
  lines: readonly PricedLine[],
  choice: CartDeliveryChoice,
  database: Database | Transaction = db,
): Promise<CartDelivery> {
  const subtotalKobo = lines.reduce((sum, line) => sum + line.unitPriceKobo * line.quantity, 0);
  const rules = await loadDeliveryRules(database);
  if (choice.method === 'pickup') {
    const stocked = lines.flatMap((line) => (line.stockedVariantId ? [{ variantId: line.stockedVariantId, quantity: line.quantity }] : []));
    const options = rules.pickup.enabled ? await pickupOptionsFor(stocked, database) : [];
    const chosen = choosePickup(options, choice.locationId);
    const pickup = { options, chosen };
    if (!chosen) return { subtotalKobo, result: { ok: false, reason: 'pickup-unavailable' }, pickupEnabled: options.length > 0, pickup };
    const result = priceDelivery(rules, { method: 'pickup', extraBusinessDays: chosen.extraBusinessDays }, lines, subtotalKobo, lagosToday());
    return { subtotalKobo, result, pickupEnabled: true, pickup };
  }
  const result = priceDelivery(rules, choice, lines, subtotalKobo, lagosToday());
  // An order of swatches alone goes by parcel at the shop's swatch fee, in place of its zone's; the zone
  // still says whether it is served, when it arrives and whether it may be paid on delivery.
  if (result.ok && result.quote.method === 'delivery' && isSampleOrder(lines)) {
    const { parcelFeeKobo } = await loadSwatchSettings(database);
    return { subtotalKobo, result: { ok: true, quote: { ...result.quote, feeKobo: parcelFeeKobo, freeByThreshold: false } }, pickupEnabled: rules.pickup.enabled, pickup: null };
  }
  return { subtotalKobo, result, pickupEnabled: rules.pickup.enabled, pickup: null };
}

/** An order of fabric and finish swatches alone: a sample order, posted as a parcel. */
export const isSampleOrder = (lines: readonly { swatch?: Swatch | null }[]) => lines.length > 0 && lines.every((line) => line.swatch);

/** What the shopper reads when the choice cannot be served. */
export function deliveryRefusal(reason: 'no-zone' | 'pickup-unavailable', state: string | null, pickupEnabled: boolean): string {
  if (reason === 'pickup-unavailable') return 'Pickup is not available there at the moment. Please choose another place or delivery.';
  const where = state ?? 'that state';
  return pickupEnabled
    ? `We don't deliver to ${where} yet. Choose showroom pickup, or contact us.`
    : `We don't deliver to ${where} yet. Please contact us.`;
}
