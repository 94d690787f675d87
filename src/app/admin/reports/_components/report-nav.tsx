import Link from 'next/link';
import { cn } from '@/lib/cn';

/** The Reports screens, one link each; a screen adds itself here. */
const REPORT_SCREENS = [
  { href: '/admin/reports', label: 'Sales' },
  { href: '/admin/reports/stock', label: 'Stock' },
  { href: '/admin/reports/made-to-order', label: 'Made to order' },
  { href: '/admin/reports/marketing', label: 'Marketing' },
  { href: '/admin/reports/accounts', label: 'For the accountant' },
] as const;

export type ReportScreen = (typeof REPORT_SCREENS)[number]['href'];

/** The row of report screens above each one; it scrolls sideways on a phone rather than wrapping. */
export function ReportNav({ current }: { current: ReportScreen }) {
  return (
    <nav aria-label="Reports" className="-mx-1 overflow-x-auto px-1">
      <div className="inline-flex rounded-lg border border-border bg-card p-1">
        {REPORT_SCREENS.map(({ href, label }) => (
          <Link
            key={href}
            href={href}
            aria-current={href === current ? 'page' : undefined}
            className={cn(
              'inline-flex h-11 items-center whitespace-nowrap rounded-md px-4 text-sm font-semibold transition-colors md:h-9',
              href === current ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-sand hover:text-foreground',
            )}
          >
            {label}
          </Link>
        ))}
      </div>
    </nav>
  );
}
