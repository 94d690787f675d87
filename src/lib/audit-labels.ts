// How the activity log's kinds of thing and actions read in the back office (Activity, History).
// Plain data, shared by the server (CSV) and the screens.

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
  staff: 'Staff member',
  invitation: 'Invitation',
  account: 'Account',
  export: 'Export',
  permission: 'Permission',
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
  invite: 'Invited',
  invitation_revoked: 'Revoked an invitation',
  invitation_accepted: 'Joined the staff',
  role_change: 'Changed a role',
  staff_removed: 'Removed from the staff',
  permission_denied: 'Refused: no permission',
  payment_confirmed: 'Payment confirmed',
  payment_review: 'Payment sent to review',
  reservation_expired: 'Reservation expired',
};

export function auditEntityLabel(entityType: string) {
  return AUDIT_ENTITY_LABELS[entityType] ?? entityType.replace(/_/g, ' ');
}

export function auditActionLabel(action: string) {
  return AUDIT_ACTION_LABELS[action] ?? action.replace(/_/g, ' ');
}
