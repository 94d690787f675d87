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
// (<InboxRendered>), so a message that lands between its render and the first poll is not missed.

export const INBOX_POLL_MS = 3_000;

type Pulse = { unread: number; rendered: (path: string, version: string) => void };
const PulseContext = createContext<Pulse>({ unread: 0, rendered: () => {} });

const CONVERSATION_PATH = /^\/admin\/inbox\/([0-9a-f-]{36})$/;

export function InboxPulseProvider({ children }: { children: React.ReactNode }) {
  const canRead = useCan('inbox.read');
  const pathname = usePathname();
  const router = useRouter();
  const [, startTransition] = useTransition();
  const [unread, setUnread] = useState(0);
  const seen = useRef<{ path: string; version: string } | null>(null);

  useVisiblePolling(
    async () => {
      const conversationId = CONVERSATION_PATH.exec(pathname)?.[1] ?? null;
      const response = await fetch(`/admin/inbox/pulse${conversationId ? `?conversation=${conversationId}` : ''}`, { cache: 'no-store' });
      if (!response.ok) return;
      const pulse = (await response.json()) as InboxPulseAnswer;
      setUnread(pulse.unread);
      const version = pulseVersion(pulse.changedAt, pulse.conversation);
      // Only a change since the screen's own render (or since the last poll on it) refreshes it.
      const changed = seen.current?.path === pathname && seen.current.version !== version;
      seen.current = { path: pathname, version };
      if (changed && pathname.startsWith('/admin/inbox')) startTransition(() => router.refresh());
    },
    INBOX_POLL_MS,
    canRead,
  );

  const rendered = useCallback((path: string, version: string) => {
    seen.current = { path, version };
  }, []);
  const pulse = useMemo(() => ({ unread, rendered }), [unread, rendered]);
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
