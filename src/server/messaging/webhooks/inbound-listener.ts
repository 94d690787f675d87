import 'server-only';
import type { Transaction } from '@/server/db/client';
import type { InboundEvent } from './webhook-events';

// Who keeps a customer's WhatsApp messages (docs/decisions/0081-one-inbox.md): the inbox, which lies above
// messaging and is never imported by it. The composition root hands the listener in at start-up
// (src/server/composition/shop.ts), as it hands the order record its events' listeners. It runs inside
// the transaction that applies the webhook's event, so the message is kept exactly when the event is
// marked processed.

export type InboundListener = (tx: Transaction, event: InboundEvent) => Promise<void>;

declare global {
  // On globalThis, as the order events' listeners are (src/server/orders/order-events.ts): Next.js may load
  // this module more than once in one process, and they share one registration.
  var __storeInboundListener: InboundListener | undefined;
}

/** Called by the composition root at start-up; a later call replaces the listener. */
export function registerInboundListener(listener: InboundListener) {
  globalThis.__storeInboundListener = listener;
}

/**
 * Hands a customer's message to the listener. A process that forgot to register one fails here, and the
 * event stays unprocessed for a worker that did, rather than mark it done with the message dropped.
 */
export function inboundReceived(tx: Transaction, event: InboundEvent): Promise<void> {
  const listener = globalThis.__storeInboundListener;
  if (!listener) throw new Error('Inbound WhatsApp messages have no listener: call composeTheShop() from src/server/composition/shop.ts at start-up.');
  return listener(tx, event);
}
