import { describe, expect, it } from 'vitest';
import {
  addItem,
  cartLineKey,
  cartTotals,
  clearCart,
  fitToStock,
  removeItem,
  setQuantity,
  type CartLine,
  type CartProduct,
} from '@/lib/cart/cart';

const sofa: CartProduct = {
  id: 'sofa-1',
  name: 'Ikoyi Three-Seater Sofa',
  imageUrl: '/media/products/sofa.webp',
  category: 'sofas',
  stockQuantity: 5,
  unitPriceKobo: 45_000_000,
  variant: null,
};
const curtain: CartProduct = {
  id: 'curtain-1',
  name: 'Adire Linen Curtain Pair',
  imageUrl: null,
  category: 'curtains',
  stockQuantity: 20,
  unitPriceKobo: 125_050,
  variant: null,
};

describe('addItem', () => {
  it('adds a new product with quantity 1', () => {
    expect(addItem([], sofa)).toEqual([{ ...sofa, quantity: 1 }]);
  });

  it('raises the quantity of a product already in the cart by 1', () => {
    const cart = addItem(addItem([], sofa), sofa);
    expect(cart).toHaveLength(1);
    expect(cart[0]?.quantity).toBe(2);
  });

  it('keeps other lines and their order', () => {
    const cart = addItem(addItem(addItem([], sofa), curtain), sofa);
    expect(cart.map((line) => [line.id, line.quantity])).toEqual([
      ['sofa-1', 2],
      ['curtain-1', 1],
    ]);
  });

  it('adds several at once when asked (the product page stepper)', () => {
    expect(addItem(addItem([], sofa, 3), sofa, 2)[0]?.quantity).toBe(5);
    expect(addItem([], sofa, 0)).toEqual([]);
  });

  it('keeps the unit price the line was added at', () => {
    const cart = addItem(addItem([], sofa), { ...sofa, unitPriceKobo: 1 });
    expect(cart[0]?.unitPriceKobo).toBe(45_000_000);
  });

  it('does not change the cart it was given', () => {
    const before: CartLine[] = [{ ...sofa, quantity: 1 }];
    addItem(before, sofa);
    expect(before[0]?.quantity).toBe(1);
  });
});

describe('removeItem', () => {
  it('deletes the line with that id', () => {
    const cart = addItem(addItem([], sofa), curtain);
    expect(removeItem(cart, 'sofa-1').map((line) => line.id)).toEqual(['curtain-1']);
  });

  it('ignores an unknown id', () => {
    const cart = addItem([], sofa);
    expect(removeItem(cart, 'nope')).toEqual(cart);
  });
});

describe('setQuantity', () => {
  const cart = addItem(addItem([], sofa), curtain);

  it('sets the quantity', () => {
    expect(setQuantity(cart, 'curtain-1', 4).find((line) => line.id === 'curtain-1')?.quantity).toBe(4);
  });

  it.each([0, -1])('removes the line when set to %i', (quantity) => {
    expect(setQuantity(cart, 'curtain-1', quantity).map((line) => line.id)).toEqual(['sofa-1']);
  });

  it('leaves the cart as it was for NaN', () => {
    expect(setQuantity(cart, 'sofa-1', Number.NaN)).toEqual(cart);
  });
});

describe('clearCart and cartTotals', () => {
  it('clears to empty', () => {
    expect(clearCart()).toEqual([]);
  });

  it('sums quantities and unit price × quantity in kobo', () => {
    const cart = setQuantity(addItem(addItem([], sofa), curtain), 'curtain-1', 3);
    expect(cartTotals(cart)).toEqual({ totalItems: 4, totalPrice: 45_000_000 + 3 * 125_050 });
  });

  it('is zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({ totalItems: 0, totalPrice: 0 });
  });
});

describe('variants', () => {
  const indigo: CartProduct = { ...sofa, variant: 'Indigo' };
  const sand: CartProduct = { ...sofa, variant: 'Sand' };

  it('keys a line by product and variant; a product without options by its id', () => {
    expect(cartLineKey(sofa)).toBe('sofa-1');
    expect(cartLineKey(indigo)).toBe('sofa-1:Indigo');
    expect(cartLineKey({ ...sofa, variant: '3-seater / Velvet' })).toBe('sofa-1:3-seater / Velvet');
  });

  it('makes two variants of one product two lines, and merges the same variant again', () => {
    const cart = addItem(addItem(addItem([], indigo), sand, 2), indigo);
    expect(cart.map((line) => [cartLineKey(line), line.quantity])).toEqual([
      ['sofa-1:Indigo', 2],
      ['sofa-1:Sand', 2],
    ]);
    expect(cartTotals(cart).totalItems).toBe(4);
  });

  it('removes and sets the quantity of one variant by its key, leaving the other', () => {
    const cart = addItem(addItem([], indigo), sand);
    expect(removeItem(cart, 'sofa-1:Indigo').map(cartLineKey)).toEqual(['sofa-1:Sand']);
    expect(setQuantity(cart, 'sofa-1:Sand', 3).map((line) => [line.variant, line.quantity])).toEqual([
      ['Indigo', 1],
      ['Sand', 3],
    ]);
    // The bare product id names the line without options, not every variant of it.
    expect(removeItem(cart, 'sofa-1')).toEqual(cart);
  });

});

describe('fitToStock', () => {
  const line = (variant: string | null, quantity: number, overrides: Partial<CartLine> = {}): CartLine => ({ ...sofa, variant, quantity, ...overrides });
  // Each variant has a stock of its own: stocks are given per line (cartLineKey).
  const stocks = (map: Record<string, number>) => (l: CartLine) => map[cartLineKey(l)];

  it('brings each line within its own variant’s stock and refreshes it, whatever the other variants hold', () => {
    const cart = [line('Indigo', 2), line('Sand', 4), { ...curtain, quantity: 1 }];
    const { lines, lowered } = fitToStock(cart, stocks({ 'sofa-1:Indigo': 3, 'sofa-1:Sand': 1, 'curtain-1': 20 }));
    expect(lines.map((l) => [cartLineKey(l), l.quantity, l.stockQuantity])).toEqual([
      ['sofa-1:Indigo', 2, 3],
      ['sofa-1:Sand', 1, 1],
      ['curtain-1', 1, 20],
    ]);
    expect([...lowered]).toEqual(['sofa-1:Sand']);
  });

  it('keeps a sold-out variant’s quantity for the shopper to remove, and lowers nothing else', () => {
    const { lines, lowered } = fitToStock([line('Indigo', 2), line('Sand', 1)], stocks({ 'sofa-1:Indigo': 0, 'sofa-1:Sand': 5 }));
    expect(lines.map((l) => [l.quantity, l.stockQuantity])).toEqual([
      [2, 0],
      [1, 5],
    ]);
    expect(lowered.size).toBe(0);
  });

  it('leaves gone products as they are and sold-out ones at their quantity, and unchanged lines as the same objects', () => {
    const cart = [line(null, 2, { stockQuantity: 5 }), { ...curtain, quantity: 4, stockQuantity: 20 }];
    const soldOut = fitToStock(cart, stocks({ 'curtain-1': 0 }));
    expect(soldOut.lines[0]).toBe(cart[0]);
    expect(soldOut.lines[1]).toEqual({ ...curtain, quantity: 4, stockQuantity: 0 });
    const unchanged = fitToStock(cart, stocks({ 'sofa-1': 5, 'curtain-1': 20 }));
    expect(unchanged.lines.every((l, i) => l === cart[i])).toBe(true);
  });
});
