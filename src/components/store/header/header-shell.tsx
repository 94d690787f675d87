'use client';
import { createContext, lazy, Suspense, use, useEffect, useState } from 'react';
import { usePathname } from 'next/navigation';
import { clsx } from 'clsx';
import { CloseIcon, MenuIcon } from '../icons';
import type { EarlyPressesWindow } from '../early-presses';
import { useCompactHeader } from './use-compact-header';

// The header's only state: compact (scrolled) and the mobile menu. The bar's contents are drawn
// by the server (site-header.tsx); the menu's links load the first time it opens.

const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

const MenuContext = createContext({ open: false, toggle: () => {} });

/**
 * The fixed header over a spacer of its full height (site-header.tsx), so collapsing to the
 * compact bar never moves the page under the reader.
 */
export function HeaderShell({ notice, children }: { notice: React.ReactNode; children: React.ReactNode }) {
  const compact = useCompactHeader();
  const pathname = usePathname();
  const [menuOpen, setMenuOpen] = useState(false);
  // The menu's code is asked for once, with its first opening, and stays.
  const [menuLoaded, setMenuLoaded] = useState(false);
  // Any navigation closes the mobile menu (adjusting state while rendering, as React advises).
  const [menuPathname, setMenuPathname] = useState(pathname);
  if (menuPathname !== pathname) {
    setMenuPathname(pathname);
    setMenuOpen(false);
  }

  // The header is in every storefront page and hydrates with it: from here on the page is live, and
  // the presses the inline script held before then are replayed (early-presses.tsx).
  useEffect(() => (window as EarlyPressesWindow).replayEarlyPresses?.(), []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const toggle = () => {
    setMenuLoaded(true);
    setMenuOpen((open) => !open);
  };

  return (
    <MenuContext value={{ open: menuOpen, toggle }}>
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
          {notice}
        </div>
        <div
          className={clsx(
            'container-page grid grid-cols-[1fr_auto_1fr] items-center gap-2 transition-[height] duration-300 ease-out',
            compact ? 'h-14 md:h-16' : 'h-16 md:h-20',
          )}
        >
          {children}
        </div>
        <nav
          id="mobile-menu"
          hidden={!menuOpen}
          aria-label="Mobile"
          className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-border bg-background md:hidden"
        >
          {menuLoaded ? (
            <Suspense fallback={null}>
              <MobileMenu pathname={pathname} onNavigate={() => setMenuOpen(false)} />
            </Suspense>
          ) : null}
        </nav>
      </header>
    </MenuContext>
  );
}

/** The phone's menu button; its code-loading starts as soon as a finger or pointer is on it. */
export function MenuToggle() {
  const { open, toggle } = use(MenuContext);
  const preload = () => void loadMobileMenu();
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls="mobile-menu"
      aria-label={open ? 'Close menu' : 'Open menu'}
      onPointerEnter={preload}
      onPointerDown={preload}
      onFocus={preload}
      onClick={toggle}
      data-replay
      className="-ml-2 inline-flex size-11 items-center justify-center rounded-full transition-colors hover:bg-foreground/6 md:hidden"
    >
      {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
    </button>
  );
}
