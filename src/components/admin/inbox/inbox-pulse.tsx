'use client';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useTransition } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { useVisiblePolling } from '@/components/use-visible-polling';
import { useCan } from '@/components/admin/staff-role-context';
import type { InboxPulseAnswer } from '@/app/admin/inbox/pulse/route';
import { pulseVersion } from '@/lib/inbox/pulse-version';

// New messages appear without a refresh (docs/decisions/0081-one-inbox.md): one poll per back-office tab of
// GET /admin/inbox/pulse, every 3 seconds while it is visible (src/components/use-visible-polling.ts, the
// Orders list's way), gives the menu its unread count and, on the inbox's screens, refreshes them when the
// inbox changed since they were rendered: each screen's page says which version it was rendered with
// (<InboxRendered>), so a message that lands between its render and the first poll is not missed. Only the
// rendered page sets that version: a refresh that comes back drawn before the change (raced by an action's own
// re-render) is refreshed again on the next poll, up to a few times, never in a loop.

export const INBOX_POLL_MS = 3_000;
/** How many refreshes one polled version may ask for before the poll waits for the next change. */
const REFRESHES_PER_VERSION = 3;

type Pulse = { unread: number; rendered: (path: string, version: string) => void };
const PulseContext = createContext<Pulse>({ unread: 0, rendered: () => {} });

const CONVERSATION_PATH = /^\/admin\/inbox\/([0-9a-f-]{36})$/;

export function InboxPulseProvider({ children }: { children: React.ReactNode }) {
  const canRead = useCan('inbox.read');
  const pathname = usePathname();
  const router = useRouter();
  const [, startTransition] = useTransition();
  const [unread, setUnread] = useState(0);
  const rendered = useRef<{ path: string; version: string } | null>(null);
  const asked = useRef<{ version: string; times: number }>({ version: '', times: 0 });

  useVisiblePolling(
    async () => {
      const conversationId = CONVERSATION_PATH.exec(pathname)?.[1] ?? null;
      const response = await fetch(`/admin/inbox/pulse${conversationId ? `?conversation=${conversationId}` : ''}`, { cache: 'no-store' });
      if (!response.ok) return;
      const pulse = (await response.json()) as InboxPulseAnswer;
      setUnread(pulse.unread);
      const version = pulseVersion(pulse.changedAt, pulse.conversation);
      // Only a change since the screen's own render refreshes it.
      const stale = rendered.current?.path === pathname && rendered.current.version !== version;
      if (!stale || !pathname.startsWith('/admin/inbox')) return;
      if (asked.current.version !== version) asked.current = { version, times: 0 };
      if (asked.current.times >= REFRESHES_PER_VERSION) return;
      asked.current.times += 1;
      startTransition(() => router.refresh());
    },
    INBOX_POLL_MS,
    canRead,
  );

  const onRendered = useCallback((path: string, version: string) => {
    rendered.current = { path, version };
  }, []);
  const pulse = useMemo(() => ({ unread, rendered: onRendered }), [unread, onRendered]);
  return <PulseContext.Provider value={pulse}>{children}</PulseContext.Provider>;
}

/** The customers' messages nobody of the team has opened yet, for the menu's badge. */
export function useInboxUnread() {
  return useContext(PulseContext).unread;
}

/** An inbox screen's render version (pulseVersion), told to the poll each time the server renders the page. */
export function InboxRendered({ version }: { version: string }) {
  const { rendered } = useContext(PulseContext);
  const pathname = usePathname();
  useEffect(() => rendered(pathname, version), [rendered, pathname, version]);
  return null;
}
