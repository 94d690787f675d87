import 'server-only';
import { db, type Database, type Transaction } from '@/server/db/client';
import { loadDeliveryRules } from '@/server/delivery/rules';
import { lagosToday } from '@/lib/delivery/business-days';
import { priceDelivery, type DeliveryChoice, type DeliveryLine, type DeliveryPriceResult } from '@/lib/delivery/price';

// Delivery for a cart, on the server: the price checkout shows and the one placeOrder
// charges come from this one function over the database's rules and products, so a fee
// can only differ between the two when an admin changed something in between.

export type PricedLine = DeliveryLine & { unitPriceKobo: number; quantity: number };

export type CartDelivery = { subtotalKobo: number; result: DeliveryPriceResult; pickupEnabled: boolean };

export async function deliveryForCart(
  lines: readonly PricedLine[],
  choice: DeliveryChoice,
  database: Database | Transaction = db,
): Promise<CartDelivery> {
  const subtotalKobo = lines.reduce((sum, line) => sum + line.unitPriceKobo * line.quantity, 0);
  const rules = await loadDeliveryRules(database);
  return {
    subtotalKobo,
    result: priceDelivery(rules, choice, lines, subtotalKobo, lagosToday()),
    pickupEnabled: rules.pickup.enabled,
  };
}

/** What the shopper reads when the choice cannot be served. */
export function deliveryRefusal(reason: 'no-zone' | 'pickup-unavailable', state: string | null, pickupEnabled: boolean): string {
  if (reason === 'pickup-unavailable') return 'Showroom pickup is not available at the moment. Please choose delivery.';
  const where = state ?? 'that state';
  return pickupEnabled
    ? `We don't deliver to ${where} yet. Choose showroom pickup, or contact us.`
    : `We don't deliver to ${where} yet. Please contact us.`;
}
