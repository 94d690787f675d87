'use client';
import { useEffect, useState } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { Menu, Truck, X } from 'lucide-react';
import { clsx } from 'clsx';
import { AccountMenu } from './account-menu';
import { CartLink } from './cart-link';
import { MobileMenu } from './mobile-menu';
import { MAIN_NAV, isCurrentRoute } from './nav-links';
import { SearchDialog, type SearchProducts } from './search-dialog';
import { useCompactHeader } from './use-compact-header';

type SiteHeaderProps = {
  siteName: string;
  /** The logo or the shop's name, drawn by the server (site-logo.tsx). */
  logo: React.ReactNode;
  searchProducts?: SearchProducts;
};

/**
 * The storefront header. It is fixed over a spacer of its full height, so collapsing to
 * the compact bar never moves the page under the reader (a sticky header that shrinks in
 * the flow makes the scroll position jump back and forth at the threshold).
 */
export function SiteHeader({ siteName, logo, searchProducts }: SiteHeaderProps) {
  const pathname = usePathname();
  const compact = useCompactHeader();
  const [menuOpen, setMenuOpen] = useState(false);
  // Any navigation closes the mobile menu (adjusting state while rendering, as React advises).
  const [menuPathname, setMenuPathname] = useState(pathname);
  if (menuPathname !== pathname) {
    setMenuPathname(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <>
      <div aria-hidden="true" className="h-(--header-height)" />
      <header
        data-compact={compact}
        className={clsx(
          'group/header fixed inset-x-0 top-0 z-40 bg-background transition-shadow duration-300',
          compact || menuOpen ? 'shadow-soft' : 'border-b border-border/70',
        )}
      >
        <div
          aria-hidden={compact}
          className={clsx(
            'overflow-hidden bg-indigo text-indigo-foreground transition-[height] duration-300 ease-out',
            compact ? 'h-0' : 'h-9 md:h-10',
          )}
        >
          <p className="container-page flex h-9 items-center justify-center gap-2 text-center text-xs tracking-wide md:h-10 md:text-[0.8rem]">
            <Truck aria-hidden="true" className="size-4 shrink-0 text-indigo-muted" strokeWidth={1.6} />
            <span>
              <span className="hidden sm:inline">Free design consultation · </span>
              We deliver nationwide across Nigeria
            </span>
          </p>
        </div>

        <div
          className={clsx(
            'container-page grid grid-cols-[1fr_auto_1fr] items-center gap-2 transition-[height] duration-300 ease-out',
            compact ? 'h-14 md:h-16' : 'h-16 md:h-20',
          )}
        >
          <div className="flex items-center gap-1 md:gap-0">
            <button
              type="button"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              onClick={() => setMenuOpen((open) => !open)}
              className="-ml-2 inline-flex size-11 items-center justify-center rounded-full transition-colors hover:bg-foreground/6 md:hidden"
            >
              {menuOpen ? <X aria-hidden="true" className="size-6" strokeWidth={1.6} /> : <Menu aria-hidden="true" className="size-6" strokeWidth={1.6} />}
            </button>
            <div className="md:hidden">
              <SearchDialog searchProducts={searchProducts} />
            </div>
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
          </div>

          <Link href="/" className="flex items-center justify-center rounded-sm px-1" aria-label={`${siteName}, home`}>
            {logo}
          </Link>

          <div className="flex items-center justify-end gap-0.5 md:gap-1">
            <div className="hidden md:block">
              <SearchDialog searchProducts={searchProducts} />
            </div>
            <span
              title="Prices in Nigerian naira"
              className="mx-1 rounded-sm border border-border px-1.5 py-0.5 text-[0.7rem] font-semibold tracking-[0.12em] text-muted-foreground"
            >
              NGN
            </span>
            <div className="hidden md:block">
              <AccountMenu />
            </div>
            <CartLink className="-mr-2 md:mr-0" />
          </div>
        </div>

        <MobileMenu id="mobile-menu" open={menuOpen} pathname={pathname} onNavigate={() => setMenuOpen(false)} />
      </header>
    </>
  );
}
