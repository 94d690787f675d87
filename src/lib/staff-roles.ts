// The staff role model (docs/security.md, "Staff roles"): five fixed roles, each a set of
// permissions written once here. A permission stands for one kind of action; every server action,
// admin query, admin route and admin page checks one (src/server/auth/permissions.ts), and the back
// office shows only what the signed-in role may use. Plain data, so client components can ask too.

export const STAFF_ROLES = ['owner', 'manager', 'fulfilment', 'content', 'accountant'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  fulfilment: 'Fulfilment',
  content: 'Content editor',
  accountant: 'Accountant',
};

export const STAFF_ROLE_SUMMARIES: Record<StaffRole, string> = {
  owner: 'Everything, including staff and payment settings.',
  manager: 'Everything except staff, payment and tax settings.',
  fulfilment: 'Orders, production stages, delivery dates, transfers and cash payments, delivery zones, stock counts and transfers, showroom sales, the inbox. No refunds or prices.',
  content: 'Blog, pages, FAQs, portfolio, hero slides and media, messages, the inbox, reviews.',
  accountant: 'Reads orders, payments, refunds, customers, e-invoices, the dashboard and sales reports, and exports CSV. Changes nothing but sending an e-invoice to the NRS again.',
};

/** Every permission with what it allows, in the words the Staff screen shows. */
export const PERMISSIONS = {
  'dashboard.read': 'See the dashboard',
  'reports.read': 'See sales reports',
  'reports.export': 'Export sales reports as CSV',
  'orders.read': 'See orders',
  'orders.update': 'Change an order’s status, notes and delivery dates',
  'orders.stages': 'Move made-to-order pieces through production',
  'orders.delete': 'Delete orders',
  'orders.export': 'Export orders as CSV',
  'payments.read': 'See payments and transfers waiting',
  'payments.record': 'Confirm or reject transfers and record cash or POS payments',
  'payments.reverse': 'Reverse a recorded payment',
  'refunds.read': 'See refunds',
  'refunds.create': 'Issue refunds',
  'refunds.update': 'Change or delete refunds',
  'einvoices.read': 'See e-invoices reported to the NRS and export them as CSV',
  'einvoices.retry': 'Send a refused or waiting e-invoice to the NRS again',
  'customers.read': 'See customers',
  'customers.write': 'Add, change and delete customers',
  'customers.close': 'Close a customer’s account',
  'privacy.requests': 'Download or erase, on request, the drafts and showroom sales made with a phone number only',
  'products.read': 'See products and categories',
  'products.write': 'Add and change products, prices and categories',
  'quotes.read': 'See quote requests',
  'quotes.write': 'Send quotes and reply to quote requests',
  'delivery.manage': 'Manage delivery zones and fees',
  'locations.manage': 'Add and change stock locations: showrooms, warehouses, pickup',
  'stock.manage': 'Count stock and move it between locations',
  'pos.sell': 'Sell in the showroom (the Sell screen), send draft orders by chat, and close the day’s cash-up',
  'discounts.manage': 'Create and change discount codes',
  'checkouts.read': 'See abandoned checkouts and follow them up',
  'hero.manage': 'Manage hero slides and media',
  'blog.manage': 'Manage the blog',
  'pages.manage': 'Manage pages',
  'faqs.manage': 'Manage FAQs',
  'portfolio.manage': 'Manage the portfolio',
  'messages.manage': 'Read and answer contact messages',
  'inbox.read': 'Read the inbox: WhatsApp chats, contact messages and questions about pieces',
  'inbox.reply': 'Reply from the inbox, assign, label and close conversations',
  'reviews.manage': 'Approve, hide and answer customer reviews',
  'media.upload': 'Upload images and videos',
  'settings.website': 'Change the website settings',
  'settings.payments': 'Change payment settings',
  'settings.tax': 'Change tax and legal settings, and e-invoicing with the NRS',
  'settings.messaging': 'Change WhatsApp and SMS settings, send a test message and submit WhatsApp templates',
  'staff.manage': 'Invite staff, change roles and staff sign-in rules',
  'audit.read': 'Read the activity log',
  'audit.export': 'Export the activity log as CSV',
} as const;

export type Permission = keyof typeof PERMISSIONS;
const ALL = Object.keys(PERMISSIONS) as Permission[];

const OWNER_ONLY: Permission[] = ['staff.manage', 'settings.payments', 'settings.tax', 'settings.messaging', 'audit.read', 'audit.export', 'privacy.requests'];

export const ROLE_PERMISSIONS: Record<StaffRole, ReadonlySet<Permission>> = {
  owner: new Set(ALL),
  manager: new Set(ALL.filter((permission) => !OWNER_ONLY.includes(permission))),
  fulfilment: new Set<Permission>([
    'orders.read',
    'orders.update',
    'orders.stages',
    'payments.read',
    'payments.record',
    'delivery.manage',
    'stock.manage',
    'pos.sell',
    'media.upload',
    'inbox.read',
    'inbox.reply',
  ]),
  content: new Set<Permission>([
    'hero.manage',
    'blog.manage',
    'pages.manage',
    'faqs.manage',
    'portfolio.manage',
    'messages.manage',
    'reviews.manage',
    'media.upload',
    'inbox.read',
    'inbox.reply',
  ]),
  accountant: new Set<Permission>([
    'dashboard.read',
    'reports.read',
    'reports.export',
    'orders.read',
    'orders.export',
    'payments.read',
    'refunds.read',
    'customers.read',
    'einvoices.read',
    'einvoices.retry',
    'audit.read',
    'audit.export',
  ]),
};

export function roleCan(role: StaffRole | null | undefined, permission: Permission): boolean {
  return role ? ROLE_PERMISSIONS[role].has(permission) : false;
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}
