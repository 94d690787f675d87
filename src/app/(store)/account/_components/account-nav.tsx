'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { clsx } from 'clsx';

const LINKS = [
  { href: '/account', label: 'Profile & orders' },
  { href: '/account/saved', label: 'Saved' },
  { href: '/account/quotes', label: 'Quotes' },
  { href: '/account/reviews', label: 'Reviews' },
  { href: '/account/security', label: 'Security' },
  { href: '/account/privacy', label: 'Privacy' },
] as const;

/** Which link is the current one: exactly this page ('page'), or the section it sits in ('true'). */
function current(pathname: string, href: string): 'page' | 'true' | undefined {
  if (pathname === href) return 'page';
  // Order pages belong to 'Profile & orders'; /account itself only matches exactly above.
  if (href === '/account' && pathname.startsWith('/account/orders/')) return 'true';
  if (href !== '/account' && pathname.startsWith(`${href}/`)) return 'true';
  return undefined;
}

export function AccountNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="My Account" className="-mx-1 overflow-x-auto">
      <ul className="flex gap-1 border-b border-border px-1">
        {LINKS.map(({ href, label }) => {
          const state = current(pathname, href);
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={state}
                className={clsx(
                  '-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap transition-colors',
                  state
                    ? 'border-accent text-foreground'
                    : 'border-transparent text-muted-foreground hover:border-border hover:text-foreground',
                )}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
