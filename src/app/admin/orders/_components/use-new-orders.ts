'use client';
import { useEffect, useRef, useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { useVisiblePolling } from '@/components/use-visible-polling';
import { toast } from 'sonner';
import type { NewOrders } from '@/server/order-desk/admin-order-reads';

// New orders appear in the open list without a reload. The list polls a small admin route
// every 10 seconds while its tab is visible (and at once when it becomes visible again),
// rather than holding a server-sent event stream open: a poll is one indexed query, it works
// the same behind any proxy and across several app instances (an event stream would need
// every instance to hear about orders placed on the others, through a shared pub/sub), and a
// hidden tab costs nothing.

export const NEW_ORDER_POLL_MS = 10_000;

/**
 * Watches for orders newer than `serverCursor` (the newest order when the page was rendered).
 * On news: a quiet toast and a refresh of the list, which shows them if the filters and page
 * allow. Returns the ids of the orders that arrived while the list was open.
 */
export function useNewOrders(serverCursor: string | null) {
  const router = useRouter();
  const [, startTransition] = useTransition();
  const [arrived, setArrived] = useState<ReadonlySet<string>>(() => new Set());
  const cursor = useRef(serverCursor);

  // A refreshed page may bring a newer cursor; an older one never moves ours back. Cursors are
  // fixed-width UTC timestamps, so comparing the strings compares the times.
  useEffect(() => {
    if (serverCursor && (!cursor.current || serverCursor > cursor.current)) cursor.current = serverCursor;
  }, [serverCursor]);

  const check = async () => {
    const after = cursor.current;
    const response = await fetch(`/admin/orders/latest${after ? `?after=${encodeURIComponent(after)}` : ''}`, {
      cache: 'no-store',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return;
    const news = (await response.json()) as NewOrders;
    if (news.count === 0 || !news.cursor || news.cursor === after) return;
    cursor.current = news.cursor;
    setArrived((ids) => new Set([...ids, ...news.orders.map((order) => order.id)]));
    const [newest] = news.orders;
    if (news.count === 1 && newest) toast('New order', { description: `${newest.orderNumber} from ${newest.customerName}` });
    else toast(`${news.count} new orders`, { description: news.orders.map((order) => order.orderNumber).join(', ') });
    startTransition(() => router.refresh());
  };

  useVisiblePolling(check, NEW_ORDER_POLL_MS);

  return arrived;
}
