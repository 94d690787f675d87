// The cart as pure data (spec section 4, "Cart"). A line keeps the unit price the shopper
// was shown when adding it (the discount price when there is one, DESIGN.md section 4);
// the server recomputes every total from current prices at checkout.

export type CartLine = {
  id: string;
  name: string;
  imageUrl: string | null;
  category: string;
  stockQuantity: number;
  /** Whole kobo: the price displayed when the line was added. */
  unitPriceKobo: number;
  quantity: number;
};

/** What a product page hands to the cart; the quantity is the cart's business. */
export type CartProduct = Omit<CartLine, 'quantity'>;

export type CartTotals = { totalItems: number; totalPrice: number };

export const EMPTY_CART: readonly CartLine[] = Object.freeze([]);

/** An existing line goes up by `quantity` (1 by default); a new product is added with `quantity`. */
export function addItem(items: readonly CartLine[], product: CartProduct, quantity = 1): CartLine[] {
  if (!Number.isInteger(quantity) || quantity < 1) return [...items];
  const existing = items.find((line) => line.id === product.id);
  if (existing) {
    return items.map((line) => (line.id === product.id ? { ...line, quantity: line.quantity + quantity } : line));
  }
  return [...items, { ...product, quantity }];
}

export function removeItem(items: readonly CartLine[], id: string): CartLine[] {
  return items.filter((line) => line.id !== id);
}

/** Zero or less removes the line; otherwise the quantity is set (whole units; NaN changes nothing). */
export function setQuantity(items: readonly CartLine[], id: string, quantity: number): CartLine[] {
  if (!Number.isFinite(quantity)) return [...items];
  if (quantity <= 0) return removeItem(items, id);
  const whole = Math.floor(quantity);
  return items.map((line) => (line.id === id ? { ...line, quantity: whole } : line));
}

export function clearCart(): CartLine[] {
  return [];
}

/** totalItems is the sum of quantities; totalPrice is the sum of unit price × quantity, in kobo. */
export function cartTotals(items: readonly CartLine[]): CartTotals {
  let totalItems = 0;
  let totalPrice = 0;
  for (const line of items) {
    totalItems += line.quantity;
    totalPrice += line.unitPriceKobo * line.quantity;
  }
  return { totalItems, totalPrice };
}
