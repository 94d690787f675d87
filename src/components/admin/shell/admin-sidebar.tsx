'use client';
import { useId, useState } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { ExternalLink, LogOut } from 'lucide-react';
import { toast } from 'sonner';
import { cn } from '@/lib/cn';
import { Spinner } from '@/components/ui/spinner';
import { signOutSession } from '@/lib/session-summary';
import { STAFF_ROLE_LABELS, type StaffRole } from '@/lib/staff-roles';
import { useInboxUnread } from '@/components/admin/inbox/inbox-pulse';
import { isActiveLink, navForRole } from './nav-items';
import { ShellLink } from './sell-camera-edge';

export type AdminIdentity = { name: string; email: string; role: StaffRole };

const rowClass =
  'group flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors duration-150 lg:min-h-9';

/**
 * The admin sidebar's contents: brand, the screens, View Store and Sign Out. Rendered as a
 * fixed column on desktop and inside a sheet on phones; `onNavigate` closes the sheet.
 */
export function AdminSidebar({ admin, onNavigate }: { admin: AdminIdentity; onNavigate?: () => void }) {
  const pathname = usePathname();
  const headingId = useId();
  const unread = useInboxUnread();

  return (
    <div className="flex min-h-full flex-col">
      <div className="px-6 pt-6 pb-5">
        <ShellLink href="/admin" onClick={onNavigate} className="inline-flex flex-col rounded-sm">
          <span className="font-display text-2xl leading-none font-semibold tracking-tight text-foreground">
            Adire Living
          </span>
          <span className="mt-1.5 text-[0.7rem] font-semibold tracking-[0.2em] text-brass-text uppercase">
            Back office
          </span>
        </ShellLink>
      </div>

      <nav aria-label="Admin" className="flex-1 px-3 pb-5">
        {navForRole(admin.role).map((group, index) => (
          <div key={group.label ?? 'home'} className={cn(index > 0 && 'mt-4')}>
            {group.label ? (
              <p
                id={`${headingId}-${index}`}
                className="mb-1 px-3 text-[0.7rem] font-semibold tracking-[0.14em] text-muted-foreground uppercase"
              >
                {group.label}
              </p>
            ) : null}
            <ul className="flex flex-col gap-0.5" aria-labelledby={group.label ? `${headingId}-${index}` : undefined}>
              {group.items.map(({ href, label, icon: Icon }) => {
                const active = isActiveLink(href, pathname);
                return (
                  <li key={href}>
                    <ShellLink
                      href={href}
                      onClick={onNavigate}
                      aria-current={active ? 'page' : undefined}
                      className={cn(
                        rowClass,
                        active
                          ? 'bg-sand text-foreground shadow-[inset_3px_0_0_var(--color-accent)]'
                          : 'text-muted-foreground hover:bg-sand/60 hover:text-foreground',
                      )}
                    >
                      <Icon
                        aria-hidden="true"
                        className={cn('size-[1.125rem] shrink-0', active ? 'text-accent' : 'text-muted-foreground group-hover:text-foreground')}
                      />
                      {label}
                      {href === '/admin/inbox' && unread > 0 ? (
                        <span className="ml-auto rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground tabular-nums" data-testid="inbox-unread">
                          {unread}
                          <span className="sr-only"> unread</span>
                        </span>
                      ) : null}
                    </ShellLink>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>

      <div className="border-t border-border px-3 pt-3 pb-4">
        <a
          href="/"
          target="_blank"
          rel="noopener"
          className={cn(rowClass, 'text-muted-foreground hover:bg-sand/60 hover:text-foreground')}
        >
          <ExternalLink aria-hidden="true" className="size-[1.125rem] shrink-0" />
          View Store
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        <SignOutButton />
        <p className="mt-2 truncate px-3 text-xs text-muted-foreground" title={admin.email}>
          Signed in as <span className="font-medium text-foreground">{admin.name || admin.email}</span>
        </p>
        <p className="truncate px-3 text-xs text-muted-foreground" data-testid="staff-role">
          {STAFF_ROLE_LABELS[admin.role]}
        </p>
      </div>
    </div>
  );
}

function SignOutButton() {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function signOut() {
    if (pending) return;
    setPending(true);
    try {
      await signOutSession();
      router.replace('/');
    } catch {
      toast.error('Error signing out');
      setPending(false);
    }
  }

  return (
    <button
      type="button"
      onClick={signOut}
      disabled={pending}
      className={cn(rowClass, 'w-full text-muted-foreground hover:bg-sand/60 hover:text-foreground disabled:opacity-60')}
    >
      {pending ? <Spinner className="size-[1.125rem]" /> : <LogOut aria-hidden="true" className="size-[1.125rem] shrink-0" />}
      Sign Out
    </button>
  );
}
