'use client';
import Link from 'next/link';
import { LogOut, UserRound } from 'lucide-react';
import { useSessionSummary } from '@/lib/session-summary';
import { clsx } from 'clsx';
import { MAIN_NAV, isCurrentRoute } from './nav-links';
import { useSignOut } from './use-sign-out';

/** The collapsible menu under the header bar on small screens. */
export function MobileMenu({
  id,
  open,
  pathname,
  onNavigate,
}: {
  id: string;
  open: boolean;
  pathname: string;
  onNavigate: () => void;
}) {
  const { data: session } = useSessionSummary();
  const { signOut, pending } = useSignOut();

  // Joined without class merging: each row's classes must not contradict one another.
  const rowClass = 'flex min-h-12 items-center justify-between py-3 transition-colors hover:text-accent';
  const divided = 'border-b border-border/70';
  const accountRow = clsx(rowClass, 'font-sans text-base font-medium text-foreground');

  return (
    <nav id={id} hidden={!open} aria-label="Mobile" className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-border bg-background md:hidden">
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
                  <UserRound aria-hidden="true" className="size-5" strokeWidth={1.6} />
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
                  <LogOut aria-hidden="true" className="size-5" strokeWidth={1.6} />
                  Sign Out
                </span>
              </button>
            </li>
          </>
        ) : (
          <li>
            <Link href="/auth" onClick={onNavigate} className={accountRow}>
              <span className="flex items-center gap-3">
                <UserRound aria-hidden="true" className="size-5" strokeWidth={1.6} />
                Sign In
              </span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
