// What the shop sends customers on WhatsApp or by SMS, and why it may
// (docs/decisions/0080-whatsapp-and-sms-order-updates.md): shared by the schema, the queue and the screens.

export const MESSAGE_EVENTS = [
  'order_placed',
  'order_paid',
  'transfer_confirmed',
  'production_stage',
  'dispatched',
  'delivered',
  'quote_ready',
  'draft_link',
  'balance_due',
  'back_in_stock',
  'abandoned_checkout',
  // A reply from the team's inbox (docs/decisions/0081-one-inbox.md): free-form inside the 24-hour window,
  // the follow-up template after it.
  'inbox_reply',
  'inbox_follow_up',
] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];

/** What a consent is given for: order updates, or marketing, which needs its own. */
export const MESSAGE_PURPOSES = ['order_updates', 'marketing'] as const;
export type MessagePurpose = (typeof MESSAGE_PURPOSES)[number];

/** The events that are marketing (Meta's MARKETING category, always charged, their own consent). */
export const MARKETING_EVENTS: readonly MessageEvent[] = ['back_in_stock', 'abandoned_checkout'];

export function purposeOf(event: MessageEvent): MessagePurpose {
  return MARKETING_EVENTS.includes(event) ? 'marketing' : 'order_updates';
}

export const MESSAGE_CHANNELS = ['whatsapp', 'sms', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** Where a consent was given or withdrawn: a form of the shop, staff asking, or the shopper's own words on WhatsApp. */
export const CONSENT_SOURCES = [
  'checkout',
  'account',
  'quote_request',
  'sell',
  'draft',
  'whatsapp_stop',
  'whatsapp_start',
  'whatsapp_preferences',
] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

export const EVENT_LABELS: Record<MessageEvent, string> = {
  order_placed: 'Order placed',
  order_paid: 'Payment received',
  transfer_confirmed: 'Transfer confirmed',
  production_stage: 'Production stage',
  dispatched: 'Dispatched',
  delivered: 'Delivered',
  quote_ready: 'Quote ready',
  draft_link: 'Order to review',
  balance_due: 'Balance due',
  back_in_stock: 'Back in stock',
  abandoned_checkout: 'Abandoned checkout',
  inbox_reply: 'Reply from the inbox',
  inbox_follow_up: 'Follow-up from the inbox',
};
