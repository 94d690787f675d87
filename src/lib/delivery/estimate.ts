import { formatNaira } from '@/lib/money';
import { lagosToday } from './business-days';
import { formatDeliveryWindow } from './format';
import { priceDelivery, type DeliveryRules, type DeliveryLine } from './price';

// The product page's one-line delivery estimate: this piece alone, one unit, to the state
// the shopper chose. Checkout prices the whole cart with the same priceDelivery.

// The product page checks the state it remembered with this, loaded with the estimate.
export { isNigerianState } from '@/lib/nigeria';

export type EstimatedPiece = DeliveryLine & { unitPriceKobo: number };

/** '12-19 Dec', with the year once the window leaves this one. */
const windowText = ({ start, end }: { start: string; end: string }, today: string) =>
  formatDeliveryWindow(start, end, { thisYear: Number(today.slice(0, 4)) });

function pickupReadiness(rules: DeliveryRules, piece: EstimatedPiece, today: string): string {
  if (piece.leadTimeMinDays === null) {
    const days = rules.pickup.readyBusinessDays;
    if (days === 0) return 'ready the same business day';
    return `ready in ${days} business ${days === 1 ? 'day' : 'days'}`;
  }
  // Made to order: the workshop's time comes first, so a count of days would mislead.
  const pickup = priceDelivery(rules, { method: 'pickup' }, [piece], piece.unitPriceKobo, today);
  return pickup.ok ? `ready ${windowText(pickup.quote.window, today)}` : '';
}

/**
 * 'Delivery to Lagos: ₦5,000, estimated 12-19 Dec', 'Free delivery to Lagos, estimated …',
 * or, for a state no active zone serves, that we don't deliver there yet (and pickup, if on).
 * `today` is a Lagos calendar day, YYYY-MM-DD: by default today, as the browser showing it sees it.
 */
export function deliveryEstimateText(rules: DeliveryRules, piece: EstimatedPiece, state: string, today: string = lagosToday()): string {
  const result = priceDelivery(rules, { method: 'delivery', state }, [piece], piece.unitPriceKobo, today);
  if (result.ok) {
    const { quote: price } = result;
    const when = `estimated ${windowText(price.window, today)}`;
    return price.feeKobo === 0 ? `Free delivery to ${state}, ${when}` : `Delivery to ${state}: ${formatNaira(price.feeKobo)}, ${when}`;
  }
  const refusal = `We don't deliver to ${state} yet.`;
  if (!rules.pickup.enabled) return refusal;
  return `${refusal} You can pick up at our showroom (${pickupReadiness(rules, piece, today)}).`;
}
