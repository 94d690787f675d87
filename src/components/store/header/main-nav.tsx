'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { MAIN_NAV, isCurrentRoute } from './nav-links';

/**
 * The desktop links; the current page's is marked (the header stays mounted across pages). Their
 * look is `.nav-link` (globals.css): every storefront page's markup carries it five times.
 */
export function MainNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Main" className="hidden md:block">
      <ul className="flex items-center gap-1 lg:gap-3">
        {MAIN_NAV.map((link) => {
          const current = isCurrentRoute(pathname, link.href);
          return (
            <li key={link.href}>
              <Link href={link.href} aria-current={current ? 'page' : undefined} className="nav-link">
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
