import { useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';

// The storefront's toasts. Sonner (about 12 KB of gzipped script) loads with the first toast,
// not with every page: a shopper who never adds to the cart never downloads it. The Toaster
// (store-toaster.tsx) mounts then; sonner replays the toasts made before it subscribed.

type Kind = 'success' | 'error' | 'info';

let wanted = false;
const listeners = new Set<() => void>();

function show(kind: Kind, message: string, data?: ExternalToast) {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void import('sonner').then(({ toast: sonner }) => sonner[kind](message, data));
}

export const toast = {
  success: (message: string, data?: ExternalToast) => show('success', message, data),
  error: (message: string, data?: ExternalToast) => show('error', message, data),
  info: (message: string, data?: ExternalToast) => show('info', message, data),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once the page has shown a toast (the Toaster is mounted from then on). */
export function useToasterWanted() {
  return useSyncExternalStore(subscribe, () => wanted, () => false);
}
