'use client';
import { useEffect, useId, useRef, useState } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { LogOut, UserRound } from 'lucide-react';
import { useSessionSummary } from '@/lib/session-summary';
import { useSignOut } from './use-sign-out';

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-full text-foreground transition-colors hover:bg-foreground/6';

const itemClass =
  'flex min-h-10 w-full items-center gap-2.5 rounded-md px-3 text-left text-sm transition-colors hover:bg-sand focus-visible:bg-sand focus-visible:outline-none disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground';

/**
 * Desktop account control: a link to /auth when signed out; when signed in, a button that
 * shows a small panel (who is signed in, My Account, Sign Out). A disclosure rather than a
 * menu widget: two plain controls need no roving focus, and leaving out the menu library
 * keeps about 19 KB of script off every storefront page.
 */
export function AccountMenu() {
  const { data: session } = useSessionSummary();
  const { signOut, pending } = useSignOut();
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

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  if (!session) {
    return (
      <Link href="/auth" aria-label="Sign in to your account" className={iconButton}>
        <UserRound aria-hidden="true" className="size-[1.35rem]" strokeWidth={1.6} />
      </Link>
    );
  }

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
        onClick={() => {
          setOpenedAt(pathname);
          setOpen((current) => !current);
        }}
        className={iconButton}
      >
        <UserRound aria-hidden="true" className="size-[1.35rem]" strokeWidth={1.6} />
      </button>
      {open ? (
        <div
          id={panelId}
          className="absolute top-full right-0 z-50 mt-2 w-60 rounded-lg border border-border bg-card p-1.5 text-card-foreground shadow-lift"
        >
          <p className="truncate px-3 py-2 text-xs font-medium text-muted-foreground">Signed in as {session.user.name || session.user.email}</p>
          <div aria-hidden="true" className="-mx-1.5 my-1 h-px bg-border" />
          <Link href="/account" className={itemClass} onClick={() => setOpen(false)}>
            <UserRound aria-hidden="true" />
            My Account
          </Link>
          <button type="button" className={itemClass} disabled={pending} onClick={() => void signOut()}>
            <LogOut aria-hidden="true" />
            Sign Out
          </button>
        </div>
      ) : null}
    </div>
  );
}
