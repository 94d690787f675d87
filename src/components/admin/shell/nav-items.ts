import {
  ArrowLeftRight,
  BadgePercent,
  ChartColumn,
  CircleHelp,
  ClipboardList,
  Clapperboard,
  FileCheck,
  FileCog,
  FileText,
  Frame,
  GalleryHorizontal,
  LayoutDashboard,
  Mail,
  MessageCircle,
  Newspaper,
  Package,
  ReceiptText,
  Settings,
  ShoppingBag,
  ShoppingCart,
  Star,
  Send,
  Store,
  Tags,
  Truck,
  Users,
  UsersRound,
  Wallet,
  Warehouse,
  History,
  Inbox,
  type LucideIcon,
} from 'lucide-react';
import { roleCan, type Permission, type StaffRole } from '@/lib/staff-roles';

/** `permission`: what the role must hold to see the link (and open the screen; each page checks it too). */
export type AdminNavItem = { href: string; label: string; icon: LucideIcon; permission: Permission };
export type AdminNavGroup = { label: string | null; items: AdminNavItem[] };

// The product's sidebar links in the product's order (section 2, "Admin area"), grouped, with
// Messages (the contact inbox), Delivery (zones, fees, pickup) and Quotes (custom pieces) added
// among the sales screens with the showroom's Sell and Cash-up, Locations and Transfers (stock per place)
// on their own, and Staff and Activity for the team. Each role sees only its own screens; one without the
// dashboard starts on its first (fulfilment on Orders).
export const ADMIN_NAV: AdminNavGroup[] = [
  { label: null, items: [{ href: '/admin', label: 'Dashboard', icon: LayoutDashboard, permission: 'dashboard.read' }] },
  {
    label: 'Catalogue',
    items: [
      { href: '/admin/products', label: 'Products', icon: Package, permission: 'products.read' },
      { href: '/admin/categories', label: 'Categories', icon: Tags, permission: 'products.read' },
      { href: '/admin/hero-slides', label: 'Hero Slides', icon: GalleryHorizontal, permission: 'hero.manage' },
      { href: '/admin/hero-media', label: 'Hero Media', icon: Clapperboard, permission: 'hero.manage' },
    ],
  },
  {
    label: 'Sales',
    items: [
      { href: '/admin/orders', label: 'Orders', icon: ShoppingBag, permission: 'orders.read' },
      { href: '/admin/inbox', label: 'Inbox', icon: Inbox, permission: 'inbox.read' },
      { href: '/admin/sell', label: 'Sell', icon: Store, permission: 'pos.sell' },
      { href: '/admin/drafts', label: 'Drafts', icon: Send, permission: 'pos.sell' },
      { href: '/admin/cash-up', label: 'Cash-up', icon: Wallet, permission: 'pos.sell' },
      { href: '/admin/quotes', label: 'Quotes', icon: ClipboardList, permission: 'quotes.read' },
      { href: '/admin/delivery', label: 'Delivery', icon: Truck, permission: 'delivery.manage' },
      { href: '/admin/discounts', label: 'Discounts', icon: BadgePercent, permission: 'discounts.manage' },
      { href: '/admin/abandoned-checkouts', label: 'Abandoned Checkouts', icon: ShoppingCart, permission: 'checkouts.read' },
      { href: '/admin/customers', label: 'Customers', icon: Users, permission: 'customers.read' },
      { href: '/admin/refunds', label: 'Refunds', icon: ReceiptText, permission: 'refunds.read' },
      { href: '/admin/einvoices', label: 'E-invoices', icon: FileCheck, permission: 'einvoices.read' },
      { href: '/admin/reports', label: 'Reports', icon: ChartColumn, permission: 'reports.read' },
      { href: '/admin/messages', label: 'Messages', icon: Mail, permission: 'messages.manage' },
    ],
  },
  {
    label: 'Stock',
    items: [
      { href: '/admin/locations', label: 'Locations', icon: Warehouse, permission: 'stock.manage' },
      { href: '/admin/transfers', label: 'Transfers', icon: ArrowLeftRight, permission: 'stock.manage' },
    ],
  },
  {
    label: 'Content',
    items: [
      { href: '/admin/blog-posts', label: 'Blog Posts', icon: Newspaper, permission: 'blog.manage' },
      { href: '/admin/portfolio', label: 'Portfolio', icon: Frame, permission: 'portfolio.manage' },
      { href: '/admin/cms-pages', label: 'CMS Pages', icon: FileText, permission: 'pages.manage' },
      { href: '/admin/faqs', label: 'FAQs', icon: CircleHelp, permission: 'faqs.manage' },
      { href: '/admin/reviews', label: 'Reviews', icon: Star, permission: 'reviews.manage' },
    ],
  },
  {
    label: 'Team',
    items: [
      { href: '/admin/staff', label: 'Staff', icon: UsersRound, permission: 'staff.manage' },
      { href: '/admin/activity', label: 'Activity', icon: History, permission: 'audit.read' },
    ],
  },
  {
    label: 'Settings',
    items: [
      { href: '/admin/settings', label: 'Website Settings', icon: Settings, permission: 'settings.website' },
      { href: '/admin/settings/einvoicing', label: 'E-invoicing', icon: FileCog, permission: 'settings.tax' },
      { href: '/admin/settings/messaging', label: 'Messaging', icon: MessageCircle, permission: 'settings.messaging' },
    ],
  },
];

/** The sidebar as `role` sees it: only the screens it may open, and no empty group. */
export function navForRole(role: StaffRole): AdminNavGroup[] {
  return ADMIN_NAV.map((group) => ({ ...group, items: group.items.filter((item) => roleCan(role, item.permission)) })).filter(
    (group) => group.items.length > 0,
  );
}

/** Where /admin sends a role that may not see the dashboard: its first screen. */
export function firstScreenFor(role: StaffRole): string {
  return navForRole(role)[0]?.items[0]?.href ?? '/account';
}

const covers = (href: string, pathname: string) => pathname === href || pathname.startsWith(`${href}/`);
const NAV_HREFS = ADMIN_NAV.flatMap((group) => group.items.map((item) => item.href));

/**
 * The link that stands for `pathname`: /admin only for itself, the others for their sub-pages too, unless
 * a longer link covers it (/admin/settings/einvoicing is E-invoicing, not Website Settings).
 */
export function isActiveLink(href: string, pathname: string) {
  if (href === '/admin') return pathname === '/admin';
  return covers(href, pathname) && !NAV_HREFS.some((other) => other.length > href.length && covers(other, pathname));
}

/** The label of the screen at `pathname`, for the phone's top bar. */
export function currentScreenLabel(pathname: string) {
  for (const group of ADMIN_NAV) {
    for (const item of group.items) if (isActiveLink(item.href, pathname)) return item.label;
  }
  return null;
}
