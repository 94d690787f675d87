'use client';
import { useEffect, useState } from 'react';
import { settle } from '@/components/settle-action';
import { fieldErrorsOf } from '@/components/use-action';
import { priceShowroomSaleAction } from '@/server/pos/actions/price-showroom-sale';
import type { PricedSale } from '@/server/pos/sale-pricing';
import type { SaleQuote } from './sale-state';

type Answer = { asked: string; priced: PricedSale | null; error: string | null; fieldErrors: Record<string, string[]> };

const PRICE_AFTER_MS = 250;

/**
 * What the sale comes to, asked of the server a moment after the last change (the lines, the buyer,
 * the discount), or when `round` changes (a refused sale may have met a new price). While a new price
 * is on its way the last one stays on screen, with `pricing` true.
 */
export function useSalePrice(quote: SaleQuote | null, round: number) {
  const asked = quote ? JSON.stringify({ quote, round }) : null;
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [lastPriced, setLastPriced] = useState<PricedSale | null>(null);

  useEffect(() => {
    if (asked === null) return;
    let current = true;
    const timer = setTimeout(async () => {
      const { quote: wanted } = JSON.parse(asked) as { quote: SaleQuote };
      const result = await settle(priceShowroomSaleAction, wanted, 'Could not price this sale. Check the connection and try again.');
      if (!current) return;
      if (result.ok) setAnswer({ asked, priced: result.data, error: null, fieldErrors: {} });
      else {
        // Only the discount's fields can be wrong here: their own messages say how.
        const fieldErrors = fieldErrorsOf(result);
        setAnswer({ asked, priced: null, error: Object.keys(fieldErrors).length > 0 ? 'Check the discount to see the total.' : result.error, fieldErrors });
      }
      if (result.ok) setLastPriced(result.data);
    }, PRICE_AFTER_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [asked]);

  const answered = asked !== null && answer?.asked === asked ? answer : null;
  return {
    /** The price of the sale as it is now; null while pricing or when it was refused. */
    priced: answered?.priced ?? null,
    /** The last price the server gave, to show while the next is on its way. */
    shown: asked === null ? null : (answered?.priced ?? (answered ? null : lastPriced)),
    pricing: asked !== null && answered === null,
    error: answered?.error ?? null,
    fieldErrors: answered?.fieldErrors ?? {},
  };
}
