'use client';
import { useSyncExternalStore } from 'react';

// The state the shopper wants delivery to, remembered in this browser (localStorage
// 'delivery-state') so every product page estimates for it. Read with useSyncExternalStore:
// the server, and the browser while hydrating, see no state, so cached pages stay the same
// for every visitor and the estimate appears once the page runs. What is stored is only a
// candidate: its user checks it against the states list, which loads with the estimate
// (src/lib/delivery/estimate.ts), so the product page's first load does not carry the list.

export const DELIVERY_STATE_STORAGE_KEY = 'delivery-state';

const listeners = new Set<() => void>();
// When the browser will not store it (disabled or full storage), the choice still holds
// for this page view.
let unsaved: string | null = null;
let storageWorks = true;

function read(): string | null {
  if (!storageWorks) return unsaved;
  try {
    const value = window.localStorage.getItem(DELIVERY_STATE_STORAGE_KEY);
    return value || null;
  } catch {
    return unsaved;
  }
}

function subscribe(listener: () => void) {
  // Another tab choosing a state changes it here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === DELIVERY_STATE_STORAGE_KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function choose(state: string | null) {
  unsaved = state;
  try {
    if (state) window.localStorage.setItem(DELIVERY_STATE_STORAGE_KEY, state);
    else window.localStorage.removeItem(DELIVERY_STATE_STORAGE_KEY);
  } catch {
    storageWorks = false;
  }
  for (const listener of listeners) listener();
}

/** The remembered state, unchecked (null until chosen, and always on the server), and a way to change it. */
export function useDeliveryState(): [string | null, (state: string | null) => void] {
  const state = useSyncExternalStore(subscribe, read, () => null);
  return [state, choose];
}
