'use client';
import { useEffect, useState } from 'react';
import type { CartLine } from '@/lib/cart/cart';
import type { DeliveryMethod } from '@/lib/constants';
import { quoteDeliveryAction, type DeliveryQuoteResult } from '@/server/orders/quote-delivery-action';

export type DeliveryQuoteState = {
  loading: boolean;
  result: DeliveryQuoteResult | null;
  /** The latest answer, even to an earlier question: shown while a new one is on its way. */
  last: DeliveryQuoteResult | null;
};

/**
 * Asks the server what delivery costs for this cart, method and state, and what the applied
 * discount code takes off, again whenever one of them changes (or `refresh` moves, after a
 * refused order). Answers that arrive after a newer question are dropped.
 */
export function useDeliveryQuote(items: readonly CartLine[], method: DeliveryMethod, state: string | null, refresh: number, discountCode: string | null) {
  const [answer, setAnswer] = useState<{ key: string; result: DeliveryQuoteResult } | null>(null);
  // Quantities per product decide the fee and window; prices and colours of lines do not change the question.
  const lines = items.map((line) => ({ productId: line.id, quantity: line.quantity }));
  const key = JSON.stringify({ lines, method, state, refresh, discountCode });

  useEffect(() => {
    if (lines.length === 0) return;
    let current = true;
    quoteDeliveryAction({ lines, method, state, discountCode })
      .catch((): DeliveryQuoteResult => ({ ok: false, reason: 'failed', message: 'Could not price delivery right now. Please try again.' }))
      .then((result) => {
        if (current) setAnswer({ key, result });
      });
    return () => {
      current = false;
    };
    // `key` stands for lines, method, state, refresh and the code.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const fresh = answer?.key === key;
  return { loading: !fresh, result: fresh ? answer.result : null, last: answer?.result ?? null } satisfies DeliveryQuoteState;
}
