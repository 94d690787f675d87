'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { clsx } from 'clsx';
import { MAIN_NAV, isCurrentRoute } from './nav-links';

/** The desktop links; the current page's is marked (the header stays mounted across pages). */
export function MainNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Main" className="hidden md:block">
      <ul className="flex items-center gap-1 lg:gap-3">
        {MAIN_NAV.map((link) => {
          const current = isCurrentRoute(pathname, link.href);
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={current ? 'page' : undefined}
                className={clsx(
                  'relative inline-flex h-11 items-center px-2 text-[0.8rem] font-medium tracking-[0.14em] uppercase transition-colors hover:text-accent',
                  'after:absolute after:inset-x-2 after:bottom-2 after:origin-left after:transition-transform after:duration-300',
                  current
                    ? 'text-accent after:h-0.5 after:scale-x-100 after:bg-accent'
                    : 'text-foreground after:h-px after:scale-x-0 after:bg-brass hover:after:scale-x-100',
                )}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
