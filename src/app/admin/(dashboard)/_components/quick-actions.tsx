import Link from 'next/link';
import { Frame, GalleryHorizontal, Newspaper, Plus, ShoppingBag, Tags, type LucideIcon } from 'lucide-react';
import { roleCan, type Permission, type StaffRole } from '@/lib/staff-roles';
import { DashboardCard } from './dashboard-card';

// The product's quick actions (products/new, categories, blog, portfolio) and the two screens
// an owner opens most. /admin/blog redirects to /admin/blog-posts, so the link goes there.
// Each is shown only to a role that may open its screen.
const ACTIONS: { href: string; label: string; permission: Permission; icon: LucideIcon }[] = [
  { href: '/admin/products/new', label: 'Add Product', permission: 'products.write', icon: Plus },
  { href: '/admin/categories', label: 'Manage Categories', permission: 'products.read', icon: Tags },
  { href: '/admin/blog-posts', label: 'Add Blog Post', permission: 'blog.manage', icon: Newspaper },
  { href: '/admin/portfolio', label: 'Manage Portfolio', permission: 'portfolio.manage', icon: Frame },
  { href: '/admin/hero-slides', label: 'Manage Hero Slides', permission: 'hero.manage', icon: GalleryHorizontal },
  { href: '/admin/orders', label: 'View Orders', permission: 'orders.read', icon: ShoppingBag },
];

export function QuickActions({ role }: { role: StaffRole }) {
  const actions = ACTIONS.filter((action) => roleCan(role, action.permission));
  if (actions.length === 0) return null;
  return (
    <DashboardCard title="Quick actions" titleId="dashboard-quick-actions">
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-1">
        {actions.map(({ href, label, icon: Icon }) => (
          <li key={href}>
            <Link
              href={href}
              className="flex h-full min-h-11 items-center gap-2.5 rounded-lg border border-border bg-background px-3 py-2 text-sm lg:min-h-10 font-medium text-foreground transition-colors hover:border-foreground/30 hover:bg-sand/60"
            >
              <Icon aria-hidden="true" className="size-4 shrink-0 text-accent" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </DashboardCard>
  );
}
