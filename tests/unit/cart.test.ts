import { describe, expect, it } from 'vitest';
import { addItem, cartTotals, clearCart, removeItem, setQuantity, type CartLine, type CartProduct } from '@/lib/cart/cart';

const sofa: CartProduct = {
  id: 'sofa-1',
  name: 'Ikoyi Three-Seater Sofa',
  imageUrl: '/media/products/sofa.webp',
  category: 'sofas',
  stockQuantity: 5,
  unitPriceKobo: 45_000_000,
  color: null,
};
const curtain: CartProduct = {
  id: 'curtain-1',
  name: 'Adire Linen Curtain Pair',
  imageUrl: null,
  category: 'curtains',
  stockQuantity: 20,
  unitPriceKobo: 125_050,
  color: null,
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
