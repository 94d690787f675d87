// The placeholders a saved reply may hold (docs/decisions/0081-one-inbox.md), filled with the shop's own
// values when staff pick it in the reply box: delivery fees and times by zone, the showrooms' addresses
// and hours. Plain code, shared by the saved replies screen (which lists them) and the server (which fills them).

export const SAVED_REPLY_PLACEHOLDERS = {
  delivery_fees: 'Delivery fees by state (from Delivery)',
  lead_times: 'Delivery times by state, in business days (from Delivery)',
  showroom_address: 'The showrooms’ addresses (from Locations: those that offer pickup)',
  showroom_hours: 'The showrooms’ opening hours (from Locations)',
} as const;
export type SavedReplyPlaceholder = keyof typeof SAVED_REPLY_PLACEHOLDERS;

/** `body` with every {placeholder} it names replaced; unknown ones are left as written. */
export function fillPlaceholders(body: string, values: Record<SavedReplyPlaceholder, string>): string {
  return body.replace(/\{([a-z_]+)\}/g, (whole, name: string) => (name in values ? values[name as SavedReplyPlaceholder] : whole));
}
