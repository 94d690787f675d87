import Link from 'next/link';
import { Frame, Newspaper, Package, ShoppingBag, type LucideIcon } from 'lucide-react';
import type { DashboardCounts } from '@/server/dashboard/queries';

const numberFormat = new Intl.NumberFormat('en-NG');

const CARDS: { key: keyof DashboardCounts; label: string; href: string; icon: LucideIcon }[] = [
  { key: 'products', label: 'Total Products', href: '/admin/products', icon: Package },
  { key: 'orders', label: 'Total Orders', href: '/admin/orders', icon: ShoppingBag },
  { key: 'blogPosts', label: 'Blog Posts', href: '/admin/blog-posts', icon: Newspaper },
  { key: 'portfolioItems', label: 'Portfolio Items', href: '/admin/portfolio', icon: Frame },
];

/** The product's four counts; each card opens its screen. */
export function StatCards({ counts }: { counts: DashboardCounts }) {
  return (
    <ul aria-label="Totals" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {CARDS.map(({ key, label, href, icon: Icon }) => (
        <li key={key}>
          <Link
            href={href}
            className="group flex h-full flex-col gap-3 rounded-xl border border-border/70 bg-card p-4 shadow-soft transition-colors hover:border-foreground/25 sm:p-5"
          >
            <span className="flex items-center justify-between gap-2">
              <span className="text-sm font-medium text-muted-foreground">{label}</span>
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-sand text-brass-text transition-colors group-hover:bg-accent group-hover:text-accent-foreground">
                <Icon aria-hidden="true" className="size-4" />
              </span>
            </span>
            <span className="font-display text-3xl font-semibold tracking-tight text-foreground tabular-nums sm:text-4xl">
              {numberFormat.format(counts[key])}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
