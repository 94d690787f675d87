import { STAFF_ROLE_LABELS, isStaffRole } from './staff-roles';

// How the activity log's kinds of thing, actions and actors read in the back office (Activity,
// History), and where a row's entity has a screen of its own. Plain data, shared by the server (CSV)
// and the screens.

export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  order: 'Order',
  payment: 'Payment',
  refund: 'Refund',
  customer: 'Customer',
  product: 'Product',
  category: 'Category',
  quote: 'Quote',
  delivery_zone: 'Delivery zone',
  delivery_settings: 'Delivery settings',
  hero_slide: 'Hero slide',
  hero_media: 'Hero media',
  blog_post: 'Blog post',
  cms_page: 'Page',
  faq: 'FAQ',
  portfolio_item: 'Portfolio item',
  message: 'Message',
  settings: 'Website settings',
  einvoicing_settings: 'E-invoicing settings',
  messaging_settings: 'Messaging settings',
  staff: 'Staff member',
  invitation: 'Invitation',
  account: 'Account',
  export: 'Export',
  import: 'Import',
  permission: 'Permission',
  discount: 'Discount code',
  review: 'Review',
  stock_location: 'Location',
  stock_transfer: 'Stock transfer',
  stock_count: 'Stock count',
  cash_up: 'Cash-up',
  draft_order: 'Draft order',
  phone_records: 'Records of a phone number',
  conversation: 'Conversation',
  saved_reply: 'Saved reply',
};

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  sign_in: 'Signed in',
  sign_in_failed: 'Sign-in failed',
  two_factor_enabled: 'Turned on two-factor',
  two_factor_disabled: 'Turned off two-factor',
  export: 'Exported',
  import: 'Imported',
  fetch_pictures_again: 'Fetched pictures again',
  invite: 'Invited',
  invitation_revoked: 'Revoked an invitation',
  invitation_accepted: 'Joined the staff',
  role_change: 'Changed a role',
  staff_removed: 'Removed from the staff',
  permission_denied: 'Refused: no permission',
  payment_confirmed: 'Payment confirmed',
  payment_review: 'Payment sent to review',
  reservation_expired: 'Reservation expired',
  status_change: 'Changed the status',
  stage_change: 'Moved to a stage',
  transfer_sent: 'Sent stock',
  transfer_received: 'Received stock',
  stock_counted: 'Counted stock',
  stock_moved: 'Moved an order’s stock',
  showroom_sale: 'Sold in the showroom',
  new_link: 'Made a new link',
  mail_link: 'Mailed the link',
  message_link: 'Sent the link on WhatsApp or SMS',
  cancel: 'Cancelled',
  draft_ordered: 'Ordered from a draft',
  quote_ordered: 'Ordered from a quote',
  einvoice_issued: 'E-invoice issued',
  einvoice_signed: 'E-invoice signed by MBS',
  einvoice_paid: 'E-invoice marked paid at MBS',
  einvoice_refused: 'E-invoice refused by MBS',
  einvoice_retried: 'E-invoice sent again',
  mbs_lists_refreshed: 'Read MBS’s lists again',
  test_message_sent: 'Sent a test message',
  templates_submitted: 'Submitted WhatsApp templates',
  templates_synced: 'Read WhatsApp templates’ states',
  problem_resolved: 'Resolved a problem',
  payment_recorded: 'Recorded a payment',
  transfer_rejected: 'Rejected a transfer',
  review_accepted: 'Accepted a payment under review',
  review_failed: 'Marked a payment failed',
  payment_reversed: 'Reversed a payment',
  refund_created: 'Refund issued',
  refund_updated: 'Refund changed',
  refund_deleted: 'Refund deleted',
  account_closed: 'Closed the account',
  erased_on_request: 'Erased on request',
  quote_sent: 'Sent a quote',
  message_sent: 'Sent a message',
  invitation_resent: 'Resent an invitation',
  password_reset: 'Reset the password',
  passkey_added: 'Added a passkey',
  passkey_removed: 'Removed a passkey',
  enrolment_link_sent: 'Sent a two-factor set-up link',
  email_changed: 'Changed the email',
  email_change_undone: 'Put the old email back',
  checkout_follow_up: 'Followed up on WhatsApp',
  approve: 'Approved',
  hide: 'Hid',
  reply: 'Replied',
  reply_removed: 'Removed the reply',
};

export function auditEntityLabel(entityType: string) {
  return AUDIT_ENTITY_LABELS[entityType] ?? entityType.replace(/_/g, ' ');
}

export function auditActionLabel(action: string) {
  return AUDIT_ACTION_LABELS[action] ?? action.replace(/_/g, ' ');
}

type ActorFields = { actorKind: string; actorName: string | null; actorEmail: string | null; actorRole?: string | null };

/** Who did it, in words: a person's name, "The shop", or "Command line (npm run admin:create)". */
export function auditActorWords(row: ActorFields) {
  if (row.actorKind === 'system') return 'The shop';
  if (row.actorKind === 'command') return `Command line${row.actorName ? ` (${row.actorName})` : ''}`;
  return row.actorName || row.actorEmail || 'Unknown';
}

/**
 * Who did it with their role at the time: "Ada Obi (Manager)", "The shop"; an account without a staff
 * role says so, so a shopper who named themselves "The shop" or after a member reads as a shopper.
 */
export function auditActorName(row: ActorFields) {
  const who = auditActorWords(row);
  if (row.actorKind === 'user') return `${who} (shopper account)`;
  return isStaffRole(row.actorRole) ? `${who} (${STAFF_ROLE_LABELS[row.actorRole]})` : who;
}

const ORDER_NUMBER = /\bORD-[A-Z0-9-]+/i;

/**
 * The back-office screen of a row's entity, or null when it has none or the row deleted it. Orders,
 * refunds and payments open the Orders list searched by the order number in their label.
 */
export function auditEntityHref(row: { entityType: string; entityId: string | null; entityLabel: string; action: string }): string | null {
  if (row.action === 'delete') return null;
  const id = row.entityId ? encodeURIComponent(row.entityId) : null;
  switch (row.entityType) {
    case 'product':
      return id ? `/admin/products/${id}` : null;
    case 'customer':
      return id ? `/admin/customers?customer=${id}` : null;
    case 'quote':
      return id ? `/admin/quotes/${id}` : null;
    case 'order':
    case 'payment':
    case 'refund': {
      const number = ORDER_NUMBER.exec(row.entityLabel)?.[0];
      return number ? `/admin/orders?q=${encodeURIComponent(number)}` : null;
    }
    case 'staff':
    case 'invitation':
      return '/admin/staff';
    case 'settings':
      return '/admin/settings';
    case 'einvoicing_settings':
      return '/admin/settings/einvoicing';
    case 'stock_location':
      return '/admin/locations';
    case 'stock_count':
      return id ? `/admin/locations/${id}` : null;
    case 'stock_transfer':
      return '/admin/transfers';
    case 'draft_order':
      return '/admin/drafts';
    case 'conversation':
      return id ? `/admin/inbox/${id}` : null;
    case 'saved_reply':
      return '/admin/inbox/saved-replies';
    default:
      return null;
  }
}
