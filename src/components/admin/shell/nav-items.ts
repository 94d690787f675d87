import {
  CircleHelp,
  ClipboardList,
  Clapperboard,
  FileText,
  Frame,
  GalleryHorizontal,
  LayoutDashboard,
  Mail,
  Newspaper,
  Package,
  ReceiptText,
  Settings,
  ShoppingBag,
  Tags,
  Truck,
  Users,
  type LucideIcon,
} from 'lucide-react';

export type AdminNavItem = { href: string; label: string; icon: LucideIcon };
export type AdminNavGroup = { label: string | null; items: AdminNavItem[] };

// The product's sidebar links in the product's order (section 2, "Admin area"), grouped, with
// Messages (the contact inbox), Delivery (zones, fees, pickup) and Quotes (custom pieces) added
// among the sales screens.
export const ADMIN_NAV: AdminNavGroup[] = [
  { label: null, items: [{ href: '/admin', label: 'Dashboard', icon: LayoutDashboard }] },
  {
    label: 'Catalogue',
    items: [
      { href: '/admin/products', label: 'Products', icon: Package },
      { href: '/admin/categories', label: 'Categories', icon: Tags },
      { href: '/admin/hero-slides', label: 'Hero Slides', icon: GalleryHorizontal },
      { href: '/admin/hero-media', label: 'Hero Media', icon: Clapperboard },
    ],
  },
  {
    label: 'Sales',
    items: [
      { href: '/admin/orders', label: 'Orders', icon: ShoppingBag },
      { href: '/admin/quotes', label: 'Quotes', icon: ClipboardList },
      { href: '/admin/delivery', label: 'Delivery', icon: Truck },
      { href: '/admin/customers', label: 'Customers', icon: Users },
      { href: '/admin/refunds', label: 'Refunds', icon: ReceiptText },
      { href: '/admin/messages', label: 'Messages', icon: Mail },
    ],
  },
  {
    label: 'Content',
    items: [
      { href: '/admin/blog-posts', label: 'Blog Posts', icon: Newspaper },
      { href: '/admin/portfolio', label: 'Portfolio', icon: Frame },
      { href: '/admin/cms-pages', label: 'CMS Pages', icon: FileText },
      { href: '/admin/faqs', label: 'FAQs', icon: CircleHelp },
    ],
  },
  { label: 'Settings', items: [{ href: '/admin/settings', label: 'Website Settings', icon: Settings }] },
];

/** The link that stands for `pathname`: /admin only for itself, the others for their sub-pages too. */
export function isActiveLink(href: string, pathname: string) {
  if (href === '/admin') return pathname === '/admin';
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The label of the screen at `pathname`, for the phone's top bar. */
export function currentScreenLabel(pathname: string) {
  for (const group of ADMIN_NAV) {
    for (const item of group.items) if (isActiveLink(item.href, pathname)) return item.label;
  }
  return null;
}
