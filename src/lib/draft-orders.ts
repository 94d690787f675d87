// Sales made by chat (docs/decisions/0066-draft-orders.md): the words and rules both the back office
// and the customer's page use.

/** 'expired' is never stored: an open draft past expires_at reads as expired. */
export const DRAFT_ORDER_STATUSES = ['open', 'ordered', 'cancelled'] as const;
export type DraftOrderStatus = (typeof DRAFT_ORDER_STATUSES)[number];
export type DraftOrderState = DraftOrderStatus | 'expired';

export const DRAFT_STATE_LABELS: Record<DraftOrderState, string> = { open: 'Link sent', ordered: 'Ordered', cancelled: 'Cancelled', expired: 'Expired' };

/** How long a link works, in days: the default and the longest staff may choose. */
export const DRAFT_LINK_DAYS = { default: 7, max: 30 } as const;

export function draftStateOf(draft: { status: DraftOrderStatus; expiresAt: Date }, now = new Date()): DraftOrderState {
  return draft.status === 'open' && draft.expiresAt <= now ? 'expired' : draft.status;
}

/** The customer's page; the token is the link's only secret. */
export const draftPayPath = (token: string) => `/pay/${token}`;

/** What staff send by WhatsApp or SMS with the link. */
export function draftLinkMessage(customerName: string, shopName: string, link: string) {
  const first = customerName.trim().split(/\s+/)[0] ?? customerName;
  return `Hello ${first}, here is your order from ${shopName}. Check the details and pay here: ${link}`;
}
