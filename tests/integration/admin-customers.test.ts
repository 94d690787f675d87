// @postgres: two admins add the same email at once: one unique index, one winner
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as, signedInAdmin } from '../helpers/sessions';
import { db } from '@/server/db/client';
import { customers, orders, refunds, websiteSettings } from '@/server/db/schema';
import { getAdminCustomerOrders, listAdminCustomers } from '@/server/customers/admin-customer-reads';
import { createCustomerAction } from '@/server/customers/actions/create-customer';
import { updateCustomerAction } from '@/server/customers/actions/update-customer';
import { deleteCustomerAction } from '@/server/customers/actions/delete-customer';
import { ADMIN_CUSTOMERS_PAGE_SIZE, CUSTOMER_REQUIRED_MESSAGE, type CustomerFormInput } from '@/lib/schemas/customer';
import { NIGERIAN_PHONE_MESSAGE } from '@/lib/nigeria';
import { takeBankTransfers } from '../helpers/checkout';
import { auditMark, auditRowsAfter, auditRowsOf, userIdOf } from '../helpers/audit-rows-of';
import { newBuyer, newCategory, newProduct, placeTestOrder } from '../helpers/factories';
import { CATALOGUE, resetDatabase, SIGNED_IN_ACCOUNTS } from '../helpers/reset-database';

// Customers Management against a real database and real sessions: checkout's customers with
// their totals, add / edit / delete, one customer per email in any case, and totals that are
// always counted from the customer's orders, never typed in.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});

const callers = setUpAdminTestDatabase(dataDir);
let productId: string;
const PRICE = 85_000_00;

beforeAll(async () => {
  await takeBankTransfers();
  await newCategory('Chairs');
  productId = (await newProduct({ name: 'Ikoyi Lounge Chair', category: 'chairs', priceKobo: PRICE, stockQuantity: 1000 })).id;
});
beforeEach(() => resetDatabase({ keep: [...SIGNED_IN_ACCOUNTS, ...CATALOGUE, websiteSettings] }));

const create = (input: CustomerFormInput) => as(callers.admin, () => createCustomerAction(input));
const update = (id: string, input: CustomerFormInput) => as(callers.admin, () => updateCustomerAction({ id, ...input }));
const remove = (id: string) => as(callers.admin, () => deleteCustomerAction({ id }));
const list = (q = '', page = 1) => as(callers.admin, () => listAdminCustomers({ q, page }));

/** An order placed through checkout's own code: it creates or updates the customer. */
async function checkout(fullName: string, email: string, quantity = 1) {
  const { buyer: _buyer, ...placed } = await placeTestOrder([{ productId, quantity, unitPriceKobo: PRICE }], {
    buyer: await newBuyer({ name: 'Buyer' }),
    shipping: { fullName, email, phone: '0803 123 4567', address: '12 Admiralty Way, Lekki Phase 1' },
  });
  return placed;
}

async function customerByEmail(email: string) {
  const [row] = await db.select().from(customers).where(sql`lower(${customers.email}) = lower(${email})`);
  return row;
}

async function added(input: CustomerFormInput) {
  const result = await create(input);
  if (!result.ok) throw new Error(`create failed: ${result.error}`);
  return result.data;
}

describe('customers from checkout', () => {
  it('appear with their order count and spend, newest first, and open their orders by email in any case', async () => {
    await checkout('Amaka Obi', 'Amaka@Example.com', 2);
    await checkout('Amaka Obi', 'amaka@example.com', 1);
    await checkout('Tunde Bakare', 'tunde@example.com', 1);

    const page = await list();
    expect(page.total).toBe(2);
    expect(page.rows.map((row) => row.name)).toEqual(['Tunde Bakare', 'Amaka Obi']);
    const amaka = page.rows.find((row) => row.name === 'Amaka Obi')!;
    expect(amaka).toMatchObject({ email: 'Amaka@Example.com', phone: '+2348031234567', totalOrders: 2, totalSpentKobo: 3 * PRICE });

    const opened = await as(callers.admin, () => getAdminCustomerOrders(amaka.id));
    expect(opened?.customer.id).toBe(amaka.id);
    expect(opened?.orders).toHaveLength(2);
    expect(opened?.orders.map((order) => order.totalKobo).sort((a, b) => a - b)).toEqual([PRICE, 2 * PRICE]);
    expect(opened?.orders.every((order) => order.orderNumber.startsWith('ORD-') && order.refundedKobo === 0)).toBe(true);
    expect(await as(callers.admin, () => getAdminCustomerOrders(randomUUID()))).toBeNull();
  });

  it('are searched by name or email, case-insensitively, with % and _ taken literally', async () => {
    await checkout('Amaka Obi', 'amaka@example.com');
    await checkout('Tunde Bakare', 'tunde_b@example.com');
    expect((await list('AMAKA')).rows.map((row) => row.name)).toEqual(['Amaka Obi']);
    expect((await list('tunde_b@')).rows.map((row) => row.name)).toEqual(['Tunde Bakare']);
    expect((await list('bakare')).rows.map((row) => row.name)).toEqual(['Tunde Bakare']);
    expect((await list('%')).total).toBe(0);
    expect((await list('nobody')).rows).toEqual([]);
  });
});

describe('adding, editing and deleting', () => {
  it('adds a customer with no orders at zero; the list shows them first', async () => {
    await checkout('Amaka Obi', 'amaka@example.com');
    const saved = await added({ name: '  Ngozi Adeyemi ', email: 'ngozi@example.com', phone: '+234 803 555 0101', address: '4 Awolowo Road, Ikoyi' });
    expect(saved.name).toBe('Ngozi Adeyemi');
    const page = await list();
    expect(page.rows[0]).toMatchObject({
      id: saved.id,
      name: 'Ngozi Adeyemi',
      phone: '+2348035550101',
      address: '4 Awolowo Road, Ikoyi',
      totalOrders: 0,
      totalSpentKobo: 0,
    });
  });

  it('phone and address are optional (saved as null); a phone must be Nigerian', async () => {
    const saved = await added({ name: 'Ngozi Adeyemi', email: 'ngozi@example.com', phone: '', address: '  ' });
    expect(await customerByEmail('ngozi@example.com')).toMatchObject({ id: saved.id, phone: null, address: null });

    const refused = await create({ name: 'Chidi Okeke', email: 'chidi@example.com', phone: '12345', address: '' });
    expect(refused).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { phone: [NIGERIAN_PHONE_MESSAGE] } });
  });

  it("refuses a missing name or email with 'Name and email are required', and a malformed email", async () => {
    for (const input of [
      { name: '', email: 'a@example.com' },
      { name: 'Ada', email: '' },
      { name: '   ', email: '   ' },
    ]) {
      const result = await create(input);
      expect(result).toMatchObject({ ok: false, code: 'invalid', error: CUSTOMER_REQUIRED_MESSAGE });
    }
    expect(await create({ name: 'Ada', email: 'not-an-email' })).toMatchObject({ ok: false, fieldErrors: { email: ['Enter a valid email address'] } });
    expect(await db.select().from(customers)).toEqual([]);
  });

  it('a customer added for an email that already has orders starts with those orders counted', async () => {
    await checkout('Amaka Obi', 'amaka@example.com', 2);
    await checkout('Amaka Obi', 'amaka@example.com', 1);
    const first = await customerByEmail('amaka@example.com');
    expect(await remove(first!.id)).toMatchObject({ ok: true });
    // Orders stay when their customer record goes.
    expect(await db.select().from(orders)).toHaveLength(2);

    const saved = await added({ name: 'Amaka Obi-Nwosu', email: 'AMAKA@example.com' });
    expect(await customerByEmail('amaka@example.com')).toMatchObject({ id: saved.id, totalOrders: 2, totalSpentKobo: 3 * PRICE });
  });

  it('edits name, phone and address; totals stay; a change of case keeps the orders', async () => {
    await checkout('Amaka Obi', 'amaka@example.com', 2);
    const customer = (await customerByEmail('amaka@example.com'))!;
    const result = await update(customer.id, { name: 'Amaka Obi-Nwosu', email: 'Amaka@Example.com', phone: '0809 000 1111', address: 'Plot 5, Banana Island' });
    expect(result).toMatchObject({ ok: true, data: { id: customer.id, name: 'Amaka Obi-Nwosu' } });
    expect(await customerByEmail('amaka@example.com')).toMatchObject({
      name: 'Amaka Obi-Nwosu',
      email: 'Amaka@Example.com',
      phone: '+2348090001111',
      address: 'Plot 5, Banana Island',
      totalOrders: 1,
      totalSpentKobo: 2 * PRICE,
    });
    // Checkout keeps adding to the same record.
    await checkout('Amaka', 'AMAKA@EXAMPLE.COM');
    expect(await customerByEmail('amaka@example.com')).toMatchObject({ id: customer.id, totalOrders: 2, totalSpentKobo: 3 * PRICE });
  });

  it('a new email re-counts the totals from the orders placed with it', async () => {
    await checkout('Amaka Obi', 'amaka.old@example.com', 2);
    const [placed] = await db
      .insert(orders)
      .values({ orderNumber: 'ORD-NEW-1', customerName: 'Amaka Obi', customerEmail: 'Amaka.New@example.com', shippingAddress: 'Lagos', subtotalKobo: 40_000_00, totalAmountKobo: 40_000_00 })
      .returning({ id: orders.id });
    // Processed refunds come off what they spent; others do not.
    await db.insert(refunds).values([
      { orderId: placed!.id, amountKobo: 5_000_00, reason: 'Scratched', status: 'processed' },
      { orderId: placed!.id, amountKobo: 7_000_00, reason: 'Late', status: 'approved' },
    ]);
    // A cancelled order does not count.
    await db.insert(orders).values({
      orderNumber: 'ORD-NEW-2',
      customerName: 'Amaka Obi',
      customerEmail: 'amaka.new@example.com',
      shippingAddress: 'Lagos',
      subtotalKobo: 99_000_00,
      totalAmountKobo: 99_000_00,
      status: 'cancelled',
    });
    const customer = (await customerByEmail('amaka.old@example.com'))!;
    expect(await update(customer.id, { name: 'Amaka Obi', email: 'amaka.new@example.com' })).toMatchObject({ ok: true });
    expect(await customerByEmail('amaka.new@example.com')).toMatchObject({ id: customer.id, totalOrders: 1, totalSpentKobo: 35_000_00 });
    const opened = await as(callers.admin, () => getAdminCustomerOrders(customer.id));
    expect(opened?.orders.map((order) => [order.orderNumber, order.refundedKobo]).sort()).toEqual([
      ['ORD-NEW-1', 5_000_00],
      ['ORD-NEW-2', 0],
    ]);
  });

  it('deletes a customer; deleting one that is gone says so', async () => {
    const saved = await added({ name: 'Ngozi Adeyemi', email: 'ngozi@example.com' });
    expect(await remove(saved.id)).toEqual({ ok: true, data: { id: saved.id } });
    expect(await customerByEmail('ngozi@example.com')).toBeUndefined();
    expect(await remove(saved.id)).toMatchObject({ ok: false, code: 'rejected', error: 'This customer no longer exists. Reload the page.' });
    expect(await update(saved.id, { name: 'Ngozi', email: 'ngozi@example.com' })).toMatchObject({ ok: false, code: 'rejected' });
  });

  it('totals cannot be typed in: extra fields are ignored', async () => {
    const input = { name: 'Ngozi Adeyemi', email: 'ngozi@example.com', totalOrders: 50, totalSpentKobo: 9_999_999 } as CustomerFormInput;
    await added(input);
    expect(await customerByEmail('ngozi@example.com')).toMatchObject({ totalOrders: 0, totalSpentKobo: 0 });
  });

  it('only admins may use them', async () => {
    const result = await as(callers.shopper, () => createCustomerAction({ name: 'Sneaky', email: 'sneaky@example.com' }));
    expect(result).toMatchObject({ ok: false, code: 'not-admin' });
    await expect(as(callers.shopper, () => listAdminCustomers({ q: '', page: 1 }))).rejects.toMatchObject({ reason: 'not-admin' });
  });
});

describe('one customer per email', () => {
  it('refuses adding an email another customer has, in any case, with a clear message at the field', async () => {
    await checkout('Amaka Obi', 'Amaka@Example.com');
    const result = await create({ name: 'Someone Else', email: 'AMAKA@EXAMPLE.COM' });
    const message = 'A customer with the email AMAKA@EXAMPLE.COM already exists.';
    expect(result).toEqual({ ok: false, code: 'rejected', error: message, details: { fieldErrors: { email: [message] } } });
    expect(await db.select().from(customers)).toHaveLength(1);
  });

  it("refuses changing a customer's email to another customer's", async () => {
    await added({ name: 'Amaka Obi', email: 'amaka@example.com' });
    const tunde = await added({ name: 'Tunde Bakare', email: 'tunde@example.com' });
    const result = await update(tunde.id, { name: 'Tunde Bakare', email: ' Amaka@example.com ' });
    expect(result).toMatchObject({ ok: false, code: 'rejected', error: 'A customer with the email Amaka@example.com already exists.' });
    expect(await customerByEmail('tunde@example.com')).toMatchObject({ id: tunde.id });
  });

  it('two admins adding the same email at once: exactly one succeeds, the other is told why', async () => {
    const other = await signedInAdmin();
    const results = await Promise.all([
      create({ name: 'Amaka Obi', email: 'amaka@example.com' }),
      as(other, () => createCustomerAction({ name: 'Amaka O.', email: 'AMAKA@example.com' })),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const failed = results.find((result) => !result.ok);
    expect(failed).toMatchObject({ ok: false, code: 'rejected', error: expect.stringMatching(/^A customer with the email amaka@example\.com already exists\.$/i) });
    expect(await db.select().from(customers)).toHaveLength(1);
  });
});

describe('pages', () => {
  it(`shows ${ADMIN_CUSTOMERS_PAGE_SIZE} a page, newest first; a page past the end shows the last`, async () => {
    const base = Date.parse('2026-03-01T09:00:00Z');
    await db.insert(customers).values(
      Array.from({ length: 25 }, (_, i) => ({ name: `Customer ${String(i).padStart(2, '0')}`, email: `c${i}@example.com`, createdAt: new Date(base + i * 60_000) })),
    );
    const first = await list('', 1);
    expect(first).toMatchObject({ total: 25, page: 1, pageCount: 2, pageSize: ADMIN_CUSTOMERS_PAGE_SIZE });
    expect(first.rows).toHaveLength(20);
    expect(first.rows[0]!.name).toBe('Customer 24');
    const second = await list('', 2);
    expect(second.rows.map((row) => row.name)).toEqual(['Customer 04', 'Customer 03', 'Customer 02', 'Customer 01', 'Customer 00']);
    expect((await list('', 9)).page).toBe(2);
    expect((await list('Customer 1')).total).toBe(10);
  });
});

describe('totals follow the orders', () => {
  it('the stored totals equal the non-cancelled orders of that email', async () => {
    await checkout('Amaka Obi', 'amaka@example.com', 3);
    await checkout('Amaka Obi', 'Amaka@example.com', 1);
    const [counted] = await db
      .select({ n: sql<number>`count(*)::int`, spent: sql<string>`sum(${orders.totalAmountKobo})` })
      .from(orders)
      .where(eq(sql`lower(${orders.customerEmail})`, 'amaka@example.com'));
    expect(await customerByEmail('amaka@example.com')).toMatchObject({ totalOrders: counted!.n, totalSpentKobo: Number(counted!.spent) });
  });
});

describe('the activity log', () => {
  it('records adding, editing and deleting a customer with before and after; an unchanged save or a refusal records nothing', async () => {
    const input = { name: 'Chidi Eze', email: `chidi-${randomUUID()}@example.com`, phone: '', address: '' };
    const saved = await added(input);
    expect(await update(saved.id, { ...input, name: 'Chidi A. Eze', phone: '0803 123 4567' })).toMatchObject({ ok: true });
    const mark = await auditMark();
    expect(await update(saved.id, { ...input, name: 'Chidi A. Eze', phone: '0803 123 4567' })).toMatchObject({ ok: true });
    expect(await create(input)).toMatchObject({ ok: false });
    expect(await auditRowsAfter(mark)).toEqual([]);
    expect(await remove(saved.id)).toMatchObject({ ok: true });

    const rows = await auditRowsOf('customer', saved.id);
    expect(rows.map((row) => [row.action, row.entityLabel, row.actorRole])).toEqual([
      ['create', 'Customer Chidi Eze', 'owner'],
      ['update', 'Customer Chidi A. Eze', 'owner'],
      ['delete', 'Customer Chidi A. Eze', 'owner'],
    ]);
    expect(rows[0]!.changes).toMatchObject({ name: { before: null, after: 'Chidi Eze' }, email: { before: null, after: input.email } });
    expect(rows[1]!.changes).toEqual({ name: { before: 'Chidi Eze', after: 'Chidi A. Eze' }, phone: { before: null, after: expect.any(String) } });
    expect(rows[2]!.changes).toMatchObject({ name: { before: 'Chidi A. Eze', after: null } });
    expect(rows[0]!.actorId).toBe(await userIdOf(callers.admin));
  });

  it('an accountant may read customers but not add one: refused, recorded as refused, nothing added', async () => {
    const accountant = await callers.staff('accountant');
    const email = `refused-${randomUUID()}@example.com`;
    const mark = await auditMark();
    expect(await as(accountant, () => createCustomerAction({ name: 'Nobody', email, phone: '', address: '' }))).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await customerByEmail(email)).toBeUndefined();
    expect((await auditRowsAfter(mark)).map((row) => [row.action, row.actorRole, row.details])).toEqual([
      ['permission_denied', 'accountant', { permission: 'customers.write' }],
    ]);
  });
});
