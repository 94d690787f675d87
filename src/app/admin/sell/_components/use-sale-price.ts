'use client';
import { useServerPreview } from '@/components/admin/use-server-preview';
import { priceShowroomSaleAction } from '@/server/pos/actions/price-showroom-sale';
import type { SaleQuote } from './sale-state';

/**
 * What the sale comes to, asked of the server a moment after the last change (the lines, the buyer,
 * the discount), or when `round` changes (a refused sale may have met a new price).
 */
export function useSalePrice(quote: SaleQuote | null, round: number) {
  const { data, shown, pending, error, fieldErrors } = useServerPreview(priceShowroomSaleAction, quote, round, 'Could not price this sale. Check the connection and try again.');
  return {
    priced: data,
    shown,
    pricing: pending,
    // A size or a discount field can be wrong here: their own messages say how.
    error: error && Object.keys(fieldErrors).length > 0 ? 'Check the fields marked to see the total.' : error,
    fieldErrors,
  };
}
