import 'server-only';
import type { Transaction } from '@/server/db/client';

// What the order record tells the domains above it when its money changes or it is cancelled
// (docs/decisions/0076-jobs-behind-the-queue-api.md, "Left for later"). The record imports none of them:
// the composition root hands it the listeners at start-up (src/server/composition/shop.ts), as it hands
// auth its flows. Listeners run inside the emitter's transaction, so what they queue (the order's
// e-invoice job) commits or rolls back with the money.

export type OrderEventListeners = {
  /**
   * The order's money changed (a payment, a deposit's balance, a refund paid back, a reversal), the order
   * row locked. `sale`: money came in by this change (not a refund or a reversal).
   */
  moneyChanged: (tx: Transaction, orderId: string, change: { sale: boolean }) => Promise<void>;
  /** The order was cancelled, the order row locked. */
  cancelled: (tx: Transaction, orderId: string) => Promise<void>;
};

declare global {
  // On globalThis, as auth's flows are (src/server/auth/auth-flows.ts): Next.js may load this module
  // more than once in one process, and they share one registration.
  var __storeOrderEventListeners: OrderEventListeners | undefined;
}

/** Called by the composition root at start-up; a later call replaces the listeners. */
export function registerOrderEventListeners(listeners: OrderEventListeners) {
  globalThis.__storeOrderEventListeners = listeners;
}

/**
 * The listeners handed in. A process that forgot to register them fails here, rolling back the change,
 * rather than take money whose e-invoice is never queued (a tax-law failure, docs/decisions/0070-e-invoicing.md).
 */
function listeners(): OrderEventListeners {
  const registered = globalThis.__storeOrderEventListeners;
  if (!registered) throw new Error('The order events have no listeners: call composeTheShop() from src/server/composition/shop.ts at start-up.');
  return registered;
}

export function orderMoneyChanged(tx: Transaction, orderId: string, { sale }: { sale: boolean }) {
  return listeners().moneyChanged(tx, orderId, { sale });
}

export function orderCancelled(tx: Transaction, orderId: string) {
  return listeners().cancelled(tx, orderId);
}
