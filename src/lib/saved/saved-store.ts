'use client';
import { useSyncExternalStore } from 'react';
import { toast } from '@/components/store/toast';
import { mergeSavedPiecesAction } from '@/server/saved/actions/store/merge-saved-pieces';
import { savePieceAction } from '@/server/saved/actions/store/save-piece';

// Which pieces this browser's hearts show as saved (docs/product.md, "Saved pieces"). A visitor's
// list lives in localStorage['saved-pieces'] (product ids), like the cart (src/lib/cart/cart-store.ts);
// a signed-in shopper's lives on the server. Once the header knows who is signed in, the browser's
// list is sent to the account once (the merge is idempotent on the server), then cleared here, so a
// later sign-in of someone else on this browser never receives it. This module loads with the first
// heart drawn after the page is live, never with a page's first scripts (save-heart.tsx).

export const SAVED_STORAGE_KEY = 'saved-pieces';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // disabled storage throws
  }
}

/** What is stored, made safe: anything but a list of product ids reads as nothing. */
export function parseSavedIds(raw: string | null | undefined): string[] {
  try {
    const data: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(data) ? [...new Set(data.filter((id): id is string => typeof id === 'string' && UUID.test(id)))] : [];
  } catch {
    return [];
  }
}

const readLocal = () => parseSavedIds(storage()?.getItem(SAVED_STORAGE_KEY));

function writeLocal(ids: readonly string[]) {
  try {
    if (ids.length === 0) storage()?.removeItem(SAVED_STORAGE_KEY);
    else storage()?.setItem(SAVED_STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Full storage: the heart still shows for this page view.
  }
}

let saved: ReadonlySet<string> | null = null;
/** The signed-in account the list is the server's for; null while it is this browser's. */
let account: string | null = null;
let syncing: string | null = null;
const listeners = new Set<() => void>();

function publish(next: ReadonlySet<string>) {
  saved = next;
  for (const listener of listeners) listener();
}

function snapshot(): ReadonlySet<string> {
  saved ??= new Set(readLocal());
  return saved;
}

function onStorage(event: StorageEvent) {
  if (account === null && (event.key === null || event.key === SAVED_STORAGE_KEY)) publish(new Set(readLocal()));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

const EMPTY: ReadonlySet<string> = new Set();

export function useSavedIds(): ReadonlySet<string> {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}

/**
 * Who is signed in, from the header's session summary: an account gets the browser's list merged
 * into it once, and its own list shown; signing out shows the browser's (empty once merged) again.
 */
export async function followAccount(email: string | null) {
  if (email === null) {
    if (account !== null) {
      account = null;
      syncing = null;
      publish(new Set(readLocal()));
    }
    return;
  }
  if (account === email || syncing === email) return;
  syncing = email;
  const local = readLocal();
  const result = await mergeSavedPiecesAction({ productIds: local }).catch(() => null);
  if (syncing !== email) return;
  syncing = null;
  if (!result?.ok) return; // tried again with the next page
  if (local.length > 0) writeLocal(readLocal().filter((id) => !local.includes(id)));
  account = email;
  publish(new Set(result.data.productIds));
}

/** A heart pressed: shown at once, then kept (in the browser, or on the server, undone if refused). */
export async function toggleSaved(productId: string, name: string) {
  const was = snapshot();
  const next = new Set(was);
  const want = !was.has(productId);
  if (want) next.add(productId);
  else next.delete(productId);
  publish(next);
  if (account === null) return writeLocal([...next]);
  const result = await savePieceAction({ productId, saved: want }).catch(() => null);
  if (result?.ok) return;
  const undone = new Set(snapshot());
  if (want) undone.delete(productId);
  else undone.add(productId);
  publish(undone);
  toast.error(result?.error ?? `Could not ${want ? 'save' : 'remove'} ${name}. Please try again.`);
}

/** My Account → Saved removed a piece: hearts drawn later in this tab agree. */
export function forgetSaved(productId: string) {
  if (saved?.has(productId)) {
    const next = new Set(saved);
    next.delete(productId);
    publish(next);
  }
}
