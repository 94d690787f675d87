// The team's inbox (docs/decisions/0081-one-inbox.md): one conversation per person, whatever way they
// wrote (WhatsApp, the contact form, a question on a product page), in one list the whole team works from.
// Plain data, shared by the server and the back office's screens.

/** Open: the shop owes an answer. Waiting: the customer does. Done: nothing left to do. */
export const CONVERSATION_STATES = ['open', 'waiting', 'done'] as const;
export type ConversationState = (typeof CONVERSATION_STATES)[number];

export const CONVERSATION_STATE_LABELS: Record<ConversationState, string> = {
  open: 'Open',
  waiting: 'Waiting for the customer',
  done: 'Done',
};

/** How a reply reaches the person: on WhatsApp when they wrote there, by email otherwise. */
export const CONVERSATION_CHANNELS = ['whatsapp', 'email'] as const;
export type ConversationChannel = (typeof CONVERSATION_CHANNELS)[number];

export const CONVERSATION_CHANNEL_LABELS: Record<ConversationChannel, string> = {
  whatsapp: 'WhatsApp',
  email: 'Email',
};

/** Where a message in a conversation came from, or how a reply went. */
export const CONVERSATION_SOURCES = ['whatsapp', 'contact_form', 'product_question', 'email'] as const;
export type ConversationSource = (typeof CONVERSATION_SOURCES)[number];

/** What a message holds. */
export const CONVERSATION_MESSAGE_KINDS = ['text', 'image', 'audio', 'button', 'location', 'piece', 'discount', 'draft_link', 'quote', 'template', 'unsupported'] as const;
export type ConversationMessageKind = (typeof CONVERSATION_MESSAGE_KINDS)[number];

/** A picture or voice note fetched from Meta into the shop's storage, or refused with its reason. */
export const MEDIA_STATES = ['pending', 'kept', 'refused'] as const;
export type MediaState = (typeof MEDIA_STATES)[number];

/** The labels the shop starts with; staff may add their own. */
export const DEFAULT_CONVERSATION_LABELS = ['price', 'delivery', 'custom order', 'complaint', 'showroom visit'] as const;

/** Free-form replies on WhatsApp are allowed this long after the customer's last message (Meta's window). */
export const WHATSAPP_WINDOW_MS = 24 * 60 * 60_000;
