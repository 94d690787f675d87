'use client';
import { useEffect } from 'react';
import Link from 'next/link';
import { LogOutIcon, UserIcon } from '../icons';
import { useSignOut } from './use-sign-out';

const itemClass =
  'flex min-h-10 w-full items-center gap-2.5 rounded-md px-3 text-left text-sm transition-colors hover:bg-sand focus-visible:bg-sand focus-visible:outline-none disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground';

/** The account menu's panel (account-menu.tsx), loaded with its first opening. */
export function AccountPanel({
  id,
  user,
  root,
  button,
  close,
}: {
  id: string;
  user: { name: string; email: string };
  /** The menu: a press outside it closes the panel. */
  root: React.RefObject<HTMLDivElement | null>;
  /** The account button: Escape closes the panel and returns focus to it. */
  button: React.RefObject<HTMLButtonElement | null>;
  close: () => void;
}) {
  const { signOut, pending } = useSignOut();

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [root, button, close]);

  return (
    <div
      id={id}
      className="absolute top-full right-0 z-50 mt-2 w-60 rounded-lg border border-border bg-card p-1.5 text-card-foreground shadow-lift"
    >
      <p className="truncate px-3 py-2 text-xs font-medium text-muted-foreground">Signed in as {user.name || user.email}</p>
      <div aria-hidden="true" className="-mx-1.5 my-1 h-px bg-border" />
      <Link href="/account" className={itemClass} onClick={close}>
        <UserIcon strokeWidth={2} />
        My Account
      </Link>
      <button type="button" className={itemClass} disabled={pending} onClick={() => void signOut()}>
        <LogOutIcon strokeWidth={2} />
        Sign Out
      </button>
    </div>
  );
}
