import type { MessagePurpose } from './message-events';

/** The purposes a consent is asked for, in the order screens list them. */
export { MESSAGE_PURPOSES as CONSENT_PURPOSES, type MessagePurpose as ConsentPurpose } from './message-events';

// The exact words a shopper is shown (or a staff member reads out) when asked to agree to messages on
// WhatsApp or SMS. The consent log keeps the words of the box that was ticked (NDPA: what was agreed to),
// so a control shows one of these constants and its action records that same constant.

/** Order updates: placed, paid, made, dispatched, delivered, and quotes and payment links. */
export const ORDER_UPDATES_CONSENT_WORDS = 'Send me updates about my orders on WhatsApp or SMS';

/** Marketing: back in stock and the cart left waiting, on WhatsApp. */
export const MARKETING_CONSENT_WORDS = 'Tell me on WhatsApp when saved pieces are back in stock or my cart is waiting';

export const CONSENT_WORDS: Record<MessagePurpose, string> = {
  order_updates: ORDER_UPDATES_CONSENT_WORDS,
  marketing: MARKETING_CONSENT_WORDS,
};

/** What staff see by the box they tick when a customer they asked agrees (Sell screen, drafts). */
export const ASKED_BY_STAFF = {
  label: `The customer agreed: “${ORDER_UPDATES_CONSENT_WORDS}”`,
  hint: 'Read them these words and tick only if they say yes. Recorded with your name.',
} as const;
