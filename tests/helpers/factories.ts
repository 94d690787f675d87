import { randomUUID } from 'node:crypto';
import { db } from '@/server/db/client';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { categories, discountCodes, locationStock, messages, orders, products, productVariants, stockLocations, users } from '@/server/db/schema';
import { colourOffer, saveVariants, type ProductOffer } from '@/server/catalog/variant-writes';
import { shareStockAmongColours } from '@/lib/catalog/variant-keys';
import { placeOrder } from '@/server/checkout/place-order';
import { placeOrderSchema, type PlaceOrderInput } from '@/lib/schemas/checkout';
import { BANK_TRANSFER, PICKUP } from './checkout';
import { saveMeasuredRule } from '@/server/catalog/measured-writes';
import type { MeasuredRule } from '@/lib/catalog/measured-price';
import { CURTAIN_RULE } from './curtain-rule';
import { bumpStorefrontVersion } from '@/server/storefront-cache';

export { CURTAIN_RULE } from './curtain-rule';

// The shop's records as tests make them, in one place: each factory writes real rows through the
// real schema (or places an order through checkout's own code), with defaults a test overrides
// by passing the fields it cares about. Nothing here stubs the database, auth or mail.

/**
 * These factories write the catalogue behind the actions' back: they move the storefront version as an
 * admin's save does, so the kept pages and the filter counts' index (src/server/catalog/facet-index.ts)
 * read it afresh.
 */
const catalogueChanged = () => bumpStorefrontVersion();

/** A short random token, for names and addresses that must not collide within a file. */
export const unique = () => randomUUID().slice(0, 8);

/** A category; its slug is its name in lower case unless given. */
export async function newCategory(name = 'Sofas', values: Partial<typeof categories.$inferInsert> = {}) {
  const [row] = await db
    .insert(categories)
    .values({ name, slug: name.toLowerCase().replaceAll(' ', '-'), ...values })
    .returning();
  catalogueChanged();
  return row!;
}

/**
 * An active product in stock: five sofas at ₦450,000 unless `values` says otherwise (its category must
 * exist), with its variants as the product form saves them: one per colour, the stock shared out as
 * the migration to variants did (or as `stockByColour` says, keyed by the colour in lower case), or a
 * single variant holding it all; or as `offer` says (options such as Size and Fabric, and their variants).
 */
export async function newProduct(values: Partial<typeof products.$inferInsert> & { stockByColour?: Record<string, number>; offer?: ProductOffer } = {}) {
  const { stockQuantity = 5, stockByColour, offer, ...rest } = values;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({ name: `Piece ${unique()}`, category: 'sofas', priceKobo: 450_000_00, ...rest })
      .returning();
    const colours = row!.colorVariants;
    const shared = stockByColour ?? shareStockAmongColours(colours, stockQuantity);
    const colourStock = (colour: string) => shared[colour.toLowerCase()] ?? 0;
    await saveVariants(tx, row!.id, offer ?? colourOffer(colours, colourStock, { sku: row!.sku, stock: stockQuantity }));
    const [saved] = await tx.select().from(products).where(eq(products.id, row!.id));
    return saved!;
  }).finally(catalogueChanged);
}

/** The live variants of a product, in its order: what tests set stock on and read it from. */
export async function variantsOf(productId: string) {
  return db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), isNull(productVariants.archivedAt)))
    .orderBy(asc(productVariants.position));
}

/**
 * Sets a product's stock as the back office does, on its variants: its single variant's, or one
 * colour's (`colour`); the product's own count follows as their sum.
 */
export async function setStock(productId: string, stockQuantity: number, colour: string | null = null) {
  const variant = (await variantsOf(productId)).find((row) => (row.option1 ?? '').toLowerCase() === (colour ?? '').toLowerCase());
  if (!variant) throw new Error(`No variant ${colour ?? '(single)'} of product ${productId}`);
  await db.update(productVariants).set({ stockQuantity }).where(eq(productVariants.id, variant.id));
  catalogueChanged();
}

/** A location of its own (a showroom that sells online and offers pickup unless `values` says otherwise), last in the order. */
export async function newLocation(values: Partial<typeof stockLocations.$inferInsert> = {}) {
  const [row] = await db
    .insert(stockLocations)
    .values({ name: `Showroom ${unique()}`, address: '3 Admiralty Way, Lekki', openingHours: 'Mon–Sat 10am–6pm', pickup: true, sellsOnline: true, position: 100, ...values })
    .returning();
  catalogueChanged();
  return row!;
}

/** Puts `quantity` of a variant at a location (added to what it holds), as a count or a received transfer does. */
export async function putStockAt(locationId: string, variantId: string, quantity: number) {
  await db
    .insert(locationStock)
    .values({ locationId, variantId, quantity })
    .onConflictDoUpdate({ target: [locationStock.locationId, locationStock.variantId], set: { quantity: sql`${locationStock.quantity} + ${quantity}` } });
  catalogueChanged();
}

/** A shopper's account (a users row, not signed in): Amaka Obi at an address of her own. */
export async function newBuyer(values: Partial<typeof users.$inferInsert> = {}) {
  const id = values.id ?? randomUUID();
  const email = values.email ?? `${id}@example.com`;
  await db.insert(users).values({ name: 'Amaka Obi', ...values, id, email });
  return { id, email };
}

/** A discount code: DETTY25, 25% off, unless `values` says otherwise. */
export async function newDiscountCode(values: Partial<typeof discountCodes.$inferInsert> = {}) {
  const [row] = await db
    .insert(discountCodes)
    .values({ code: 'DETTY25', kind: 'percentage', percentBasisPoints: 2500, ...values })
    .returning();
  return row!;
}

const ORDER_CODE_LETTERS = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A fresh order number in the shop's format (ORD-date-six letters). */
export const newOrderNumber = () =>
  `ORD-20261124-${Array.from(randomUUID().replaceAll('-', '').slice(0, 6), (digit) => ORDER_CODE_LETTERS[parseInt(digit, 16)]).join('')}`;

/**
 * An orders row written straight to the table (no lines, no stock, no customer totals): for tests
 * of what reads orders. Amaka Obi's ₦450,000 order, pending, unless `values` says otherwise;
 * an order placed as checkout places it is placeTestOrder.
 */
export async function newOrderRow(values: Partial<typeof orders.$inferInsert> = {}) {
  const [row] = await db
    .insert(orders)
    .values({
      orderNumber: newOrderNumber(),
      customerName: 'Amaka Obi',
      customerEmail: `checkout-${unique()}@example.com`,
      shippingAddress: '12 Admiralty Way, Lekki Phase 1\nLagos',
      subtotalKobo: 450_000_00,
      totalAmountKobo: 450_000_00,
      ...values,
    })
    .returning();
  return row!;
}

/**
 * A messages row written straight to the table, as the sending job and the webhooks leave it: the order
 * placed update on WhatsApp, delivered, unless `values` says otherwise. For tests of what reads messages.
 */
export async function newMessageRow(values: Partial<typeof messages.$inferInsert> = {}) {
  const [row] = await db
    .insert(messages)
    .values({
      event: 'order_placed',
      purpose: 'order_updates',
      channel: 'whatsapp',
      phone: '+2348031234567',
      template: 'order_placed_v1',
      body: 'Hello Amaka, thank you for your order.',
      state: 'delivered',
      providerMessageId: `wamid.${unique()}${unique()}`,
      ...values,
    })
    .returning();
  return row!;
}

/** The shipping details checkout sends unless a test says otherwise. */
export const SHIPPING = {
  fullName: 'Amaka Obi',
  email: 'amaka@example.com',
  phone: '08031234567',
  address: '12 Admiralty Way',
  state: 'Lagos',
  notes: '',
} as const satisfies PlaceOrderInput['shipping'];

export type OrderLine = {
  productId: string;
  quantity?: number;
  unitPriceKobo: number;
  variant?: string | null;
  measure?: { widthCm: number; dropCm: number; lined: boolean };
  swatch?: { option: string; value: string };
};
export type OrderRequestChanges = Partial<Omit<PlaceOrderInput, 'shipping' | 'lines'>> & { shipping?: Partial<PlaceOrderInput['shipping']> };

/**
 * The request checkout sends, parsed by checkout's own schema: `lines` (one of each unless told),
 * showroom pickup, paid by transfer, a fresh idempotency key, SHIPPING; `changes` on top.
 */
export function orderRequest(lines: OrderLine[], { shipping, ...changes }: OrderRequestChanges = {}) {
  return placeOrderSchema.parse({
    shipping: { ...SHIPPING, ...shipping },
    lines: lines.map((line) => ({ quantity: 1, ...line })),
    idempotencyKey: randomUUID(),
    delivery: PICKUP,
    paymentMethod: BANK_TRANSFER,
    ...changes,
  });
}

/**
 * An order placed through checkout's own code (placeOrder) by `buyer`, a new account unless
 * given (returned as `buyer`); see orderRequest for the rest. Paying by transfer needs
 * takeBankTransfers() first.
 */
export async function placeTestOrder<Buyer extends { id: string } = { id: string; email: string }>(
  lines: OrderLine[],
  { buyer, ...changes }: OrderRequestChanges & { buyer?: Buyer } = {},
) {
  const account = buyer ?? ((await newBuyer()) as unknown as Buyer);
  const placed = await placeOrder({ id: account.id }, orderRequest(lines, changes));
  // As the checkout action does: the stock moved.
  catalogueChanged();
  return { ...placed, buyer: account };
}

type OptionSpec = { name: string; values: string[] };
type VariantSpec = {
  values: string[];
  sku: string;
  priceKobo?: number | null;
  discountPriceKobo?: number | null;
  stockQuantity: number;
  leadTimeMinDays?: number | null;
  leadTimeMaxDays?: number | null;
  costKobo?: number | null;
};

/**
 * An active product sold in options (Size, Fabric...): its options with their values, and one variant
 * per `variants` entry, its values in the options' order, with its own SKU, price (null: the
 * product's) and stock, saved as the product form saves them; the product's stock is their sum.
 */
export async function newProductWithOptions(values: Partial<typeof products.$inferInsert>, options: OptionSpec[], variants: VariantSpec[]) {
  const offer: ProductOffer = {
    options: options.map((option) => ({ name: option.name, values: option.values.map((value) => ({ value, swatchImageUrl: null })) })),
    variants: variants.map((variant) => ({ priceKobo: null, discountPriceKobo: null, imageUrl: null, ...variant })),
  };
  const product = await newProduct({ ...values, offer });
  return { ...product, variants: await variantsOf(product.id) };
}

/** A curtain made to measure: `values` as newProduct takes them, priced per metre of fabric by `rule`. */
export async function newMeasuredProduct(values: Parameters<typeof newProduct>[0] = {}, rule: MeasuredRule = CURTAIN_RULE) {
  const product = await newProduct({ category: 'curtains', priceKobo: 12_500_00, leadTimeMinDays: 7, leadTimeMaxDays: 10, ...values });
  await db.transaction((tx) => saveMeasuredRule(tx, product.id, rule));
  return product;
}
