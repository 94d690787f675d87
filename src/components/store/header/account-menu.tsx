'use client';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useSessionSummary } from '@/lib/session-summary';
import { UserIcon } from '../icons';
import { HEADER_ICON_BUTTON } from './header-button';

const loadPanel = () => import('./account-panel');
const AccountPanel = lazy(() => loadPanel().then((module) => ({ default: module.AccountPanel })));

/**
 * Desktop account control: a link to /auth when signed out; when signed in, a button that
 * shows a small panel (who is signed in, My Account, Sign Out). A disclosure rather than a
 * menu widget: two plain controls need no roving focus. The panel's code (and signing out)
 * loads when the pointer or focus reaches the button, not with every page.
 */
export function AccountMenu() {
  const { data: session } = useSessionSummary();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Any navigation closes the panel (the header stays mounted across pages).
  const pathname = usePathname();
  const [openedAt, setOpenedAt] = useState(pathname);
  if (open && openedAt !== pathname) {
    setOpenedAt(pathname);
    setOpen(false);
  }

  if (!session) {
    return (
      <Link href="/auth" aria-label="Sign in to your account" className={HEADER_ICON_BUTTON}>
        <UserIcon className="size-[1.35rem]" />
      </Link>
    );
  }

  const preload = () => void loadPanel();
  return (
    <div
      ref={root}
      className="relative"
      // Tabbing out of the panel closes it, as clicking elsewhere does.
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-label="Account menu"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setOpenedAt(pathname);
          setOpen((current) => !current);
        }}
        data-replay
        className={HEADER_ICON_BUTTON}
      >
        <UserIcon className="size-[1.35rem]" />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <AccountPanel id={panelId} user={session.user} root={root} button={button} close={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
