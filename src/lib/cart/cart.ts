// The cart as pure data (docs/product.md section 4, "Cart"). A line keeps the unit price the shopper
// was shown when adding it (the discount price when there is one, docs/architecture.md section 4);
// the server recomputes every total from current prices at checkout. A line is one product
// in one colour: two colours of one sofa are two lines (stock stays per product).

export type CartLine = {
  id: string;
  name: string;
  imageUrl: string | null;
  category: string;
  stockQuantity: number;
  /** Whole kobo: the price displayed when the line was added. */
  unitPriceKobo: number;
  /** The colour chosen on the product page; null when the product has no colours. */
  color: string | null;
  quantity: number;
};

/** What a product page hands to the cart; the quantity is the cart's business. */
export type CartProduct = Omit<CartLine, 'quantity'>;

export type CartTotals = { totalItems: number; totalPrice: number };

/** What tells two lines apart: the product and its colour. */
export function cartLineKey(line: Pick<CartLine, 'id' | 'color'>): string {
  return line.color === null ? line.id : `${line.id}:${line.color}`;
}

export const EMPTY_CART: readonly CartLine[] = Object.freeze([]);

/**
 * An existing line (same product, same colour) goes up by `quantity` (1 by default);
 * otherwise a new line is added with `quantity`.
 */
export function addItem(items: readonly CartLine[], product: CartProduct, quantity = 1): CartLine[] {
  if (!Number.isInteger(quantity) || quantity < 1) return [...items];
  const key = cartLineKey(product);
  if (items.some((line) => cartLineKey(line) === key)) {
    return items.map((line) => (cartLineKey(line) === key ? { ...line, quantity: line.quantity + quantity } : line));
  }
  return [...items, { ...product, quantity }];
}

/** `key` is cartLineKey(line). */
export function removeItem(items: readonly CartLine[], key: string): CartLine[] {
  return items.filter((line) => cartLineKey(line) !== key);
}

/** Zero or less removes the line; otherwise the quantity is set (whole units; NaN changes nothing). */
export function setQuantity(items: readonly CartLine[], key: string, quantity: number): CartLine[] {
  if (!Number.isFinite(quantity)) return [...items];
  if (quantity <= 0) return removeItem(items, key);
  const whole = Math.floor(quantity);
  return items.map((line) => (cartLineKey(line) === key ? { ...line, quantity: whole } : line));
}

/** Units of one product across its colours: stock is counted per product. */
export function quantityOfProduct(items: readonly CartLine[], productId: string): number {
  return items.reduce((sum, line) => (line.id === productId ? sum + line.quantity : sum), 0);
}

/**
 * Brings each product's lines within its stock today, counted across colours: earlier lines
 * keep their units first. A line never drops below 1 (which colour to give up is the
 * shopper's choice, so the cart asks instead); `lowered` holds the keys of lines brought down.
 * `stockOf` is undefined for a product that is gone (the line stays as it is) and 0 for one
 * sold out (the line keeps its quantity): both are shown as such for the shopper to remove.
 */
export function fitToStock(
  items: readonly CartLine[],
  stockOf: (productId: string) => number | undefined,
): { lines: CartLine[]; lowered: Set<string> } {
  const left = new Map<string, number>();
  const lowered = new Set<string>();
  const lines = items.map((line) => {
    const stock = stockOf(line.id);
    if (stock === undefined) return line;
    let quantity = line.quantity;
    if (stock > 0) {
      const available = left.get(line.id) ?? stock;
      quantity = Math.max(1, Math.min(line.quantity, available));
      left.set(line.id, Math.max(0, available - quantity));
      if (quantity < line.quantity) lowered.add(cartLineKey(line));
    }
    return quantity === line.quantity && stock === line.stockQuantity ? line : { ...line, quantity, stockQuantity: stock };
  });
  return { lines, lowered };
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
