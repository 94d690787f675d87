'use client';
import Link from 'next/link';
import { useSessionSummary } from '@/lib/session-summary';
import { clsx } from 'clsx';
import { LogOutIcon, UserIcon } from '../icons';
import { MAIN_NAV, isCurrentRoute } from './nav-links';
import { useSignOut } from './use-sign-out';

/** The links of the collapsible menu under the header bar on small screens (header-shell.tsx). */
export function MobileMenu({ pathname, onNavigate }: { pathname: string; onNavigate: () => void }) {
  const { data: session } = useSessionSummary();
  const { signOut, pending } = useSignOut();

  // Joined without class merging: each row's classes must not contradict one another.
  const rowClass = 'flex min-h-12 items-center justify-between py-3 transition-colors hover:text-accent';
  const divided = 'border-b border-border/70';
  const accountRow = clsx(rowClass, 'font-sans text-base font-medium text-foreground');

  return (
    <ul className="container-page animate-slide-down pt-2 pb-6">
      {MAIN_NAV.map((link) => {
        const current = isCurrentRoute(pathname, link.href);
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={current ? 'page' : undefined}
              onClick={onNavigate}
              className={clsx(rowClass, divided, 'font-display text-xl', current ? 'text-accent' : 'text-foreground')}
            >
              {link.label}
              {current ? <span aria-hidden="true" className="size-1.5 rounded-full bg-accent" /> : null}
            </Link>
          </li>
        );
      })}
      {session ? (
        <>
          <li>
            <Link href="/account" onClick={onNavigate} className={clsx(accountRow, divided)}>
              <span className="flex items-center gap-3">
                <UserIcon className="size-5" />
                My Account
              </span>
            </Link>
          </li>
          <li>
            <button
              type="button"
              disabled={pending}
              onClick={() => {
                onNavigate();
                void signOut();
              }}
              className={clsx(accountRow, 'w-full disabled:opacity-60')}
            >
              <span className="flex items-center gap-3">
                <LogOutIcon className="size-5" />
                Sign Out
              </span>
            </button>
          </li>
        </>
      ) : (
        <li>
          <Link href="/auth" onClick={onNavigate} className={accountRow}>
            <span className="flex items-center gap-3">
              <UserIcon className="size-5" />
              Sign In
            </span>
          </Link>
        </li>
      )}
    </ul>
  );
}
