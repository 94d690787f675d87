import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { pointDataDirAtTempFolder } from '../helpers/temp-data-dir';
import { db } from '@/server/db/client';
import { categories, orders, products, userRoles, users } from '@/server/db/schema';
import { staffRoleOf } from '@/server/auth/roles';
import { placeOrder } from '@/server/checkout/place-order';
import { placeOrderSchema } from '@/lib/schemas/checkout';
import { profileSchema, type ProfileInput } from '@/lib/schemas/profile';
import { NIGERIAN_PHONE_MESSAGE } from '@/lib/nigeria';
import { orderStatusTone, paymentStatusTone, statusLabel } from '@/lib/order-status';
import { updateProfile } from '@/server/account/update-profile';
import { getOrderForViewer, getProfile, isOrderNumber, listOrdersForUser } from '@/server/account/account-reads';
import { BANK_TRANSFER, PICKUP, takeBankTransfers } from '../helpers/checkout';
import { newBuyer, newProduct } from '../helpers/factories';

// My Account against a real database: the profile form's schema and write, the order
// history (only the shopper's own, newest first, with items) and who may open an order.

let database: TestDatabase;
const product = { sofa: '', mirror: '', vase: '' };

async function createUser(name: string, { admin = false } = {}) {
  const { id } = await newBuyer({ name });
  if (admin) await db.insert(userRoles).values({ userId: id, role: 'owner' });
  return { id, role: await staffRoleOf(id) };
}

/** Places a real order through the checkout transaction, then dates it `at`. */
async function order(userId: string, lines: [keyof typeof product, number][], at: string, notes?: string) {
  const prices = await db.select({ id: products.id, priceKobo: products.priceKobo }).from(products);
  const priceOf = (id: string) => prices.find((row) => row.id === id)!.priceKobo;
  const request = placeOrderSchema.parse({
    shipping: {
      fullName: 'Ada Obi',
      email: 'ada@example.com',
      phone: '0803 123 4567',
      address: '12 Admiralty Way, Lekki Phase 1',
      state: 'Lagos',
      notes,
    },
    lines: lines.map(([key, quantity]) => ({ productId: product[key], quantity, unitPriceKobo: priceOf(product[key]) })),
    idempotencyKey: randomUUID(),
    delivery: PICKUP,
    paymentMethod: BANK_TRANSFER,
  });
  const placed = await placeOrder({ id: userId }, request);
  await db.update(orders).set({ createdAt: new Date(at) }).where(eq(orders.id, placed.orderId));
  return placed.orderNumber;
}

/** What the action does with the form's strings: the schema, then the write. */
async function saveProfile(userId: string, input: ProfileInput) {
  return updateProfile(userId, profileSchema.parse(input));
}

beforeAll(async () => {
  pointDataDirAtTempFolder();
  database = await createTestDatabase();
  await takeBankTransfers();
  await db.insert(categories).values([
    { name: 'Sofas', slug: 'sofas' },
    { name: 'Accessories', slug: 'accessories' },
  ]);
  const rows = [
    await newProduct({ name: 'Ikoyi Velvet Sofa', category: 'sofas', priceKobo: 1_250_000_00, stockQuantity: 20 }),
    await newProduct({ name: 'Brass Mirror', category: 'accessories', priceKobo: 95_000_50, stockQuantity: 20 }),
    await newProduct({ name: 'Pampas Vase', category: 'accessories', priceKobo: 42_000_00, stockQuantity: 20 }),
  ];
  product.sofa = rows.find((row) => row.name === 'Ikoyi Velvet Sofa')!.id;
  product.mirror = rows.find((row) => row.name === 'Brass Mirror')!.id;
  product.vase = rows.find((row) => row.name === 'Pampas Vase')!.id;
});
afterAll(() => database.dispose());

describe('the profile', () => {
  it('refuses a phone number that is not Nigerian, with the shared message', () => {
    for (const phone of ['12345', '0803 123 456', '+44 20 7946 0958', 'call me']) {
      const result = profileSchema.safeParse({ name: 'Ada Obi', phone });
      expect(result.success, phone).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['phone']);
      expect(result.error?.issues[0]?.message).toBe(NIGERIAN_PHONE_MESSAGE);
    }
  });

  it('refuses an empty name, an unknown state and an overlong address', () => {
    const paths = (input: ProfileInput) => profileSchema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths({ name: '   ' })).toEqual(['name']);
    expect(paths({ name: 'Ada', state: 'Texas' as never })).toEqual(['state']);
    expect(paths({ name: 'Ada', address: 'x'.repeat(501) })).toEqual(['address']);
  });

  it('saves the details, the name on the account too, and empty optional fields as null', async () => {
    const ada = await createUser('Ada');
    const saved = await saveProfile(ada.id, {
      name: '  Ada Obi  ',
      phone: '+234 803 123 4567',
      address: '12 Admiralty Way\nLekki Phase 1',
      state: 'Lagos',
    });
    expect(saved).toMatchObject({ name: 'Ada Obi', phone: '+2348031234567', address: '12 Admiralty Way\nLekki Phase 1', state: 'Lagos' });

    await saveProfile(ada.id, { name: 'Ada N. Obi', phone: '  ', address: '', state: '' });
    const [row] = await db.select().from(users).where(eq(users.id, ada.id));
    expect(row).toMatchObject({ name: 'Ada N. Obi', phone: null, address: null, state: null, email: `${ada.id}@example.com` });
    expect(await getProfile(ada.id)).toEqual({ name: 'Ada N. Obi', email: `${ada.id}@example.com`, phone: null, address: null, state: null });
  });

  it('changes only the given user', async () => {
    const ada = await createUser('Ada');
    const bola = await createUser('Bola');
    await saveProfile(ada.id, { name: 'Ada Obi', phone: '0803 123 4567' });
    expect(await getProfile(bola.id)).toMatchObject({ name: 'Bola', phone: null });
    await expect(saveProfile(randomUUID(), { name: 'Nobody' })).rejects.toThrow();
  });
});

describe('the order history', () => {
  it('lists only the shopper’s own orders, newest first, each with its items', async () => {
    const ada = await createUser('Ada');
    const bola = await createUser('Bola');
    const first = await order(ada.id, [['sofa', 1]], '2026-01-05T09:00:00Z');
    const third = await order(ada.id, [['vase', 3]], '2026-03-01T09:00:00Z');
    const second = await order(ada.id, [['mirror', 2], ['sofa', 1]], '2026-02-10T09:00:00Z');
    await order(bola.id, [['vase', 1]], '2026-04-01T09:00:00Z');

    const list = await listOrdersForUser(ada.id);
    expect(list.map((row) => row.orderNumber)).toEqual([third, second, first]);
    expect(list[1]).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      totalAmountKobo: 1_250_000_00 + 2 * 95_000_50,
      items: [
        { productName: 'Brass Mirror', quantity: 2 },
        { productName: 'Ikoyi Velvet Sofa', quantity: 1 },
      ],
    });
    expect(list[0]!.items).toEqual([{ productName: 'Pampas Vase', quantity: 3 }]);
    expect(list[0]!.createdAt).toBeInstanceOf(Date);

    expect((await listOrdersForUser(bola.id)).map((row) => row.items.length)).toEqual([1]);
    expect(await listOrdersForUser((await createUser('New')).id)).toEqual([]);
    // The page asks for a limit and gets no more.
    expect(await listOrdersForUser(ada.id, 2)).toHaveLength(2);
  });

  it('keeps a line whose product was deleted, by its stored name and price', async () => {
    const chidi = await createUser('Chidi');
    const temporary = await newProduct({ name: 'Lagos Side Table', category: 'accessories', priceKobo: 60_000_00, stockQuantity: 2 });
    const request = placeOrderSchema.parse({
      shipping: { fullName: 'Chidi', email: 'chidi@example.com', phone: '08031234567', address: '1 Marina', state: 'Lagos' },
      lines: [{ productId: temporary!.id, quantity: 1, unitPriceKobo: 60_000_00 }],
      idempotencyKey: randomUUID(),
      delivery: PICKUP,
      paymentMethod: BANK_TRANSFER,
    });
    const placed = await placeOrder({ id: chidi.id }, request);
    await db.delete(products).where(eq(products.id, temporary!.id));

    const [listed] = await listOrdersForUser(chidi.id);
    expect(listed?.items).toEqual([{ productName: 'Lagos Side Table', quantity: 1 }]);
    const detail = await getOrderForViewer(placed.orderNumber, chidi);
    expect(detail?.items).toEqual([
      expect.objectContaining({ productId: null, productName: 'Lagos Side Table', quantity: 1, priceKobo: 60_000_00, totalKobo: 60_000_00 }),
    ]);
  });
});

describe('opening one order', () => {
  it('shows the owner everything on the order', async () => {
    const ada = await createUser('Ada');
    const number = await order(ada.id, [['mirror', 2], ['vase', 1]], '2026-05-01T10:30:00Z', 'Please call before delivery.');
    const detail = await getOrderForViewer(number, ada);
    expect(detail).toMatchObject({
      orderNumber: number,
      userId: ada.id,
      customerName: 'Ada Obi',
      customerEmail: 'ada@example.com',
      customerPhone: '+2348031234567',
      shippingAddress: '12 Admiralty Way, Lekki Phase 1\nLagos',
      notes: 'Please call before delivery.',
      status: 'pending',
      paymentStatus: 'pending',
      totalAmountKobo: 2 * 95_000_50 + 42_000_00,
      createdAt: new Date('2026-05-01T10:30:00Z'),
    });
    expect(detail?.items.map(({ productName, quantity, priceKobo, totalKobo }) => ({ productName, quantity, priceKobo, totalKobo }))).toEqual([
      { productName: 'Brass Mirror', quantity: 2, priceKobo: 95_000_50, totalKobo: 190_001_00 },
      { productName: 'Pampas Vase', quantity: 1, priceKobo: 42_000_00, totalKobo: 42_000_00 },
    ]);
  });

  it('refuses another shopper exactly as for an order that does not exist, and allows an admin', async () => {
    const ada = await createUser('Ada');
    const bola = await createUser('Bola');
    const admin = await createUser('Owner', { admin: true });
    expect(admin.role).toBe('owner');
    const number = await order(ada.id, [['sofa', 1]], '2026-06-01T08:00:00Z');

    expect(await getOrderForViewer(number, bola)).toBeNull();
    expect(await getOrderForViewer('ORD-20260601-ZZZZZZ', bola)).toBeNull();
    expect(await getOrderForViewer(number, { id: bola.id, role: null })).toBeNull();
    expect((await getOrderForViewer(number, admin))?.orderNumber).toBe(number);
    // A content editor's role does not read orders.
    expect(await getOrderForViewer(number, { id: randomUUID(), role: 'content' })).toBeNull();
  });

  it('does not match an order that lost its owner to anyone but an admin', async () => {
    const gone = await createUser('Gone');
    const number = await order(gone.id, [['vase', 1]], '2026-06-02T08:00:00Z');
    await db.delete(users).where(eq(users.id, gone.id)); // orders.user_id is set null
    const stranger = await createUser('Stranger');
    expect(await getOrderForViewer(number, stranger)).toBeNull();
    expect(await getOrderForViewer(number, { id: randomUUID(), role: 'owner' })).not.toBeNull();
  });

  it('accepts only well-formed order numbers, before any query', async () => {
    expect(isOrderNumber('ORD-20260601-AB23CD')).toBe(true);
    for (const bad of ['ord-20260601-AB23CD', 'ORD-', 'ORD-12', "ORD-1234' or 1=1", 'ORD-1234/..', `ORD-${'A'.repeat(41)}`, '']) {
      expect(isOrderNumber(bad), bad).toBe(false);
    }
    const admin = await createUser('Owner', { admin: true });
    expect(await getOrderForViewer("ORD-1234' or 1=1", admin)).toBeNull();
  });
});

describe('status colours (docs/product.md section 4)', () => {
  it('colours order statuses yellow, blue, purple, green, red, and anything else grey', () => {
    const tones = ['pending', 'processing', 'shipped', 'delivered', 'cancelled', 'on-hold', '', null, 'constructor'].map(orderStatusTone);
    expect(tones).toEqual(['yellow', 'blue', 'purple', 'green', 'red', 'grey', 'grey', 'grey', 'grey']);
  });

  it('colours payment statuses, and labels both for people', () => {
    expect(['pending', 'paid', 'failed', 'refunded', 'weird'].map(paymentStatusTone)).toEqual(['yellow', 'green', 'red', 'grey', 'grey']);
    expect(statusLabel('processing')).toBe('Processing');
    expect(statusLabel(null)).toBe('Unknown');
  });
});
