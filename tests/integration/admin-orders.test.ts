// @postgres: cancel and reopen race each other; the search is answered from the trigram index; the export writes Lagos times in SQL
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as, signedInAdmin, signedOut, type TestCaller } from '../helpers/sessions';
import { startSmtpSink } from '../helpers/smtp-sink';
import { db, queryRows } from '@/server/db/client';
import { categories, customers, orderItems, orders, payments, products, refunds, users, websiteSettings } from '@/server/db/schema';
import { listAdminOrders } from '@/server/order-desk/admin-order-list-reads';
import { findOrdersAfter, newestOrderCursor } from '@/server/order-desk/admin-order-reads';
import { orderSearchCondition } from '@/server/orders/order-search';
import { updateOrderStatusAction } from '@/server/order-desk/actions/update-order-status';
import { deleteOrderAction } from '@/server/order-desk/actions/delete-order';
import { updateDeliveryWindowAction } from '@/server/orders/actions/update-delivery-window';
import { GET as exportOrders } from '@/app/admin/orders/export/route';
import { GET as latestOrders } from '@/app/admin/orders/latest/route';
import type { PlaceOrderInput } from '@/lib/schemas/checkout';
import { adminOrderListParamsSchema, type UpdateDeliveryWindowInput, type UpdateOrderStatusInput } from '@/lib/schemas/order-admin';
import { storefrontVersion } from '@/server/storefront-cache';
import { PAYMENT_STATUS_FOLLOWS_LEDGER } from '@/lib/payment-status-choice';
import { takeBankTransfers } from '../helpers/checkout';
import { jobsOfKind, makeJobsDue, runJobsUntilIdle } from '../helpers/jobs';
import { SEND_MAIL_JOB } from '@/server/mail/mail-jobs';
import { auditMark, auditRowsAfter, auditRowsOf, userIdOf } from '../helpers/audit-rows-of';
import { newCategory, newMeasuredProduct, newProduct, placeTestOrder, setStock } from '../helpers/factories';
import { CURTAIN_RULE } from '../helpers/curtain-rule';
import { measuredPrice } from '@/lib/catalog/measured-price';
import { resetDatabase, SIGNED_IN_ACCOUNTS } from '../helpers/reset-database';

// The back office's Orders screen against a real database (PGlite here, PostgreSQL with
// TEST_DATABASE_URL), through the real server actions and route handlers with real session
// cookies: status changes that keep stock and customer totals true (also when two admins act
// at once), delete, the shopper's mails, the list over 10,000 orders, the CSV export and the
// new-order check.

// The SMTP sink's port and DATA_DIR must be set before anything reads the environment.
const { smtpPort, dataDir } = await vi.hoisted(async () => {
  const { pointMailAtSmtpSink } = await import('../helpers/loopback-port');
  const port = await pointMailAtSmtpSink();
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return { smtpPort: port, dataDir: pointDataDirAtTempFolder() };
});

const ORIGIN = 'http://localhost:3000';

const callers = setUpAdminTestDatabase(dataDir);
let secondAdmin: TestCaller;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  await takeBankTransfers();
  await newCategory('Sofas');
  await newCategory('Accessories');
  [secondAdmin, smtp] = await Promise.all([signedInAdmin(), startSmtpSink(smtpPort)]);
});
afterAll(async () => {
  await smtp.close();
});

// ---- helpers ------------------------------------------------------------------------------

const shipping = (overrides: Partial<PlaceOrderInput['shipping']> = {}): PlaceOrderInput['shipping'] => ({
  fullName: 'Amaka Obi',
  email: `amaka-${randomUUID().slice(0, 8)}@example.com`,
  phone: '0803 123 4567',
  address: '12 Admiralty Way, Lekki Phase 1',
  state: 'Lagos',
  notes: '',
  ...overrides,
});

/**
 * A real order, placed as checkout places it: stock taken, customer totals added. `email` is the
 * one typed in the form, `accountEmail` the signed-in account's own: they differ.
 */
async function place(lines: { product: typeof products.$inferSelect; quantity: number }[], details = shipping()) {
  const { buyer, ...placed } = await placeTestOrder(
    lines.map(({ product, quantity }) => ({ productId: product.id, quantity, unitPriceKobo: product.priceKobo })),
    { shipping: details },
  );
  return { ...placed, email: details.email, accountEmail: buyer.email, userId: buyer.id };
}

async function stockOf(id: string) {
  const [row] = await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, id));
  return row?.stock;
}

async function customerOf(email: string) {
  const [row] = await db
    .select({ totalOrders: customers.totalOrders, totalSpentKobo: customers.totalSpentKobo })
    .from(customers)
    .where(sql`lower(${customers.email}) = lower(${email})`);
  return row;
}

async function orderRow(id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

const update = (caller: TestCaller, input: UpdateOrderStatusInput) => as(caller, () => updateOrderStatusAction(input));
const statusInput = (id: string, status: UpdateOrderStatusInput['status'], paymentStatus: UpdateOrderStatusInput['paymentStatus'] = 'pending') => ({
  id,
  status,
  paymentStatus,
  notes: '',
});

/** Mails the sink received for one address, with quoted-printable soft breaks undone. */
const mailsTo = (address: string) =>
  smtp.received.filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase())).map((mail) => mail.raw.replace(/=\r?\n/g, ''));

/** The shipped and delivered mails among them (the order's confirmation goes to the same account). */
const statusMailsTo = (address: string) => mailsTo(address).filter((mail) => /Subject: Your order \S+ has (shipped|been delivered)/.test(mail));
/** The new-dates mails among them. */
const dateMailsTo = (address: string) => mailsTo(address).filter((mail) => /Subject: New (delivery|pickup) date/.test(mail));

function cookieOf(caller: TestCaller) {
  return caller.headers.get('cookie') ?? '';
}

function routeRequest(path: string, caller: TestCaller) {
  const headers: Record<string, string> = {};
  const cookie = cookieOf(caller);
  if (cookie) headers.cookie = cookie;
  return new Request(`${ORIGIN}${path}`, { headers });
}

/** A small RFC 4180 reader, so the tests see cells as a spreadsheet would. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

/** Each test of the first describes starts from no orders, customers, refunds or products. */
const clean = () => resetDatabase({ keep: [...SIGNED_IN_ACCOUNTS, categories, websiteSettings] });

/** The export's text, and whether it opens with the UTF-8 byte order mark (Response.text() drops it). */
async function csvOf(response: Response) {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  return { bom, text: new TextDecoder().decode(bytes) };
}

const exported = async (query: string) => parseCsv((await csvOf(await exportOrders(routeRequest(`/admin/orders/export${query}`, callers.admin)))).text);

// ---- status changes ----------------------------------------------------------------------

describe('updating an order status', () => {
  beforeEach(clean);

  it('cancelling returns the stock, lowers the customer totals and drops the storefront cache', async () => {
    const sofa = await newProduct({ name: 'Ikoyi Velvet Sofa', stockQuantity: 5 });
    const cushion = await newProduct({ name: 'Adire Cushion', stockQuantity: 10, priceKobo: 25_000_50, category: 'accessories' });
    const order = await place([
      { product: sofa, quantity: 2 },
      { product: cushion, quantity: 3 },
    ]);
    expect([await stockOf(sofa.id), await stockOf(cushion.id)]).toEqual([3, 7]);
    expect(await customerOf(order.email)).toEqual({ totalOrders: 1, totalSpentKobo: 2 * 450_000_00 + 3 * 25_000_50 });

    const version = storefrontVersion();
    const result = await update(callers.admin, { ...statusInput(order.orderId, 'cancelled'), notes: '  Customer changed their mind  ' });

    expect(result).toMatchObject({ ok: true, data: { orderNumber: order.orderNumber, previousStatus: 'pending', status: 'cancelled', mail: null } });
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'cancelled', paymentStatus: 'pending', notes: 'Customer changed their mind' });
    expect([await stockOf(sofa.id), await stockOf(cushion.id)]).toEqual([5, 10]);
    expect(await customerOf(order.email)).toEqual({ totalOrders: 0, totalSpentKobo: 0 });
    expect(storefrontVersion()).toBeGreaterThan(version);
  });

  it('changing only the payment status or notes moves no stock and keeps the storefront cache', async () => {
    const sofa = await newProduct({ name: 'Ikoyi Velvet Sofa', stockQuantity: 5 });
    const order = await place([{ product: sofa, quantity: 1 }]);
    const version = storefrontVersion();

    const result = await update(callers.admin, { ...statusInput(order.orderId, 'processing', 'paid'), notes: 'Paid by transfer' });

    expect(result).toMatchObject({ ok: true, data: { previousStatus: 'pending', status: 'processing', paymentStatus: 'paid', mail: null } });
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'processing', paymentStatus: 'paid', notes: 'Paid by transfer' });
    expect(await stockOf(sofa.id)).toBe(4);
    expect(await customerOf(order.email)).toEqual({ totalOrders: 1, totalSpentKobo: 450_000_00 });
    expect(storefrontVersion()).toBe(version);
    // Paid is money received: the balance is in the ledger, recorded by hand by this admin, once.
    const adminId = (await db.select({ id: users.id }).from(users).where(eq(users.email, callers.admin.email)))[0]!.id;
    const recorded = () => db.select().from(payments).where(eq(payments.orderId, order.orderId));
    expect(await recorded()).toEqual([expect.objectContaining({ method: 'manual', status: 'succeeded', amountKobo: 450_000_00, confirmedBy: adminId })]);
    // Emptied notes are stored as null; Paid again records nothing more.
    await update(callers.admin, statusInput(order.orderId, 'processing', 'paid'));
    expect((await orderRow(order.orderId))?.notes).toBeNull();
    expect(await recorded()).toHaveLength(1);
  });

  it('refuses a payment status the ledger does not say, and writes nothing', async () => {
    const sofa = await newProduct({ name: 'Ikoyi Velvet Sofa', stockQuantity: 5 });
    const order = await place([{ product: sofa, quantity: 1 }]);
    for (const paymentStatus of ['refunded', 'failed'] as const) {
      expect(await update(callers.admin, { ...statusInput(order.orderId, 'shipped', paymentStatus), notes: 'Sent' })).toEqual({
        ok: false,
        code: 'rejected',
        error: PAYMENT_STATUS_FOLLOWS_LEDGER,
      });
    }
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'pending', paymentStatus: 'pending', notes: null });
    expect(statusMailsTo(order.accountEmail)).toEqual([]);
  });

  it('reopening a cancelled order takes the stock again and adds it back to the customer', async () => {
    const sofa = await newProduct({ name: 'Ikoyi Velvet Sofa', stockQuantity: 5 });
    const order = await place([{ product: sofa, quantity: 2 }]);
    await update(callers.admin, statusInput(order.orderId, 'cancelled'));
    expect(await stockOf(sofa.id)).toBe(5);

    const version = storefrontVersion();
    const result = await update(callers.admin, statusInput(order.orderId, 'processing', 'paid'));

    expect(result).toMatchObject({ ok: true, data: { previousStatus: 'cancelled', status: 'processing' } });
    expect(await stockOf(sofa.id)).toBe(3);
    expect(await customerOf(order.email)).toEqual({ totalOrders: 1, totalSpentKobo: 2 * 450_000_00 });
    expect(storefrontVersion()).toBeGreaterThan(version);
  });

  it('refuses to reopen when a product ran short, naming it, and writes nothing', async () => {
    const [first, second] = [await newProduct({ name: 'Adire Cushion', stockQuantity: 10, priceKobo: 25_000_00, category: 'accessories' }), await newProduct({ name: 'Ikoyi Velvet Sofa', stockQuantity: 5 })].sort((a, b) =>
      a.id.localeCompare(b.id),
    );
    // The product short of stock comes second in id order, so the first is taken before the refusal.
    const order = await place([
      { product: first!, quantity: 2 },
      { product: second!, quantity: 2 },
    ]);
    await update(callers.admin, { ...statusInput(order.orderId, 'cancelled'), notes: 'Cancelled by phone' });
    await setStock(second!.id, 1);
    const stockBefore = [await stockOf(first!.id), await stockOf(second!.id)];
    const customerBefore = await customerOf(order.email);
    const version = storefrontVersion();

    const result = await update(callers.admin, { ...statusInput(order.orderId, 'shipped', 'paid'), notes: 'Reopened' });

    expect(result).toEqual({ ok: false, code: 'rejected', error: `Not enough stock to reopen this order: only 1 of ${second!.name} left.` });
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'cancelled', paymentStatus: 'pending', notes: 'Cancelled by phone' });
    expect([await stockOf(first!.id), await stockOf(second!.id)]).toEqual(stockBefore);
    expect(await customerOf(order.email)).toEqual(customerBefore);
    expect(storefrontVersion()).toBe(version);
    // The refused update queued no mail either: it rolled back with the rest.
    await runJobsUntilIdle();
    expect(statusMailsTo(order.accountEmail)).toEqual([]);

    await setStock(second!.id, 0);
    expect(await update(callers.admin, statusInput(order.orderId, 'pending'))).toMatchObject({
      ok: false,
      error: `Not enough stock to reopen this order: ${second!.name} is out of stock.`,
    });
  });

  it('skips the lines whose product was deleted, in both directions', async () => {
    const sofa = await newProduct({ name: 'Ikoyi Velvet Sofa', stockQuantity: 5 });
    const lamp = await newProduct({ name: 'Brass Floor Lamp', stockQuantity: 5, priceKobo: 85_000_00, category: 'accessories' });
    const order = await place([
      { product: sofa, quantity: 1 },
      { product: lamp, quantity: 2 },
    ]);
    await db.delete(products).where(eq(products.id, lamp.id));

    expect(await update(callers.admin, statusInput(order.orderId, 'cancelled'))).toMatchObject({ ok: true });
    expect(await stockOf(sofa.id)).toBe(5);
    expect(await update(callers.admin, statusInput(order.orderId, 'pending'))).toMatchObject({ ok: true });
    expect(await stockOf(sofa.id)).toBe(4);
    // The deleted product's line is still on the order, name and price intact.
    const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, order.orderId));
    expect(lines.find((line) => line.productName === 'Brass Floor Lamp')).toMatchObject({ productId: null, quantity: 2 });
  });

  it('counts a refunded order once: cancelling takes off only what its processed refunds left', async () => {
    const sofa = await newProduct({ name: 'Ikoyi Velvet Sofa', stockQuantity: 5 });
    const order = await place([{ product: sofa, quantity: 1 }]);
    // A processed refund of ₦50,000, already taken off the customer's total_spent when it was processed.
    await db.insert(refunds).values({ orderId: order.orderId, amountKobo: 50_000_00, reason: 'Scratched leg', status: 'processed' });
    await db.insert(refunds).values({ orderId: order.orderId, amountKobo: 10_000_00, reason: 'Late delivery', status: 'pending' });
    await db
      .update(customers)
      .set({ totalSpentKobo: sql`${customers.totalSpentKobo} - ${50_000_00}` })
      .where(sql`lower(${customers.email}) = lower(${order.email})`);

    await update(callers.admin, statusInput(order.orderId, 'cancelled'));
    expect(await customerOf(order.email)).toEqual({ totalOrders: 0, totalSpentKobo: 0 });
    await update(callers.admin, statusInput(order.orderId, 'processing'));
    expect(await customerOf(order.email)).toEqual({ totalOrders: 1, totalSpentKobo: 400_000_00 });
  });

  it('finds the customer whatever the case of the email, and leaves other customers alone', async () => {
    const sofa = await newProduct({ name: 'Ikoyi Velvet Sofa', stockQuantity: 10 });
    const order = await place([{ product: sofa, quantity: 1 }], shipping({ email: 'Ngozi.Adeyemi@Example.com' }));
    const other = await place([{ product: sofa, quantity: 1 }], shipping({ email: 'tunde@example.com' }));
    await db.update(customers).set({ email: 'ngozi.adeyemi@example.com' }).where(sql`lower(${customers.email}) = 'ngozi.adeyemi@example.com'`);

    await update(callers.admin, statusInput(order.orderId, 'cancelled'));
    expect(await customerOf('ngozi.adeyemi@example.com')).toEqual({ totalOrders: 0, totalSpentKobo: 0 });
    expect(await customerOf(other.email)).toEqual({ totalOrders: 1, totalSpentKobo: 450_000_00 });
  });

  it('two admins cancelling the same order at once return its stock once', async () => {
    const sofa = await newProduct({ name: 'Ikoyi Velvet Sofa', stockQuantity: 6 });
    const order = await place([{ product: sofa, quantity: 4 }]);
    expect(await stockOf(sofa.id)).toBe(2);

    const results = await Promise.all([
      update(callers.admin, statusInput(order.orderId, 'cancelled')),
      update(secondAdmin, statusInput(order.orderId, 'cancelled')),
    ]);

    expect(results.map((result) => result.ok)).toEqual([true, true]);
    // One of them cancelled it; the other found it already cancelled once the first let go of the row.
    expect(results.map((result) => (result.ok ? result.data.previousStatus : null)).sort()).toEqual(['cancelled', 'pending']);
    expect(await stockOf(sofa.id)).toBe(6);
    expect(await customerOf(order.email)).toEqual({ totalOrders: 0, totalSpentKobo: 0 });
  });

  it('cancel and reopen racing each other leave stock and totals consistent with the final status', async () => {
    const sofa = await newProduct({ name: 'Ikoyi Velvet Sofa', stockQuantity: 6 });
    const order = await place([{ product: sofa, quantity: 4 }]);
    await Promise.all([
      update(callers.admin, statusInput(order.orderId, 'cancelled')),
      update(secondAdmin, statusInput(order.orderId, 'processing')),
      update(callers.admin, statusInput(order.orderId, 'cancelled')),
    ]);
    const final = (await orderRow(order.orderId))!.status;
    expect(await stockOf(sofa.id)).toBe(final === 'cancelled' ? 6 : 2);
    expect(await customerOf(order.email)).toEqual(final === 'cancelled' ? { totalOrders: 0, totalSpentKobo: 0 } : { totalOrders: 1, totalSpentKobo: 4 * 450_000_00 });
  });

  it('refuses an unknown order, an unknown status and a malformed id', async () => {
    expect(await update(callers.admin, statusInput(randomUUID(), 'processing'))).toEqual({ ok: false, code: 'rejected', error: 'This order no longer exists.' });
    const sofa = await newProduct({ name: 'Ikoyi Velvet Sofa', stockQuantity: 5 });
    const order = await place([{ product: sofa, quantity: 1 }]);
    const wrong = await update(callers.admin, { ...statusInput(order.orderId, 'processing'), status: 'lost' as 'pending' });
    expect(wrong).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { status: ['Choose a status'] } });
    expect(await update(callers.admin, statusInput('not-a-uuid', 'processing'))).toMatchObject({ ok: false, code: 'invalid' });
    expect((await orderRow(order.orderId))?.status).toBe('pending');
  });
});

// ---- mail -----------------------------------------------------------------------------------

describe('the shopper hears about shipped and delivered', () => {
  beforeEach(clean);

  it('mails the account’s own email on a change to shipped, then delivered, each once, with the My Account link; never the email typed at checkout', async () => {
    const sofa = await newProduct({ name: 'Ikoyi Velvet Sofa', stockQuantity: 5 });
    const order = await place([{ product: sofa, quantity: 1 }], shipping({ fullName: 'Chiamaka Eze', email: `stranger-${randomUUID().slice(0, 8)}@example.com` }));
    expect(order.email).not.toBe(order.accountEmail);

    expect(await update(callers.admin, statusInput(order.orderId, 'processing'))).toMatchObject({ ok: true, data: { mail: null } });
    expect(statusMailsTo(order.accountEmail)).toHaveLength(0);

    expect(await update(callers.admin, statusInput(order.orderId, 'shipped', 'paid'))).toMatchObject({ ok: true, data: { mail: 'queued' } });
    await runJobsUntilIdle();
    const [shippedMail] = statusMailsTo(order.accountEmail);
    expect(shippedMail).toContain(`Subject: Your order ${order.orderNumber} has shipped`);
    expect(shippedMail).toContain('Hello Chiamaka Eze,');
    expect(shippedMail).toContain(`/account/orders/${order.orderNumber}`);

    // Saving shipped again (a note, say) is not news.
    expect(await update(callers.admin, { ...statusInput(order.orderId, 'shipped', 'paid'), notes: 'Driver: Musa' })).toMatchObject({ ok: true, data: { mail: null } });
    await runJobsUntilIdle();
    expect(statusMailsTo(order.accountEmail)).toHaveLength(1);

    await update(callers.admin, statusInput(order.orderId, 'delivered', 'paid'));
    await runJobsUntilIdle();
    const mails = statusMailsTo(order.accountEmail);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toContain(`Subject: Your order ${order.orderNumber} has been delivered`);
    // The address typed in the form (anyone's) got nothing from the shop.
    expect(mailsTo(order.email)).toEqual([]);
  });

  it('mails nobody about an order whose account was deleted, shipped, delivered or moved', async () => {
    const sofa = await newProduct({ name: 'Ikoyi Velvet Sofa', stockQuantity: 5 });
    const order = await place([{ product: sofa, quantity: 1 }]);
    await db.delete(users).where(eq(users.id, order.userId));
    expect((await orderRow(order.orderId))?.userId).toBeNull();
    const sentBefore = smtp.received.length;

    expect(await update(callers.admin, statusInput(order.orderId, 'shipped', 'paid'))).toMatchObject({ ok: true, data: { status: 'shipped', mail: null } });
    expect(await update(callers.admin, statusInput(order.orderId, 'delivered', 'paid'))).toMatchObject({ ok: true, data: { status: 'delivered', mail: null } });
    const moved = await as(callers.admin, () => updateDeliveryWindowAction({ id: order.orderId, start: '2027-01-11', end: '2027-01-15' }));
    expect(moved).toMatchObject({ ok: true, data: { moved: true, mail: null } });
    await runJobsUntilIdle();
    expect(await jobsOfKind(SEND_MAIL_JOB)).toEqual([]);
    expect(smtp.received.length).toBe(sentBefore);
  });

  it('a mail server that is down never fails the update; the queued mail goes out once it is back', async () => {
    const sofa = await newProduct({ name: 'Ikoyi Velvet Sofa', stockQuantity: 5 });
    const order = await place([{ product: sofa, quantity: 1 }]);
    await smtp.close();
    try {
      const result = await update(callers.admin, statusInput(order.orderId, 'shipped'));
      expect(result).toMatchObject({ ok: true, data: { status: 'shipped', mail: 'queued' } });
      expect((await orderRow(order.orderId))?.status).toBe('shipped');
      await runJobsUntilIdle();
      const [queued] = (await jobsOfKind(SEND_MAIL_JOB)).filter((job) => job.payload.to === order.accountEmail);
      expect(queued).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED/) });
    } finally {
      smtp = await startSmtpSink(smtpPort);
    }
    await makeJobsDue();
    await runJobsUntilIdle();
    expect(statusMailsTo(order.accountEmail)).toHaveLength(1);
    expect(statusMailsTo(order.accountEmail)[0]).toContain(`Subject: Your order ${order.orderNumber} has shipped`);
  });
});

describe('the delivery date an admin moves', () => {
  beforeEach(clean);
  const move = (caller: TestCaller, input: UpdateDeliveryWindowInput) => as(caller, () => updateDeliveryWindowAction(input));

  it('saves the new window and mails the account’s own email once, never the one typed at checkout; the same dates again are not news', async () => {
    const sofa = await newProduct({ name: 'Ikoyi Velvet Sofa', stockQuantity: 5 });
    const order = await place([{ product: sofa, quantity: 1 }], shipping({ fullName: 'Chiamaka Eze', email: `stranger-${randomUUID().slice(0, 8)}@example.com` }));

    expect(await move(callers.admin, { id: order.orderId, start: '2027-01-11', end: '2027-01-15' })).toMatchObject({ ok: true, data: { moved: true, mail: 'queued' } });
    expect(await orderRow(order.orderId)).toMatchObject({ deliveryWindowStart: '2027-01-11', deliveryWindowEnd: '2027-01-15' });
    await runJobsUntilIdle();
    expect(mailsTo(order.email)).toEqual([]);
    const [mail] = dateMailsTo(order.accountEmail);
    expect(mail).toContain(`Subject: New pickup date for your order ${order.orderNumber}`);
    expect(mail).toContain('Ready for pickup: 11-15 Jan 2027.');

    expect(await move(callers.admin, { id: order.orderId, start: '2027-01-11', end: '2027-01-15' })).toMatchObject({ ok: true, data: { moved: false, mail: null } });
    await runJobsUntilIdle();
    expect(dateMailsTo(order.accountEmail)).toHaveLength(1);
  });

  it('refuses a last date before the first, and a day that does not exist, changing nothing', async () => {
    const sofa = await newProduct({ name: 'Ikoyi Velvet Sofa', stockQuantity: 5 });
    const order = await place([{ product: sofa, quantity: 1 }]);
    const before = await orderRow(order.orderId);
    expect(await move(callers.admin, { id: order.orderId, start: '2027-01-15', end: '2027-01-11' })).toMatchObject({
      ok: false,
      fieldErrors: { end: ['The last date cannot be before the first'] },
    });
    expect(await move(callers.admin, { id: order.orderId, start: '2027-02-30', end: '2027-03-02' })).toMatchObject({
      ok: false,
      fieldErrors: { start: ['Choose the first date'] },
    });
    expect(await orderRow(order.orderId)).toMatchObject({ deliveryWindowStart: before?.deliveryWindowStart, deliveryWindowEnd: before?.deliveryWindowEnd });
    await runJobsUntilIdle();
    expect(dateMailsTo(order.accountEmail)).toHaveLength(0);
  });
});

// ---- delete ---------------------------------------------------------------------------------

describe('the confirmation mail in the order list', () => {
  it('shows when it left, and that it is owed until then', async () => {
    const chair = await newProduct({ name: `Mail Chair ${randomUUID()}`, stockQuantity: 3 });
    const placed = await place([{ product: chair, quantity: 1 }]);
    const find = async () => {
      const page = await as(callers.admin, () => listAdminOrders(adminOrderListParamsSchema.parse({ q: placed.orderNumber })));
      return page.rows.find((row) => row.id === placed.orderId);
    };
    expect((await find())?.confirmationMailedAt).toBeNull();
    await runJobsUntilIdle();
    expect((await find())?.confirmationMailedAt).toBeInstanceOf(Date);
  });
});

describe('deleting an order', () => {
  beforeEach(clean);

  it('returns a live order’s stock and takes it off the customer; its items go, its refunds stay as N/A', async () => {
    const sofa = await newProduct({ name: 'Ikoyi Velvet Sofa', stockQuantity: 5 });
    const order = await place([{ product: sofa, quantity: 2 }]);
    const [refund] = await db.insert(refunds).values({ orderId: order.orderId, amountKobo: 10_000_00, reason: 'Late', status: 'pending' }).returning();
    const version = storefrontVersion();

    expect(await as(callers.admin, () => deleteOrderAction({ id: order.orderId }))).toEqual({ ok: true, data: { id: order.orderId, orderNumber: order.orderNumber } });

    expect(await orderRow(order.orderId)).toBeUndefined();
    expect(await db.select().from(orderItems).where(eq(orderItems.orderId, order.orderId))).toEqual([]);
    expect(await stockOf(sofa.id)).toBe(5);
    expect(await customerOf(order.email)).toEqual({ totalOrders: 0, totalSpentKobo: 0 });
    expect(storefrontVersion()).toBeGreaterThan(version);
    const [kept] = await db.select().from(refunds).where(eq(refunds.id, refund!.id));
    expect(kept?.orderId).toBeNull();
  });

  it('does not return a cancelled order’s stock a second time', async () => {
    const sofa = await newProduct({ name: 'Ikoyi Velvet Sofa', stockQuantity: 5 });
    const order = await place([{ product: sofa, quantity: 2 }]);
    await update(callers.admin, statusInput(order.orderId, 'cancelled'));
    expect(await stockOf(sofa.id)).toBe(5);

    expect(await as(callers.admin, () => deleteOrderAction({ id: order.orderId }))).toMatchObject({ ok: true });
    expect(await stockOf(sofa.id)).toBe(5);
    expect(await customerOf(order.email)).toEqual({ totalOrders: 0, totalSpentKobo: 0 });
  });

  it('deleting and cancelling at once return the stock once', async () => {
    const sofa = await newProduct({ name: 'Ikoyi Velvet Sofa', stockQuantity: 5 });
    const order = await place([{ product: sofa, quantity: 3 }]);
    const [deleted, cancelled] = await Promise.all([
      as(callers.admin, () => deleteOrderAction({ id: order.orderId })),
      update(secondAdmin, statusInput(order.orderId, 'cancelled')),
    ]);
    expect(deleted).toMatchObject({ ok: true });
    // Either the cancel went first, or it found the order gone.
    if (!cancelled.ok) expect(cancelled.error).toBe('This order no longer exists.');
    expect(await stockOf(sofa.id)).toBe(5);
    expect(await customerOf(order.email)).toEqual({ totalOrders: 0, totalSpentKobo: 0 });
  });

  it('refuses an order that no longer exists', async () => {
    expect(await as(callers.admin, () => deleteOrderAction({ id: randomUUID() }))).toEqual({ ok: false, code: 'rejected', error: 'This order no longer exists.' });
  });
});

// ---- who may ----------------------------------------------------------------------------------

describe('only admins', () => {
  beforeEach(clean);

  it('the actions refuse a shopper and a signed-out caller, changing nothing', async () => {
    const sofa = await newProduct({ name: 'Ikoyi Velvet Sofa', stockQuantity: 5 });
    const order = await place([{ product: sofa, quantity: 2 }]);
    for (const [caller, code] of [
      [callers.shopper, 'not-admin'],
      [signedOut, 'signed-out'],
    ] as const) {
      expect(await update(caller, statusInput(order.orderId, 'cancelled'))).toMatchObject({ ok: false, code });
      expect(await as(caller, () => deleteOrderAction({ id: order.orderId }))).toMatchObject({ ok: false, code });
    }
    expect((await orderRow(order.orderId))?.status).toBe('pending');
    expect(await stockOf(sofa.id)).toBe(3);
  });

  it('the routes answer 401 signed out and 403 to a shopper', async () => {
    for (const route of [exportOrders, latestOrders]) {
      const path = route === exportOrders ? '/admin/orders/export' : '/admin/orders/latest';
      expect((await route(routeRequest(path, signedOut))).status).toBe(401);
      expect((await route(routeRequest(path, callers.shopper))).status).toBe(403);
      expect((await route(routeRequest(path, callers.admin))).status).toBe(200);
    }
  });
});

// ---- CSV export -------------------------------------------------------------------------------

describe('GET /admin/orders/export', () => {
  beforeEach(clean);

  it('streams the filtered orders with every cell escaped, formulas defused', async () => {
    const sofa = await newProduct({ name: 'Ikoyi Velvet Sofa', stockQuantity: 20 });
    const cushion = await newProduct({ name: 'Adire Cushion, "Indigo"', stockQuantity: 20, priceKobo: 25_000_50, category: 'accessories' });
    const evil = await place([{ product: cushion, quantity: 3 }], shipping({ fullName: '=HYPERLINK("http://evil","x")', notes: 'Gate code 1234' }));
    const plain = await place([{ product: sofa, quantity: 1 }], shipping({ fullName: 'Tunde Bakare' }));
    const cancelled = await place(
      [
        { product: sofa, quantity: 2 },
        { product: cushion, quantity: 1 },
      ],
      shipping({ fullName: 'Ngozi Okafor' }),
    );
    await update(callers.admin, statusInput(cancelled.orderId, 'cancelled'));

    const response = await exportOrders(routeRequest('/admin/orders/export', callers.admin));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const { bom, text } = await csvOf(response);
    expect(bom).toBe(true);
    expect(text.startsWith('Order Number,')).toBe(true);
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual(['Order Number', 'Date (Lagos)', 'Customer', 'Email', 'Phone', 'Total (NGN)', 'Status', 'Payment', 'Items', 'Sample Order']);
    // Newest first.
    expect(rows.map((row) => row[0])).toEqual([cancelled.orderNumber, plain.orderNumber, evil.orderNumber]);

    const evilRow = rows.find((row) => row[0] === evil.orderNumber)!;
    // A plain text cell: the apostrophe makes the spreadsheet show the text, not run it.
    expect(evilRow[2]).toBe(`'=HYPERLINK("http://evil","x")`);
    expect(text).toContain(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(evilRow[4]).toBe('0803 123 4567');
    expect(evilRow[5]).toBe('75001.50');
    expect(evilRow[8]).toBe('Adire Cushion, "Indigo" × 3');
    expect(evilRow[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const cancelledRow = rows.find((row) => row[0] === cancelled.orderNumber)!;
    // Not a sample order: its last cell is empty (docs/decisions/0059-fabric-samples.md).
    expect(cancelledRow.slice(5)).toEqual(['925000.50', 'cancelled', 'pending', 'Adire Cushion, "Indigo" × 1; Ikoyi Velvet Sofa × 2', '']);

    // The list's filters apply.
    expect((await exported('?status=cancelled')).slice(1).map((row) => row[0])).toEqual([cancelled.orderNumber]);
    expect((await exported('?q=tunde&payment=pending')).slice(1).map((row) => row[0])).toEqual([plain.orderNumber]);
    expect(await exported('?q=nobody-at-all')).toEqual([header]);
  });

  it('defuses a phone number or name that starts like a formula', async () => {
    const sofa = await newProduct({ name: 'Ikoyi Velvet Sofa', stockQuantity: 5 });
    const order = await place([{ product: sofa, quantity: 1 }], shipping({ phone: '+234 803 123 4567', fullName: '@SUM(1+1)' }));
    const older = await place([{ product: sofa, quantity: 1 }], shipping());
    // A phone kept as it was written before phones were stored in one form (migration normalise_phones).
    await db.update(orders).set({ customerPhone: '+44 20 7946 0958' }).where(eq(orders.orderNumber, older.orderNumber));
    const rows = await exported('');
    const row = rows.find((cells) => cells[0] === order.orderNumber)!;
    expect(row[2]).toBe("'@SUM(1+1)");
    expect(row[4]).toBe('0803 123 4567');
    expect(rows.find((cells) => cells[0] === older.orderNumber)![4]).toBe("'+44 20 7946 0958");
  });

  it('names what each line was bought as and its SKU', async () => {
    const chair = await newProduct({ name: 'Lagos Lounge Chair', colorVariants: ['Emerald', 'Ochre'], stockQuantity: 4 });
    const lamp = await newProduct({ name: 'Brass Lamp', sku: 'AL-LMP-001', stockQuantity: 4 });
    const { orderNumber } = await placeTestOrder([
      { productId: chair.id, unitPriceKobo: chair.priceKobo, variant: 'Emerald', quantity: 2 },
      { productId: lamp.id, unitPriceKobo: lamp.priceKobo },
    ]);
    const row = (await exported('')).find((cells) => cells[0] === orderNumber)!;
    expect(row[8]).toBe('Brass Lamp [SKU AL-LMP-001] × 1; Lagos Lounge Chair (Emerald) × 2');
  });

  it('names a size made to measure, so the workshop can cut from the file', async () => {
    await newCategory('Curtains');
    const curtain = await newMeasuredProduct({ name: 'Linen Curtains' });
    const lined = { widthCm: 240, dropCm: 270, lined: true };
    const { orderNumber } = await placeTestOrder([{ productId: curtain.id, unitPriceKobo: measuredPrice(CURTAIN_RULE, 12_500_00, lined)!.totalKobo, measure: lined }]);
    const row = (await exported('')).find((cells) => cells[0] === orderNumber)!;
    expect(row[8]).toBe('Linen Curtains {240 cm wide × 270 cm drop, lined} × 1');
  });
});

// ---- new orders while the list is open ----------------------------------------------------------

describe('GET /admin/orders/latest', () => {
  beforeEach(clean);

  it('tells the open list about orders placed since its newest one, and only those', async () => {
    const sofa = await newProduct({ name: 'Ikoyi Velvet Sofa', stockQuantity: 10 });
    await place([{ product: sofa, quantity: 1 }]);
    const cursor = await newestOrderCursor();
    expect(cursor).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    // The cursor keeps PostgreSQL's microseconds: the order it stands on is not "new" again.
    expect(await findOrdersAfter(cursor)).toEqual({ cursor, count: 0, orders: [] });

    const fresh = await place([{ product: sofa, quantity: 1 }], shipping({ fullName: 'Bola Ahmed' }));
    const response = await latestOrders(routeRequest(`/admin/orders/latest?after=${encodeURIComponent(cursor!)}`, callers.admin));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as Awaited<ReturnType<typeof findOrdersAfter>>;
    expect(body).toMatchObject({ count: 1, orders: [{ id: fresh.orderId, orderNumber: fresh.orderNumber, customerName: 'Bola Ahmed' }] });
    expect(body.cursor! > cursor!).toBe(true);

    expect((await latestOrders(routeRequest('/admin/orders/latest?after=yesterday', callers.admin))).status).toBe(400);
    // Without a cursor (an empty list when the page opened): every order is news.
    expect(((await (await latestOrders(routeRequest('/admin/orders/latest', callers.admin))).json()) as { count: number }).count).toBe(2);
  });
});

// ---- the list over 10,000 orders ----------------------------------------------------------------

describe('listAdminOrders over 10,000 orders', () => {
  const numberOf = (i: number) => `ORD-20260101-${String(i).padStart(6, '0')}`;

  beforeAll(async () => {
    await clean();
    // Order i: status STATUSES[i % 5], payment PAYMENTS[i % 4], placed i minutes after midnight, one line each.
    await db.execute(sql`
      insert into ${orders} (order_number, customer_name, customer_email, shipping_address, subtotal_kobo, total_amount_kobo, status, payment_status, created_at)
      select 'ORD-20260101-' || lpad(i::text, 6, '0'), 'Customer ' || i, 'buyer' || i || '@example.com', 'Lagos', i * 100, i * 100,
        (array['pending','processing','shipped','delivered','cancelled'])[1 + i % 5],
        (array['pending','paid','failed','refunded'])[1 + i % 4],
        timestamptz '2026-01-01 00:00:00+01' + make_interval(mins => i)
      from generate_series(1, 10000) as i`);
    await db.execute(sql`
      insert into ${orderItems} (order_id, product_name, quantity, price_kobo, total_kobo)
      select id, 'Woven Basket', 1, total_amount_kobo, total_amount_kobo from ${orders}`);
    // 10,000 orders' kept sums are written by their triggers in these two statements: over a minute on a slow machine.
  }, 240_000);

  const list = (params: Record<string, string>) => as(callers.admin, () => listAdminOrders(adminOrderListParamsSchema.parse(params)));

  it('pages newest first, 20 at a time, with each order’s items', async () => {
    const first = await list({});
    expect(first).toMatchObject({ total: 10_000, page: 1, pageCount: 500, pageSize: 20 });
    expect(first.rows.map((row) => row.orderNumber)).toEqual(Array.from({ length: 20 }, (_, k) => numberOf(10_000 - k)));
    expect(first.rows[0]).toMatchObject({ customerName: 'Customer 10000', totalAmountKobo: 1_000_000, items: [{ productName: 'Woven Basket', quantity: 1 }] });
    expect(first.newestCursor).toBe('2026-01-07T21:40:00.000000Z');

    const second = await list({ page: '2' });
    expect(second.rows[0]?.orderNumber).toBe(numberOf(9_980));
    // A page past the end shows the last one; a malformed one the first.
    const past = await list({ page: '9999' });
    expect(past.page).toBe(500);
    expect(past.rows.map((row) => row.orderNumber)).toEqual(Array.from({ length: 20 }, (_, k) => numberOf(20 - k)));
    expect((await list({ page: 'two' })).page).toBe(1);
  });

  it('filters by status and payment status, together with the count', async () => {
    const shipped = await list({ status: 'shipped' });
    expect(shipped.total).toBe(2_000);
    expect(new Set(shipped.rows.map((row) => row.status))).toEqual(new Set(['shipped']));
    const shippedAndPaid = await list({ status: 'shipped', payment: 'paid' });
    // i % 5 = 2 and i % 4 = 1: one number in every 20.
    expect(shippedAndPaid.total).toBe(500);
    expect(shippedAndPaid.rows.every((row) => row.status === 'shipped' && row.paymentStatus === 'paid')).toBe(true);
    expect(shippedAndPaid.rows[0]?.orderNumber).toBe(numberOf(9_997));
    // An unknown value is no filter at all.
    expect((await list({ status: 'lost' })).total).toBe(10_000);
  });

  it('searches order number, customer name and email, case-insensitively and literally', async () => {
    expect((await list({ q: 'ord-20260101-004321' })).rows.map((row) => row.orderNumber)).toEqual([numberOf(4_321)]);
    expect((await list({ q: 'CUSTOMER 4321' })).rows.map((row) => row.orderNumber)).toEqual([numberOf(4_321)]);
    expect((await list({ q: 'buyer999@' })).rows.map((row) => row.orderNumber)).toEqual([numberOf(999)]);
    const many = await list({ q: 'customer 12', status: 'cancelled' });
    // Customer 12, 120-129 and 1200-1299 (111 names) that are cancelled (i % 5 = 4): 124, 129, 1204, 1209, ... 1299.
    expect(many.rows.every((row) => row.customerName.startsWith('Customer 12') && row.status === 'cancelled')).toBe(true);
    expect(many.total).toBe(22);
    // % and _ are letters here, not wildcards.
    expect((await list({ q: '100%' })).total).toBe(0);
    expect((await list({ q: 'buyer_1' })).total).toBe(0);
    expect((await list({ q: 'nobody' })).rows).toEqual([]);
  });

  it('finds a whole email address or a whole order number from their own indexes, in any letter case', async () => {
    expect((await list({ q: 'BUYER4321@example.com' })).rows.map((row) => row.orderNumber)).toEqual([numberOf(4_321)]);
    // A whole address is that address, not every address it is part of ("xbuyer4321@...").
    await db.execute(sql`update ${orders} set customer_email = 'xbuyer4321@example.com' where order_number = ${numberOf(4_322)}`);
    expect((await list({ q: 'buyer4321@example.com' })).total).toBe(1);
    expect((await list({ q: 'buyer4321@example' })).total).toBe(2);
    await db.execute(sql`update ${orders} set customer_email = 'buyer4322@example.com' where order_number = ${numberOf(4_322)}`);

    await db.execute(sql`update ${orders} set order_number = 'ORD-20260101-K7P2QX' where order_number = ${numberOf(77)}`);
    expect((await list({ q: 'ord-20260101-k7p2qx' })).rows.map((row) => row.customerName)).toEqual(['Customer 77']);
    await db.execute(sql`update ${orders} set order_number = ${numberOf(77)} where order_number = 'ORD-20260101-K7P2QX'`);

    const plans = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const explain = async (condition: SQL) =>
        (await queryRows<{ 'QUERY PLAN': string }>(sql`explain select id from ${orders} where ${condition}`, tx)).map((row) => row['QUERY PLAN']).join('\n');
      return [await explain(orderSearchCondition('Buyer1@Example.com')), await explain(orderSearchCondition('ORD-20260101-K7P2QX'))];
    });
    expect(plans[0]).toContain('orders_customer_email_idx');
    expect(plans[1]).toContain('orders_order_number_unique');
  });

  it('counts a search only so far past its page ("of 1,000+"), and further as the pages go on', async () => {
    const first = await list({ q: 'customer' });
    expect(first).toMatchObject({ total: 1_000, totalIsAtLeast: true, page: 1, pageCount: 50 });
    expect(first.rows.map((row) => row.orderNumber)).toEqual(Array.from({ length: 20 }, (_, k) => numberOf(10_000 - k)));
    const fiftieth = await list({ q: 'customer', page: '50' });
    expect(fiftieth).toMatchObject({ total: 1_980, totalIsAtLeast: true, page: 50, pageCount: 99 });
    expect(fiftieth.rows[0]?.orderNumber).toBe(numberOf(10_000 - 49 * 20));
    // Near the end the count is exact again; the filters' own counts always are.
    expect(await list({ q: 'customer', page: '495' })).toMatchObject({ total: 10_000, totalIsAtLeast: false, pageCount: 500 });
    expect(await list({ status: 'shipped' })).toMatchObject({ total: 2_000, totalIsAtLeast: false });
    expect(await list({ q: 'customer 12', status: 'cancelled' })).toMatchObject({ total: 22, totalIsAtLeast: false });
  });

  it('exports every order once, newest first, across its batches (a small first one, then 2,000 each)', async () => {
    const rows = (await exported('')).slice(1);
    expect(rows).toHaveLength(10_000);
    expect(rows.slice(0, 2).map((row) => row[0])).toEqual([numberOf(10_000), numberOf(9_999)]);
    expect(rows.at(-1)?.[0]).toBe(numberOf(1));
    expect(new Set(rows.map((row) => row[0])).size).toBe(10_000);
  });

  it('sorts by total, high to low or low to high, and by date either way', async () => {
    const highest = await list({ sort: 'total' });
    expect(highest.rows.map((row) => row.totalAmountKobo)).toEqual(Array.from({ length: 20 }, (_, k) => (10_000 - k) * 100));
    const lowest = await list({ sort: 'total', dir: 'asc', page: '2' });
    expect(lowest.rows.map((row) => row.orderNumber)).toEqual(Array.from({ length: 20 }, (_, k) => numberOf(21 + k)));
    const shippedLowest = await list({ sort: 'total', dir: 'asc', status: 'shipped' });
    // Shipped is i % 5 = 2: 2, 7, 12, ...
    expect(shippedLowest.rows.slice(0, 3).map((row) => row.totalAmountKobo)).toEqual([200, 700, 1_200]);
    expect((await list({ dir: 'asc' })).rows[0]?.orderNumber).toBe(numberOf(1));
    // Anything else is the default, newest first.
    expect((await list({ sort: 'colour', dir: 'up' })).rows[0]?.orderNumber).toBe(numberOf(10_000));
  });

  it('the search can be answered from the trigram index', async () => {
    const plan = await db.transaction(async (tx) => {
      // Small tables tempt the planner into a scan; forbid it to see that the index matches the query's expression.
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await queryRows<{ 'QUERY PLAN': string }>(
        sql`explain select id from ${orders} where (${orders.orderNumber} || ' ' || ${orders.customerName} || ' ' || ${orders.customerEmail}) ilike ${'%customer 4321%'}`,
        tx,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('orders_search_trgm_idx');
  });

  it('refuses a shopper and a signed-out caller', async () => {
    await expect(as(callers.shopper, () => listAdminOrders(adminOrderListParamsSchema.parse({})))).rejects.toMatchObject({ reason: 'not-admin' });
    await expect(as(signedOut, () => listAdminOrders(adminOrderListParamsSchema.parse({})))).rejects.toMatchObject({ reason: 'signed-out' });
  });
});

describe('the activity log', () => {
  beforeEach(clean);

  it('records a status change with before and after, the staff member and their role; the money Paid records as its own row', async () => {
    const sofa = await newProduct({ name: 'Ikoyi Velvet Sofa', stockQuantity: 5 });
    const order = await place([{ product: sofa, quantity: 1 }]);
    const manager = await callers.staff('manager');

    expect(await update(manager, { ...statusInput(order.orderId, 'processing', 'paid'), notes: 'Paid at the showroom' })).toMatchObject({ ok: true });

    const rows = await auditRowsOf('order', order.orderId);
    const change = rows.find((row) => row.action === 'status_change');
    expect(change).toMatchObject({
      entityLabel: `Order ${order.orderNumber}`,
      actorKind: 'staff',
      actorId: await userIdOf(manager),
      actorRole: 'manager',
      changes: {
        status: { before: 'pending', after: 'processing' },
        paymentStatus: { before: 'pending', after: 'paid' },
        notes: { before: null, after: 'Paid at the showroom' },
      },
    });
    expect(rows.find((row) => row.action === 'payment_recorded')).toMatchObject({
      actorRole: 'manager',
      changes: { amountKobo: { before: null, after: 450_000_00 } },
      details: expect.objectContaining({ method: 'manual', outcome: 'paid' }),
    });

    // The same again is no change: nothing more is recorded.
    const mark = await auditMark();
    await update(manager, { ...statusInput(order.orderId, 'processing', 'paid'), notes: 'Paid at the showroom' });
    expect(await auditRowsAfter(mark)).toEqual([]);
  });

  it('a change that fails writes no row', async () => {
    const sofa = await newProduct({ name: 'Ikoyi Velvet Sofa', stockQuantity: 5 });
    const order = await place([{ product: sofa, quantity: 1 }]);
    const mark = await auditMark();
    expect(await update(callers.admin, statusInput(order.orderId, 'shipped', 'refunded'))).toMatchObject({ ok: false });
    expect(await auditRowsAfter(mark)).toEqual([]);
  });

  it('records a moved delivery window and a deleted order, which keeps its rows', async () => {
    const sofa = await newProduct({ name: 'Ikoyi Velvet Sofa', stockQuantity: 5 });
    const order = await place([{ product: sofa, quantity: 1 }]);
    const input: UpdateDeliveryWindowInput = { id: order.orderId, start: '2031-03-02', end: '2031-03-06' };
    expect(await as(callers.admin, () => updateDeliveryWindowAction(input))).toMatchObject({ ok: true });
    expect(await as(callers.admin, () => deleteOrderAction({ id: order.orderId }))).toMatchObject({ ok: true });

    const rows = await auditRowsOf('order', order.orderId);
    expect(rows.find((row) => row.action === 'update')!.changes).toMatchObject({
      deliveryWindowStart: { after: '2031-03-02' },
      deliveryWindowEnd: { after: '2031-03-06' },
    });
    expect(rows.at(-1)).toMatchObject({
      action: 'delete',
      actorRole: 'owner',
      changes: { orderNumber: { before: order.orderNumber, after: null }, totalAmountKobo: { before: 450_000_00, after: null } },
    });
  });

  it('records the CSV export with its filters and the staff member who took it', async () => {
    const accountant = await callers.staff('accountant');
    const mark = await auditMark();
    const response = await exportOrders(routeRequest('/admin/orders/export?status=cancelled&q=tunde', accountant));
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    expect(await auditRowsAfter(mark)).toEqual([
      expect.objectContaining({
        entityType: 'export',
        entityLabel: 'Orders CSV',
        action: 'export',
        actorId: await userIdOf(accountant),
        actorRole: 'accountant',
        details: { filters: { q: 'tunde', status: 'cancelled', attention: false, samples: false } },
      }),
    ]);
  });

  it('a fulfilment member may not export: 403, and the refusal is recorded, not an export', async () => {
    const fulfilment = await callers.staff('fulfilment');
    const mark = await auditMark();
    expect((await exportOrders(routeRequest('/admin/orders/export', fulfilment))).status).toBe(403);
    expect((await auditRowsAfter(mark)).map((row) => row.action)).toEqual(['permission_denied']);
  });
});
