'use client';
import { useMemo, useSyncExternalStore } from 'react';
import {
  addItem as addLine,
  cartTotals,
  clearCart,
  EMPTY_CART,
  cartLineKey,
  removeItem as removeLine,
  setQuantity as setLineQuantity,
  type CartLine,
  type CartProduct,
} from './cart';

/** The browser storage key the cart is kept under. */
export const CART_STORAGE_KEY = 'cart';

// The cart lives in the browser: one small external store over localStorage['cart'],
// read by React through useSyncExternalStore and kept in step across tabs by the
// `storage` event. The server always renders an empty cart.

// This module ships on every storefront page (the header's cart badge), so the stored
// lines are checked by hand: even zod/mini brings ~23 KB of gzipped schema machinery.
const isWhole = (value: unknown, min: number): value is number => Number.isSafeInteger(value) && (value as number) >= min;

function toCartLine(entry: unknown): CartLine | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const { id, name, imageUrl, category, stockQuantity, unitPriceKobo, variant: named, color, measure, swatch, quantity } = entry as Record<string, unknown>;
  // Carts saved before variants name a colour, which is its variant's name (docs/decisions/0053-variants-are-the-unit-of-sale.md).
  const variant = named ?? color;
  if (typeof id !== 'string' || id.length === 0 || typeof name !== 'string' || typeof category !== 'string') return null;
  if (imageUrl !== null && typeof imageUrl !== 'string') return null;
  // Carts saved before colours were chosen name none: they read as the product's single variant.
  if (variant !== undefined && variant !== null && (typeof variant !== 'string' || variant.length === 0)) return null;
  if (!isWhole(stockQuantity, 0) || !isWhole(unitPriceKobo, 0) || !isWhole(quantity, 1)) return null;
  // A size made to measure (docs/decisions/0058-made-to-measure.md) and a swatch (docs/decisions/0059-fabric-samples.md)
  // are kept as stored: the cart check and checkout validate them and price them again, and call a malformed one unavailable.
  if ((measure !== undefined && typeof measure !== 'object') || (swatch !== undefined && typeof swatch !== 'object')) return null;
  return {
    id, name, imageUrl, category, stockQuantity, unitPriceKobo, variant: variant ?? null, quantity,
    ...(measure ? { measure: measure as CartLine['measure'] } : {}),
    ...(swatch ? { swatch: swatch as CartLine['swatch'] } : {}),
  };
}

/** What is stored, made safe: not JSON, not a list or a malformed line all read as nothing. */
export function parseStoredCart(raw: string | null): CartLine[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const lines: CartLine[] = [];
  const seen = new Set<string>();
  for (const entry of data) {
    const line = toCartLine(entry);
    if (line && !seen.has(cartLineKey(line))) {
      seen.add(cartLineKey(line));
      lines.push(line);
    }
  }
  return lines;
}

export type CartStore = {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => readonly CartLine[];
  getServerSnapshot: () => readonly CartLine[];
  addItem: (product: CartProduct, quantity?: number) => void;
  /** `key` is cartLineKey(line). */
  removeItem: (key: string) => void;
  setQuantity: (key: string, quantity: number) => void;
  clear: () => void;
  /** Writes these lines as the whole cart at once (the cart page's price and stock fixes). */
  replaceLines: (lines: readonly CartLine[]) => void;
};

type StoreEnvironment = {
  /** The Storage to persist in; undefined where there is none (server, privacy modes). */
  storage: () => Storage | undefined;
  /** Where `storage` events arrive from other tabs. */
  events: () => Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined;
};

const browserEnvironment: StoreEnvironment = {
  storage: () => {
    try {
      return typeof window === 'undefined' ? undefined : window.localStorage;
    } catch {
      return undefined; // access can throw when storage is disabled
    }
  },
  events: () => (typeof window === 'undefined' ? undefined : window),
};

export function createCartStore(environment: StoreEnvironment = browserEnvironment): CartStore {
  let items: readonly CartLine[] = EMPTY_CART;
  let loaded = false;
  const listeners = new Set<() => void>();

  const read = () => {
    try {
      return parseStoredCart(environment.storage()?.getItem(CART_STORAGE_KEY) ?? null);
    } catch {
      return [];
    }
  };

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const getSnapshot = () => {
    if (!loaded) {
      items = read();
      loaded = true;
    }
    return items;
  };

  const commit = (next: CartLine[]) => {
    items = next;
    loaded = true;
    try {
      environment.storage()?.setItem(CART_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Full or unavailable storage: the cart still works for this page view.
    }
    emit();
  };

  const onStorage = (event: StorageEvent) => {
    // key null means another tab cleared all of localStorage.
    if (event.key !== null && event.key !== CART_STORAGE_KEY) return;
    items = read();
    loaded = true;
    emit();
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) environment.events()?.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) environment.events()?.removeEventListener('storage', onStorage);
      };
    },
    getSnapshot,
    getServerSnapshot: () => EMPTY_CART,
    addItem: (product, quantity = 1) => commit(addLine(getSnapshot(), product, quantity)),
    removeItem: (id) => commit(removeLine(getSnapshot(), id)),
    setQuantity: (id, quantity) => commit(setLineQuantity(getSnapshot(), id, quantity)),
    clear: () => commit(clearCart()),
    replaceLines: (lines) => commit([...lines]),
  };
}

/** The one cart of this browser tab. */
export const cartStore = createCartStore();

const noopSubscribe = () => () => {};

/**
 * The cart for components. `ready` is false on the server and during hydration, when the
 * cart still reads empty; pages that act on an empty cart (checkout) wait for it.
 */
export function useCart() {
  const items = useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot, cartStore.getServerSnapshot);
  const ready = useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
  const totals = useMemo(() => cartTotals(items), [items]);
  return {
    items,
    ...totals,
    ready,
    addItem: cartStore.addItem,
    removeItem: cartStore.removeItem,
    setQuantity: cartStore.setQuantity,
    clear: cartStore.clear,
  };
}

/** Just the number of items, for the header badge. */
export function useCartCount() {
  const items = useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot, cartStore.getServerSnapshot);
  return useMemo(() => cartTotals(items).totalItems, [items]);
}
