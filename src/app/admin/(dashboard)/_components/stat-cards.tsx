import Link from 'next/link';
import { Frame, Newspaper, Package, ShoppingBag, type LucideIcon } from 'lucide-react';
import type { DashboardCounts } from '@/server/dashboard/admin-dashboard-reads';
import { roleCan, type Permission, type StaffRole } from '@/lib/staff-roles';

const numberFormat = new Intl.NumberFormat('en-NG');

const CARDS: { key: keyof DashboardCounts; label: string; href: string; permission: Permission; icon: LucideIcon }[] = [
  { key: 'products', label: 'Total Products', href: '/admin/products', permission: 'products.read', icon: Package },
  { key: 'orders', label: 'Total Orders', href: '/admin/orders', permission: 'orders.read', icon: ShoppingBag },
  { key: 'blogPosts', label: 'Blog Posts', href: '/admin/blog-posts', permission: 'blog.manage', icon: Newspaper },
  { key: 'portfolioItems', label: 'Portfolio Items', href: '/admin/portfolio', permission: 'portfolio.manage', icon: Frame },
];

const CARD = 'group flex h-full flex-col gap-3 rounded-xl border border-border/70 bg-card p-4 shadow-soft sm:p-5';

/** The product's four counts; each card opens its screen, when `role` may open it (else it is only a count). */
export function StatCards({ counts, role }: { counts: DashboardCounts; role: StaffRole }) {
  return (
    <ul aria-label="Totals" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {CARDS.map(({ key, label, href, permission, icon: Icon }) => {
        const content = (
          <>
            <span className="flex items-center justify-between gap-2">
              <span className="text-sm font-medium text-muted-foreground">{label}</span>
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-sand text-brass-text transition-colors group-hover:bg-accent group-hover:text-accent-foreground">
                <Icon aria-hidden="true" className="size-4" />
              </span>
            </span>
            <span className="font-display text-3xl font-semibold tracking-tight text-foreground tabular-nums sm:text-4xl">
              {numberFormat.format(counts[key])}
            </span>
          </>
        );
        return (
          <li key={key}>
            {roleCan(role, permission) ? (
              <Link href={href} className={`${CARD} transition-colors hover:border-foreground/25`}>
                {content}
              </Link>
            ) : (
              <div className={CARD}>{content}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
