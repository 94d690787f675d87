import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, createCartStore, parseStoredCart } from '@/lib/cart/cart-store';
import type { CartProduct } from '@/lib/cart/cart';

// A minimal in-memory Storage, standing in for the browser's localStorage.
class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, String(value));
  }
}

const lamp: CartProduct = {
  id: 'lamp-1',
  name: 'Brass Arc Floor Lamp',
  imageUrl: null,
  category: 'accessories',
  stockQuantity: 3,
  unitPriceKobo: 8_500_000,
  variant: null,
};

let storage: MemoryStorage;
let events: EventTarget;
const makeStore = () =>
  createCartStore({
    storage: () => storage,
    events: () => events as unknown as Pick<Window, 'addEventListener' | 'removeEventListener'>,
  });

function storageEvent(key: string | null) {
  const event = new Event('storage') as Event & { key: string | null };
  Object.defineProperty(event, 'key', { value: key });
  return event;
}

beforeEach(() => {
  storage = new MemoryStorage();
  events = new EventTarget();
});

describe('parseStoredCart', () => {
  it.each([null, '', 'not json', '{"a":1}', '42', 'null'])('reads %j as an empty cart', (raw) => {
    expect(parseStoredCart(raw)).toEqual([]);
  });

  it('keeps valid lines and drops malformed or duplicate ones', () => {
    const raw = JSON.stringify([
      { ...lamp, quantity: 2 },
      { ...lamp, id: 'bad', quantity: 0 },
      { id: 'x', name: 'Missing fields' },
      { ...lamp, quantity: 5 },
      { ...lamp, id: 'float', unitPriceKobo: 1.5, quantity: 1 },
    ]);
    expect(parseStoredCart(raw)).toEqual([{ ...lamp, quantity: 2 }]);
  });

  it('reads a line saved before colours existed as the product without options', () => {
    const { variant: _none, ...old } = lamp;
    expect(parseStoredCart(JSON.stringify([{ ...old, quantity: 2 }]))).toEqual([{ ...lamp, variant: null, quantity: 2 }]);
  });

  it('reads the colour of a line saved before variants as its variant, the label of that colour', () => {
    const { variant: _none, ...old } = lamp;
    const raw = JSON.stringify([
      { ...old, color: 'Brass', quantity: 2 },
      { ...old, color: null, id: 'plain', quantity: 1 },
    ]);
    expect(parseStoredCart(raw)).toEqual([
      { ...lamp, variant: 'Brass', quantity: 2 },
      { ...lamp, id: 'plain', variant: null, quantity: 1 },
    ]);
  });

  it('keeps two variants of one product as two lines, drops a repeated variant and a malformed one', () => {
    const raw = JSON.stringify([
      { ...lamp, variant: 'Tall / Brass', quantity: 1 },
      { ...lamp, variant: 'Tall / Black', quantity: 2 },
      { ...lamp, variant: 'Tall / Brass', quantity: 9 },
      { ...lamp, variant: '', quantity: 1 },
      { ...lamp, variant: 7, quantity: 1 },
    ]);
    expect(parseStoredCart(raw).map((line) => [line.variant, line.quantity])).toEqual([
      ['Tall / Brass', 1],
      ['Tall / Black', 2],
    ]);
  });
});

describe('cart store', () => {
  it('starts empty and serves an empty server snapshot', () => {
    const store = makeStore();
    expect(store.getSnapshot()).toEqual([]);
    expect(store.getServerSnapshot()).toEqual([]);
  });

  it('persists every change under the key "cart"', () => {
    const store = makeStore();
    store.addItem(lamp);
    store.addItem(lamp);
    expect(JSON.parse(storage.getItem(CART_STORAGE_KEY) ?? '')).toEqual([{ ...lamp, quantity: 2 }]);
    store.setQuantity('lamp-1', 0);
    expect(storage.getItem(CART_STORAGE_KEY)).toBe('[]');
    store.addItem(lamp);
    store.clear();
    expect(storage.getItem(CART_STORAGE_KEY)).toBe('[]');
  });

  it('replaces every line at once, in order, with one write', () => {
    const store = makeStore();
    const chair = { ...lamp, id: 'chair-1', name: 'Lekki Linen Armchair' };
    store.addItem(lamp);
    store.addItem(chair, 2);
    let notified = 0;
    store.subscribe(() => notified++);
    store.replaceLines(store.getSnapshot().map((line) => (line.id === 'lamp-1' ? { ...line, unitPriceKobo: 7_000_000 } : line)));
    expect(notified).toBe(1);
    expect(store.getSnapshot().map((l) => [l.id, l.unitPriceKobo, l.quantity])).toEqual([
      ['lamp-1', 7_000_000, 1],
      ['chair-1', 8_500_000, 2],
    ]);
    expect(JSON.parse(storage.getItem(CART_STORAGE_KEY) ?? '')).toHaveLength(2);
  });

  it('adds, removes and sets quantities per variant through the line key', () => {
    const store = makeStore();
    store.addItem({ ...lamp, variant: 'Brass' });
    store.addItem({ ...lamp, variant: 'Black' }, 2);
    store.addItem({ ...lamp, variant: 'Brass' });
    store.setQuantity('lamp-1:Black', 1);
    expect(store.getSnapshot().map((line) => [line.variant, line.quantity])).toEqual([
      ['Brass', 2],
      ['Black', 1],
    ]);
    store.removeItem('lamp-1:Brass');
    expect(JSON.parse(storage.getItem(CART_STORAGE_KEY) ?? '')).toEqual([{ ...lamp, variant: 'Black', quantity: 1 }]);
  });

  it('restores the stored cart on load', () => {
    storage.setItem(CART_STORAGE_KEY, JSON.stringify([{ ...lamp, quantity: 3 }]));
    expect(makeStore().getSnapshot()).toEqual([{ ...lamp, quantity: 3 }]);
  });

  it('restores invalid JSON as an empty cart', () => {
    storage.setItem(CART_STORAGE_KEY, '{oops');
    expect(makeStore().getSnapshot()).toEqual([]);
  });

  it('returns the same snapshot until something changes (useSyncExternalStore needs this)', () => {
    const store = makeStore();
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    store.addItem(lamp);
    expect(store.getSnapshot()).not.toBe(first);
  });

  it('notifies subscribers and follows other tabs through the storage event', () => {
    const store = makeStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.removeItem('nothing');
    expect(listener).toHaveBeenCalledTimes(1);

    storage.setItem(CART_STORAGE_KEY, JSON.stringify([{ ...lamp, quantity: 4 }]));
    events.dispatchEvent(storageEvent('unrelated'));
    expect(listener).toHaveBeenCalledTimes(1);
    events.dispatchEvent(storageEvent(CART_STORAGE_KEY));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot()).toEqual([{ ...lamp, quantity: 4 }]);

    storage.clear();
    events.dispatchEvent(storageEvent(null));
    expect(store.getSnapshot()).toEqual([]);

    unsubscribe();
    events.dispatchEvent(storageEvent(CART_STORAGE_KEY));
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('keeps working in memory when storage is unavailable or full', () => {
    const store = createCartStore({ storage: () => undefined, events: () => undefined });
    store.addItem(lamp);
    expect(store.getSnapshot()).toEqual([{ ...lamp, quantity: 1 }]);

    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const full = makeStore();
    full.addItem(lamp);
    expect(full.getSnapshot()).toHaveLength(1);
  });
});
