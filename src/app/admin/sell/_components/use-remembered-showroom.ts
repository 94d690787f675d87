'use client';
import { useSyncExternalStore } from 'react';

// The showroom a device sells at, remembered in this browser: a tablet on the Lekki floor stays on
// Lekki showroom from one sale, and one day, to the next. The Cash-up screen opens on it too.

const KEY = 'admin-sell-location';
const CHANGED = 'admin-sell-location-changed';

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

function saved(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    // Storage switched off (a private window, a locked-down tablet): nothing is remembered.
    return null;
  }
}

/** The remembered showroom when it is one of `locations`; null otherwise, and on the server. */
export function useRememberedShowroom(locations: readonly { id: string }[]) {
  const id = useSyncExternalStore(subscribe, saved, () => null);
  const remembered = locations.some((location) => location.id === id) ? id : null;
  function remember(locationId: string) {
    try {
      window.localStorage.setItem(KEY, locationId);
    } catch {
      // Not remembered; the choice still holds on this page.
    }
    window.dispatchEvent(new Event(CHANGED));
  }
  return { remembered, remember };
}
