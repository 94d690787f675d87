'use client';
import { useEffect, useState } from 'react';
import type { CartLine } from '@/lib/cart/cart';
import type { DeliveryMethod } from '@/lib/constants';
import { priceDeliveryAction, type CheckoutPricingResult } from '@/server/checkout/actions/store/price-delivery';
import { useAction } from '@/components/use-action';

export type DeliveryPriceState = {
  loading: boolean;
  result: CheckoutPricingResult | null;
  /** The latest answer, even to an earlier question: shown while a new one is on its way. */
  last: CheckoutPricingResult | null;
};

/** What the price depends on besides the lines; `pickupLocationId` null: the location the server picks. */
export type DeliveryQuestion = { method: DeliveryMethod; state: string | null; pickupLocationId: string | null; discountCode: string | null };

/**
 * Asks the server what delivery costs for this cart, method and state (or pickup location), and
 * what the applied discount code takes off, again whenever one of them changes (or `refresh`
 * moves, after a refused order). Answers that arrive after a newer question are dropped.
 */
export function useDeliveryPrice(items: readonly CartLine[], { method, state, pickupLocationId, discountCode }: DeliveryQuestion, refresh: number) {
  const [answer, setAnswer] = useState<{ key: string; result: CheckoutPricingResult } | null>(null);
  // Quantities per variant decide the fee, window and saving (each variant has its own price); the
  // prices the lines were shown do not change the question, nor does a location while delivering.
  const lines = items.map((line) => ({ productId: line.id, variant: line.variant, measure: line.measure, swatch: line.swatch, quantity: line.quantity }));
  const question = { lines, method, state, pickupLocationId: method === 'pickup' ? pickupLocationId : null, discountCode };
  const key = JSON.stringify({ ...question, refresh });
  const { run } = useAction();

  useEffect(() => {
    if (lines.length === 0) return;
    let current = true;
    void run(priceDeliveryAction, question, {
      failed: (): Extract<CheckoutPricingResult, { ok: false }> => ({ ok: false, reason: 'failed', message: 'Could not price delivery right now. Please try again.' }),
    }).then((result) => {
      if (current) setAnswer({ key, result });
    });
    return () => {
      current = false;
    };
    // `key` stands for the question and refresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const fresh = answer?.key === key;
  return { loading: !fresh, result: fresh ? answer.result : null, last: answer?.result ?? null } satisfies DeliveryPriceState;
}
