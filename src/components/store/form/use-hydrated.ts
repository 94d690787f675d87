'use client';
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the server's HTML is shown, true once React runs in the browser. A form's submit
 * button waits for it: before hydration a click would submit the form natively, putting what the
 * shopper typed in the URL.
 */
export function useHydrated() {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
