// The cart as pure data (docs/product.md section 4, "Cart"). A line keeps the unit price the shopper
// was shown when adding it (the discount price when there is one, docs/architecture.md section 4);
// the server recomputes every total from current prices at checkout. A line is one variant of a
// product: the 3-seater and the 2-seater of one sofa are two lines, each with its variant's stock
// (docs/decisions/0053-variants-are-the-unit-of-sale.md).

export type CartLine = {
  id: string;
  name: string;
  imageUrl: string | null;
  category: string;
  stockQuantity: number;
  /** Whole kobo: the price displayed when the line was added. */
  unitPriceKobo: number;
  /**
   * The variant chosen on the product page, by its options' values ("3-seater / Velvet", the colour
   * alone for a piece offered in colours); null for a product without options.
   */
  variant: string | null;
  /**
   * A piece made to measure: its size (docs/decisions/0058-made-to-measure.md). Two sizes of one
   * curtain are two lines; `unitPriceKobo` is the price the rule gave that size.
   */
  measure?: Measure;
  /**
   * A swatch of one of the piece's fabrics or finishes, one a line, always one unit; `variant` is null and
   * `unitPriceKobo` the shop's swatch price (docs/decisions/0059-fabric-samples.md).
   */
  swatch?: Swatch;
  quantity: number;
};

/** A swatch: the option ("Fabric") and its value ("Velvet"), as the piece names them. */
export type Swatch = { option: string; value: string };

/**
 * The size of a piece made to measure, in whole centimetres (docs/decisions/0058-made-to-measure.md). Here,
 * not with its price rule (src/lib/catalog/measured-price.ts): every page's cart needs only this.
 */
export type Measure = { widthCm: number; dropCm: number; lined: boolean };

/** What tells two sizes of one piece apart in a cart: '240x270-lined'. */
export const measureKey = ({ widthCm, dropCm, lined }: Measure) => `${widthCm}x${dropCm}${lined ? '-lined' : ''}`;

/** What a product page hands to the cart; the quantity is the cart's business. */
export type CartProduct = Omit<CartLine, 'quantity'>;

export type CartTotals = { totalItems: number; totalPrice: number };

/** What tells two lines apart: the product, its variant, a size made to measure and a swatch. */
export function cartLineKey({ id, variant, measure, swatch }: Pick<CartLine, 'id' | 'variant' | 'measure' | 'swatch'>): string {
  const key = variant === null ? id : `${id}:${variant}`;
  return (measure ? `${key}@${measureKey(measure)}` : key) + (swatch ? `~${swatch.option}=${swatch.value}` : '');
}

export const EMPTY_CART: readonly CartLine[] = Object.freeze([]);

/**
 * An existing line (same product, same variant) goes up by `quantity` (1 by default);
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

/**
 * Brings each line within its stock today (its variant's, docs/decisions/0053-variants-are-the-unit-of-sale.md).
 * A line never drops below 1 (a sold-out line is the shopper's to remove, so the cart asks instead);
 * `lowered` holds the keys of lines brought down. `stockOf` is undefined for a line whose product or
 * variant is gone (the line stays as it is) and
 * 0 for one sold out (the line keeps its quantity): both are shown as such for the shopper to remove.
 */
export function fitToStock(items: readonly CartLine[], stockOf: (line: CartLine) => number | undefined): { lines: CartLine[]; lowered: Set<string> } {
  const lowered = new Set<string>();
  const lines = items.map((line) => {
    const stock = stockOf(line);
    if (stock === undefined) return line;
    const quantity = stock > 0 ? Math.min(line.quantity, stock) : line.quantity;
    if (quantity < line.quantity) lowered.add(cartLineKey(line));
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
