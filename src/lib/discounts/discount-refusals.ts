import { formatNaira } from '@/lib/money';

// Why a discount code does not apply, in the words checkout shows (docs/product.md, "Discount
// codes"). The server decides; these only say it.

export type DiscountRefusal =
  | { reason: 'unknown' }
  | { reason: 'inactive' }
  | { reason: 'not-started' }
  | { reason: 'ended' }
  | { reason: 'used-up' }
  | { reason: 'used-by-you' }
  | { reason: 'not-for-these-items' }
  /** `limited`: the code is for some pieces only, and only those count toward the minimum. */
  | { reason: 'minimum'; minSubtotalKobo: number; limited: boolean }
  | { reason: 'too-many-tries'; retryAfterSeconds: number };

export function discountRefusalMessage(refusal: DiscountRefusal, code: string): string {
  switch (refusal.reason) {
    case 'unknown':
    case 'inactive':
      // A switched-off code reads like one that never existed: it is no business of the shopper's.
      return `We don't recognise the code ${code}. Check it and try again.`;
    case 'not-started':
      return `The code ${code} is not valid yet.`;
    case 'ended':
      return `The code ${code} has ended.`;
    case 'used-up':
      return `The code ${code} has been used up.`;
    case 'used-by-you':
      return `You have already used the code ${code}.`;
    case 'not-for-these-items':
      return `The code ${code} is not for the pieces in your cart.`;
    case 'minimum':
      return refusal.limited
        ? `The code ${code} needs at least ${formatNaira(refusal.minSubtotalKobo)} of the pieces it is for.`
        : `The code ${code} needs an order of at least ${formatNaira(refusal.minSubtotalKobo)}.`;
    case 'too-many-tries':
      return `Too many codes tried. Please wait ${Math.max(1, Math.ceil(refusal.retryAfterSeconds / 60))} min and try again.`;
  }
}
