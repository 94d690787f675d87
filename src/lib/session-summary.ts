'use client';
import { useSyncExternalStore } from 'react';

// Who is signed in, for the storefront header and the /auth page, and signing out: plain
// requests to Better Auth's endpoints (as in src/lib/auth-request.ts), not its browser client.
// The /auth page calls refreshSessionSummary() after signing in.

export type SessionSummary = { data: { user: { name: string; email: string } } | null; isPending: boolean };

const PENDING: SessionSummary = { data: null, isPending: true };
let current: SessionSummary = PENDING;
let loaded = false;
const listeners = new Set<() => void>();

function publish(next: SessionSummary) {
  current = next;
  for (const listener of listeners) listener();
}

export async function refreshSessionSummary() {
  loaded = true;
  try {
    const response = await fetch('/api/auth/get-session', { credentials: 'same-origin', cache: 'no-store' });
    const body = response.ok ? ((await response.json()) as { user?: { name: string; email: string } } | null) : null;
    publish({ data: body?.user ? { user: { name: body.user.name, email: body.user.email } } : null, isPending: false });
    // A signed-in shopper's cart is kept on their account too: that code loads once the browser is idle.
    const email = body?.user?.email;
    if (email) ('requestIdleCallback' in window ? requestIdleCallback : setTimeout)(() => void import('./cart/cart-sync').then((sync) => sync.syncCartWith(email), () => undefined));
  } catch {
    publish({ data: null, isPending: false });
  }
}

function onVisible() {
  // Signing in or out in another tab shows here when the shopper comes back.
  if (document.visibilityState === 'visible') void refreshSessionSummary();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!loaded) void refreshSessionSummary();
  if (listeners.size === 1) document.addEventListener('visibilitychange', onVisible);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) document.removeEventListener('visibilitychange', onVisible);
  };
}

export function useSessionSummary(): SessionSummary {
  return useSyncExternalStore(subscribe, () => current, () => PENDING);
}

/** Ends the session on the server; throws when the server refuses. */
export async function signOutSession() {
  const response = await fetch('/api/auth/sign-out', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  if (!response.ok) throw new Error(`Sign-out failed (${response.status})`);
  publish({ data: null, isPending: false });
}
