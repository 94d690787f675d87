// Where a message stands (docs/decisions/0080-whatsapp-and-sms-order-updates.md). Webhooks arrive late,
// repeated, batched and out of order, so a state only ever moves forward: laterState keeps the later one.

/**
 * In order, earliest first. A failure outranks 'sent' (a late 'sent' never hides it), but a delivery or a
 * read outranks the failure: the message reached the phone. 'not_sent' is ours, decided before any API
 * call, and final.
 */
export const MESSAGE_STATES = ['queued', 'accepted', 'sent', 'failed', 'delivered', 'read', 'not_sent'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

/** The state a message holds once `incoming` is reported while it stood at `current`. */
export function laterState(current: MessageState, incoming: MessageState): MessageState {
  return MESSAGE_STATES.indexOf(incoming) > MESSAGE_STATES.indexOf(current) ? incoming : current;
}

export const MESSAGE_STATE_LABELS: Record<MessageState, string> = {
  queued: 'Queued',
  accepted: 'Accepted',
  sent: 'Sent',
  failed: 'Failed',
  delivered: 'Delivered',
  read: 'Read',
  not_sent: 'Not sent',
};

/** A WhatsApp template's state at Meta, as the template webhooks and the sync report it. */
export const TEMPLATE_STATES = ['not_submitted', 'pending', 'approved', 'rejected', 'paused', 'disabled'] as const;
export type TemplateState = (typeof TEMPLATE_STATES)[number];

export const TEMPLATE_CATEGORIES = ['UTILITY', 'MARKETING'] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];
