// @postgres: fifty buyers race for the last pieces; a trigger made in SQL fails an insert mid-order
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { pointDataDirAtTempFolder } from '../helpers/temp-data-dir';
import { readableMail, startSmtpSink } from '../helpers/smtp-sink';
import { db } from '@/server/db/client';
import { categories, customers, discountCodes, orderItems, orders, products, websiteSettings } from '@/server/db/schema';
import { placeOrder, type CartChange } from '@/server/checkout/place-order';
import { ORDER_PLACED_MAILS_JOB } from '@/server/sales/order-placed-mails';
import { nextStepAfterPlacing } from '@/server/checkout/after-placing';
import { priceCheckout } from '@/server/checkout/checkout-pricing';
import { getOrderPayment } from '@/server/payments/order-payment';
import { RESERVATION_EXPIRY_JOB, TRANSFER_REMINDER_JOB } from '@/server/payments/reservations';
import { receiptForOrder } from '@/server/receipts/load-receipt';
import { renderReceiptPdf } from '@/server/receipts/render-receipt';
import { NOTHING_TO_PAY, NOTHING_TO_PAY_TEXT, orderPaymentName } from '@/lib/payment-methods';
import { pdfLines } from '../helpers/pdf-text';
import { ActionError } from '@/server/action-error';
import { placeOrderSchema, type PlaceOrderInput } from '@/lib/schemas/checkout';
import { formatDateTime } from '@/lib/dates';
import { BANK_TRANSFER, PICKUP, takeBankTransfers } from '../helpers/checkout';
import { jobsOfKind, makeJobsDue, runJobsUntilIdle } from '../helpers/jobs';
import { newBuyer, newCategory, newProduct } from '../helpers/factories';
import { resetDatabase } from '../helpers/reset-database';
import { expectOpenedThroughTheDoor } from '../helpers/order-door';

// Placing orders against a real database (PGlite here, PostgreSQL in CI): what is written,
// what is refused, and that nothing half-done survives a failure or a crowd.

const smtpPort = await vi.hoisted(async () => {
  const { pointMailAtSmtpSink } = await import('../helpers/loopback-port');
  const port = await pointMailAtSmtpSink();
  process.env.SHOP_EMAIL = 'orders@adireliving.test';
  return port;
});

let database: TestDatabase;

beforeAll(async () => {
  pointDataDirAtTempFolder();
  database = await createTestDatabase();
  await takeBankTransfers();
  await newCategory('Sofas');
  await newCategory('Accessories');
});
afterAll(() => database.dispose());

beforeEach(() => resetDatabase({ keep: [categories, websiteSettings] }));

const shipping: PlaceOrderInput['shipping'] = {
  fullName: 'Amaka Obi',
  email: 'Amaka@Example.com',
  phone: '0803 123 4567',
  address: '12 Admiralty Way, Lekki Phase 1',
  state: 'Lagos',
  notes: '',
};

function request(lines: { productId: string; quantity: number; unitPriceKobo: number; variant?: string }[], overrides: Partial<PlaceOrderInput> = {}) {
  return placeOrderSchema.parse({ shipping, lines, idempotencyKey: randomUUID(), delivery: PICKUP, paymentMethod: BANK_TRANSFER, ...overrides });
}

async function stockOf(id: string) {
  const [row] = await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, id));
  return row?.stock;
}

async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ActionError);
  return error as ActionError<CartChange[] | undefined>;
}

const count = async (table: typeof orders | typeof orderItems | typeof customers) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe('placeOrder', () => {
  it('writes the order, its items, the stock and the customer from database prices', async () => {
    const buyer = await newBuyer();
    const sofa = await newProduct({ name: 'Ikoyi Velvet Sofa', priceKobo: 1_250_000_00, discountPriceKobo: 1_090_000_00, stockQuantity: 3 });
    const cushion = await newProduct({ name: 'Adire Cushion', category: 'accessories', priceKobo: 25_000_50, stockQuantity: 10 });

    const placed = await placeOrder(
      buyer,
      request([
        { productId: sofa.id, quantity: 2, unitPriceKobo: 1_090_000_00 },
        { productId: cushion.id, quantity: 3, unitPriceKobo: 25_000_50 },
      ]),
    );

    expect(placed.orderNumber).toMatch(/^ORD-\d{8}-[2-9A-Z]{6}$/);
    expect(placed.totalKobo).toBe(2 * 1_090_000_00 + 3 * 25_000_50);
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({
      userId: buyer.id,
      status: 'pending',
      paymentStatus: 'pending',
      customerName: 'Amaka Obi',
      customerPhone: '+2348031234567',
      shippingAddress: '12 Admiralty Way, Lekki Phase 1\nLagos',
      totalAmountKobo: placed.totalKobo,
      notes: null,
    });
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, placed.orderId));
    expect(items.map(({ productName, quantity, priceKobo, totalKobo }) => ({ productName, quantity, priceKobo, totalKobo })).sort((a, b) => a.productName.localeCompare(b.productName))).toEqual([
      { productName: 'Adire Cushion', quantity: 3, priceKobo: 25_000_50, totalKobo: 75_001_50 },
      { productName: 'Ikoyi Velvet Sofa', quantity: 2, priceKobo: 1_090_000_00, totalKobo: 2_180_000_00 },
    ]);
    expect(await stockOf(sofa.id)).toBe(1);
    expect(await stockOf(cushion.id)).toBe(7);
    await expectOpenedThroughTheDoor(placed.orderId, { action: null, unitsTaken: 5, by: 'system' });

    // A second order under the same email in another case adds to the same customer.
    await placeOrder(buyer, request([{ productId: cushion.id, quantity: 1, unitPriceKobo: 25_000_50 }], { shipping: { ...shipping, email: 'amaka@example.com' } }));
    const rows = await db.select().from(customers);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ totalOrders: 2, totalSpentKobo: placed.totalKobo + 25_000_50, phone: '+2348031234567' });

    // An admin deletes the record; the next order starts it again from every order under that email.
    await db.delete(customers);
    await placeOrder(buyer, request([{ productId: cushion.id, quantity: 1, unitPriceKobo: 25_000_50 }]));
    const [remade] = await db.select().from(customers);
    expect(remade).toMatchObject({ totalOrders: 3, totalSpentKobo: placed.totalKobo + 2 * 25_000_50 });
  });

  it('refuses a tampered price and names the current one, writing nothing', async () => {
    const buyer = await newBuyer();
    const sofa = await newProduct({ name: 'Ikoyi Velvet Sofa', priceKobo: 1_250_000_00, stockQuantity: 3 });
    const error = await rejection(placeOrder(buyer, request([{ productId: sofa.id, quantity: 1, unitPriceKobo: 100 }])));
    expect(error.message).toBe('The price of Ikoyi Velvet Sofa is now ₦1,250,000. Please review your cart.');
    expect(error.details).toEqual([{ productId: sofa.id, variant: null, name: 'Ikoyi Velvet Sofa', change: 'price', unitPriceKobo: 1_250_000_00 }]);
    expect(await count(orders)).toBe(0);
    expect(await stockOf(sofa.id)).toBe(3);
  });

  it('refuses draft, hidden and deleted products', async () => {
    const buyer = await newBuyer();
    const draft = await newProduct({ name: 'Draft Bench', status: 'draft' });
    const hidden = await newProduct({ name: 'Hidden Stool', status: 'hidden' });
    const gone = randomUUID();
    const error = await rejection(
      placeOrder(
        buyer,
        request([
          { productId: draft.id, quantity: 1, unitPriceKobo: draft.priceKobo },
          { productId: hidden.id, quantity: 1, unitPriceKobo: hidden.priceKobo },
          { productId: gone, quantity: 1, unitPriceKobo: 100 },
        ]),
      ),
    );
    expect(error.message).toBe('Some items in your cart have changed. Please review them before placing your order.');
    expect(error.details?.map((c) => c.change)).toEqual(['unavailable', 'unavailable', 'unavailable']);
    expect(await count(orders)).toBe(0);
    expect(await stockOf(draft.id)).toBe(5);
  });

  it('names a short product and leaves the other lines untouched', async () => {
    const buyer = await newBuyer();
    const sofa = await newProduct({ name: 'Ikoyi Velvet Sofa', stockQuantity: 4 });
    const lamp = await newProduct({ name: 'Brass Floor Lamp', stockQuantity: 2 });
    const error = await rejection(
      placeOrder(
        buyer,
        request([
          { productId: sofa.id, quantity: 1, unitPriceKobo: sofa.priceKobo },
          { productId: lamp.id, quantity: 3, unitPriceKobo: lamp.priceKobo },
        ]),
      ),
    );
    expect(error.message).toBe('Only 2 of Brass Floor Lamp left in stock.');
    expect(await stockOf(sofa.id)).toBe(4);
    expect(await stockOf(lamp.id)).toBe(2);
  });

  it('rolls back everything when the transaction fails half-way', async () => {
    const buyer = await newBuyer();
    const sofa = await newProduct({ name: 'Ikoyi Velvet Sofa', stockQuantity: 4 });
    const lamp = await newProduct({ name: 'Faulty Lamp', stockQuantity: 4 });
    // A real fault inside the database, after the order row and both stock updates are written.
    await db.execute(sql`
      create or replace function fail_faulty_lamp() returns trigger language plpgsql as $$
      begin
        if new.product_name = 'Faulty Lamp' then raise exception 'injected fault'; end if;
        return new;
      end $$`);
    await db.execute(sql`create trigger fail_faulty_lamp before insert on order_items for each row execute function fail_faulty_lamp()`);
    try {
      await expect(
        placeOrder(
          buyer,
          request([
            { productId: sofa.id, quantity: 2, unitPriceKobo: sofa.priceKobo },
            { productId: lamp.id, quantity: 1, unitPriceKobo: lamp.priceKobo },
          ]),
        ),
      ).rejects.toThrow();
    } finally {
      await db.execute(sql`drop trigger fail_faulty_lamp on order_items`);
    }
    expect(await count(orders)).toBe(0);
    expect(await count(orderItems)).toBe(0);
    expect(await count(customers)).toBe(0);
    expect(await stockOf(sofa.id)).toBe(4);
    expect(await stockOf(lamp.id)).toBe(4);
  });

  it('sells exactly the stock to 50 buyers at once, never below zero', async () => {
    const chair = await newProduct({ name: 'Oshodi Lounge Chair', stockQuantity: 10, priceKobo: 185_000_00 });
    const buyers = await Promise.all(Array.from({ length: 50 }, (_, i) => newBuyer({ name: `Buyer ${i}` })));
    const results = await Promise.allSettled(
      buyers.map((buyer, i) =>
        placeOrder(buyer, request([{ productId: chair.id, quantity: 1, unitPriceKobo: 185_000_00 }], { shipping: { ...shipping, email: `buyer${i}@example.com` } })),
      ),
    );
    const placed = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const failure of refused) {
      expect(failure.reason).toBeInstanceOf(ActionError);
      expect((failure.reason as Error).message).toBe('Oshodi Lounge Chair is out of stock.');
    }
    expect(await stockOf(chair.id)).toBe(0);
    expect(await count(orders)).toBe(10);
    expect(await count(orderItems)).toBe(10);
    const [spent] = await db.select({ orders: sql<number>`sum(total_orders)::int`, kobo: sql<string>`sum(total_spent_kobo)` }).from(customers);
    expect(spent).toEqual({ orders: 10, kobo: String(10 * 185_000_00) });
  });

  it('places one order for a checkout sent twice at once', async () => {
    const buyer = await newBuyer();
    const sofa = await newProduct({ name: 'Ikoyi Velvet Sofa', stockQuantity: 5 });
    const once = request([{ productId: sofa.id, quantity: 2, unitPriceKobo: sofa.priceKobo }]);
    const [first, second] = await Promise.all([placeOrder(buyer, once), placeOrder(buyer, once)]);
    expect(first.orderNumber).toBe(second.orderNumber);
    expect([first.duplicate, second.duplicate].sort()).toEqual([false, true]);
    expect(await count(orders)).toBe(1);
    expect(await stockOf(sofa.id)).toBe(3);
    // Another account cannot claim that checkout's key.
    const intruder = await newBuyer({ name: 'Intruder' });
    const error = await rejection(placeOrder(intruder, once));
    expect(error.message).toBe('Invalid checkout session. Please reload the page.');
  });
});

describe('the order request', () => {
  const base = { shipping, lines: [{ productId: randomUUID(), quantity: 1, unitPriceKobo: 100 }], idempotencyKey: randomUUID(), delivery: PICKUP, paymentMethod: BANK_TRANSFER };
  const issue = (input: unknown) => {
    const result = placeOrderSchema.safeParse(input);
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('takes whole quantities of at least 1 only', () => {
    for (const quantity of [0, -1, 1.5, Number.NaN]) {
      expect(issue({ ...base, lines: [{ ...base.lines[0], quantity }] })).toBe('Quantities must be whole numbers of at least 1.');
    }
  });

  it('takes Nigerian phone numbers only', () => {
    expect(issue({ ...base, shipping: { ...shipping, phone: '+234 803 123 4567' } })).toBeNull();
    expect(issue({ ...base, shipping: { ...shipping, phone: '0803-123-4567' } })).toBeNull();
    expect(issue({ ...base, shipping: { ...shipping, phone: '803 123 4567' } })).toMatch(/^Enter a Nigerian mobile number/);
    expect(issue({ ...base, shipping: { ...shipping, phone: '+1 212 555 0100' } })).toMatch(/^Enter a Nigerian mobile number/);
  });

  it('requires the shipping fields and an empty cart is refused', () => {
    expect(issue({ ...base, shipping: { ...shipping, fullName: ' ' } })).toBe('Full name is required');
    expect(issue({ ...base, shipping: { ...shipping, address: '' } })).toBe('Shipping address is required');
    expect(issue({ ...base, shipping: { ...shipping, state: 'Atlantis' } })).toBe('Choose a state');
    expect(issue({ ...base, lines: [] })).toBe('Your cart is empty.');
  });
});

describe('order mails', () => {
  it("confirms to the account's own email, never to the address typed in the form, notifies the shop, and records the confirmation", async () => {
    const smtp = await startSmtpSink(smtpPort);
    try {
      const buyer = await newBuyer();
      const sofa = await newProduct({ name: 'Ikoyi Velvet Sofa', priceKobo: 450_000_00, colorVariants: ['Indigo', 'Emerald'] });
      const placed = await placeOrder(buyer, request([{ productId: sofa.id, quantity: 1, unitPriceKobo: 450_000_00, variant: 'Emerald' }]));
      // Queued with the order, sent by the job worker.
      expect(smtp.received).toHaveLength(0);
      expect(await runJobsUntilIdle()).toBe(1);
      const bodyTo = (address: string) => readableMail(smtp.received.find((m) => m.to.some((to) => to.toLowerCase() === address))?.raw ?? '');
      // The form names amaka@example.com: someone else's address, as far as the shop knows.
      expect(bodyTo(buyer.email)).toContain(`Your order number is ${placed.orderNumber}`);
      expect(bodyTo(buyer.email)).toContain('Ikoyi Velvet Sofa — Emerald × 1: ₦450,000');
      // How it arrives and what it costs in all, in both mails.
      for (const body of [bodyTo(buyer.email), bodyTo('orders@adireliving.test')]) {
        expect(body).toContain('Pickup at Main warehouse: free');
        expect(body).toMatch(/Ready for pickup: \d{1,2}(-\d{1,2})? [A-Z][a-z]{2}/);
        expect(body).toContain('Total: ₦450,000');
      }
      expect(smtp.received.some((m) => m.to.some((to) => to.toLowerCase() === 'amaka@example.com'))).toBe(false);
      expect(bodyTo('orders@adireliving.test')).toContain(`New order ${placed.orderNumber}`);
      const [order] = await db.select().from(orders).where(eq(orders.id, placed.orderId));
      expect(order?.confirmationMailedAt).toBeInstanceOf(Date);
    } finally {
      await smtp.close();
    }
  });

  it('tells the buyer how to pay: the account, amount, reference and due time of a transfer; Pay now for Paystack; the courier on delivery', async () => {
    const smtp = await startSmtpSink(smtpPort);
    try {
      const buyer = await newBuyer();
      const sofa = await newProduct({ name: 'Ikoyi Velvet Sofa', priceKobo: 450_000_00, stockQuantity: 10 });
      const mailFor = async (changes: Partial<typeof orders.$inferInsert> = {}) => {
        const placed = await placeOrder(buyer, request([{ productId: sofa.id, quantity: 1, unitPriceKobo: 450_000_00 }]));
        if (Object.keys(changes).length > 0) await db.update(orders).set(changes).where(eq(orders.id, placed.orderId));
        await runJobsUntilIdle();
        const mail = smtp.received.find((m) => m.to.some((to) => to.toLowerCase() === buyer.email) && readableMail(m.raw).includes(placed.orderNumber));
        return { text: readableMail(mail?.raw ?? ''), placed };
      };

      const transfer = await mailFor();
      const [order] = await db.select().from(orders).where(eq(orders.id, transfer.placed.orderId));
      for (const line of [
        'How to pay: bank transfer',
        'Bank: Test Bank',
        'Account name: Adire Living Ltd',
        'Account number: 0123456789',
        'Amount: ₦450,000',
        `Reference: ${transfer.placed.orderNumber}`,
        `Please pay by ${formatDateTime(order!.paymentDueAt!)} (Lagos time)`,
        `/account/orders/${transfer.placed.orderNumber}`,
      ]) {
        expect(transfer.text).toContain(line);
      }
      expect(transfer.text).not.toContain('arrange payment');

      const online = await mailFor({ paymentMethod: 'paystack' });
      expect(online.text).toContain('How to pay: online with Paystack');
      expect(online.text).toContain(`choose "Pay now": http://localhost:3000/account/orders/${online.placed.orderNumber}`);
      expect(online.text).not.toContain('Account number');

      const onDelivery = await mailFor({ paymentMethod: 'pay_on_delivery', paymentDueAt: null });
      expect(onDelivery.text).toContain('Pay the courier ₦450,000 in cash or by POS when your order arrives.');
      expect(onDelivery.text).not.toContain('Please pay by');
    } finally {
      await smtp.close();
    }
  });

  it('keeps the order when the mail server is down, leaving the confirmation owed until the retried job sends it', async () => {
    const buyer = await newBuyer();
    const sofa = await newProduct({ name: 'Ikoyi Velvet Sofa', priceKobo: 450_000_00 });
    const placed = await placeOrder(buyer, request([{ productId: sofa.id, quantity: 1, unitPriceKobo: 450_000_00 }]));
    await runJobsUntilIdle();
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order?.confirmationMailedAt).toBeNull();
    expect(order?.status).toBe('pending');
    const [job] = await jobsOfKind(ORDER_PLACED_MAILS_JOB);
    expect(job).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED/) });
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now());

    const smtp = await startSmtpSink(smtpPort);
    try {
      await makeJobsDue(ORDER_PLACED_MAILS_JOB); // the retry; not the transfer reminder, due much later
      await runJobsUntilIdle();
      expect(smtp.received.map((mail) => mail.to[0]?.toLowerCase())).toEqual([buyer.email, 'orders@adireliving.test']);
      const [mailed] = await db.select().from(orders).where(eq(orders.id, placed.orderId));
      expect(mailed?.confirmationMailedAt).toBeInstanceOf(Date);
      expect((await jobsOfKind(ORDER_PLACED_MAILS_JOB))[0]).toMatchObject({ status: 'done', attempts: 2 });
    } finally {
      await smtp.close();
    }
  });

  it('retried after the shop notice failed, sends the notice but never the confirmation a second time', async () => {
    const buyer = await newBuyer();
    const sofa = await newProduct({ name: 'Ikoyi Velvet Sofa', priceKobo: 450_000_00 });
    const placed = await placeOrder(buyer, request([{ productId: sofa.id, quantity: 1, unitPriceKobo: 450_000_00 }]));
    const refusingShop = await startSmtpSink(smtpPort, { refuse: (address) => address === 'orders@adireliving.test' });
    try {
      await runJobsUntilIdle();
    } finally {
      await refusingShop.close();
    }
    expect(refusingShop.received.map((mail) => mail.to[0])).toEqual([buyer.email]);
    expect((await jobsOfKind(ORDER_PLACED_MAILS_JOB))[0]).toMatchObject({ status: 'pending', lastError: expect.stringMatching(/refused/i) });

    const smtp = await startSmtpSink(smtpPort);
    try {
      await makeJobsDue(ORDER_PLACED_MAILS_JOB); // the retry; not the transfer reminder, due much later
      await runJobsUntilIdle();
      expect(smtp.received.map((mail) => mail.to[0])).toEqual(['orders@adireliving.test']);
      expect(readableMail(smtp.received[0]!.raw)).toContain(`New order ${placed.orderNumber}`);
    } finally {
      await smtp.close();
    }
  });
});

describe('an order that costs nothing', () => {
  const discountOf = async (code: typeof discountCodes.$inferInsert, lines: { productId: string; quantity: number }[]) => {
    await db.insert(discountCodes).values(code);
    const priced = await priceCheckout({ lines, method: 'pickup', state: null, discount: { code: code.code, guesser: { userId: null, clientAddress: null }, customer: null } });
    if (!priced.ok || !priced.discount?.applied) throw new Error('the code should apply');
    return { payment: priced.payment, discountKobo: priced.discount.discountKobo };
  };

  it('is paid as it is placed, whatever method was chosen: no reservation, no Paystack, and says so in the mails, the order page and the receipt', async () => {
    const smtp = await startSmtpSink(smtpPort);
    try {
      const buyer = await newBuyer();
      const sofa = await newProduct({ name: 'Ikoyi Velvet Sofa', priceKobo: 450_000_00 });
      const { payment, discountKobo } = await discountOf({ code: 'ONUS100', kind: 'percentage', percentBasisPoints: 100_00 }, [{ productId: sofa.id, quantity: 1 }]);
      // Checkout asks for no payment at ₦0.
      expect(payment.nothingToPay).toBe(true);
      expect(discountKobo).toBe(450_000_00);

      // Paystack is not even offered here (no key): a ₦0 order needs no method at all.
      const placed = await placeOrder(
        buyer,
        request([{ productId: sofa.id, quantity: 1, unitPriceKobo: 450_000_00 }], { paymentMethod: 'paystack', discountCode: 'ONUS100', discountKobo }),
      );
      expect(placed.totalKobo).toBe(0);
      const [order] = await db.select().from(orders).where(eq(orders.id, placed.orderId));
      expect(order).toMatchObject({ totalAmountKobo: 0, paymentStatus: 'paid', paymentMethod: null, paymentDueAt: null, stage: 'confirmed', status: 'pending' });
      expect(await jobsOfKind(RESERVATION_EXPIRY_JOB)).toHaveLength(0);
      expect(await jobsOfKind(TRANSFER_REMINDER_JOB)).toHaveLength(0);
      // The shopper goes to the order page, never to Paystack with ₦0.
      expect(await nextStepAfterPlacing(placed)).toEqual({ kind: 'order-page', notice: 'placed' });

      // The order page and the admin's Order Details.
      expect(await getOrderPayment(order!)).toMatchObject({ status: 'paid', nothingToPay: true, payNow: false, bank: null, canSendProof: false });
      expect(orderPaymentName(order!)).toBe(NOTHING_TO_PAY);

      await runJobsUntilIdle();
      const bodyTo = (address: string) => readableMail(smtp.received.find((m) => m.to.some((to) => to.toLowerCase() === address))?.raw ?? '');
      expect(bodyTo(buyer.email)).toContain(NOTHING_TO_PAY_TEXT);
      expect(bodyTo(buyer.email)).not.toContain('How to pay');
      expect(bodyTo('orders@adireliving.test')).toContain(`Payment: ${NOTHING_TO_PAY}`);

      const receipt = await receiptForOrder(placed.orderId);
      expect(receipt?.paymentStatus).toBe('Paid');
      const lines = await pdfLines(await renderReceiptPdf(receipt!));
      expect(lines.join('\n')).toContain(NOTHING_TO_PAY_TEXT);
      expect(lines.join('\n')).not.toContain('No payment received yet.');

      // Time passing does not cancel it: it holds nothing for a payment.
      await makeJobsDue();
      await runJobsUntilIdle();
      const [later] = await db.select({ status: orders.status, paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, placed.orderId));
      expect(later).toEqual({ status: 'pending', paymentStatus: 'paid' });
    } finally {
      await smtp.close();
    }
  });

  it('a fixed code as large as the cart, picked up at the showroom, is placed with no method; a method is still needed when money is owed', async () => {
    const buyer = await newBuyer();
    const cushion = await newProduct({ name: 'Aso Oke Cushion', category: 'accessories', priceKobo: 25_000_00 });
    const { discountKobo } = await discountOf({ code: 'GIFT30K', kind: 'fixed', amountKobo: 30_000_00 }, [{ productId: cushion.id, quantity: 1 }]);
    const free = await placeOrder(buyer, request([{ productId: cushion.id, quantity: 1, unitPriceKobo: 25_000_00 }], { paymentMethod: null, discountCode: 'GIFT30K', discountKobo }));
    const [order] = await db.select().from(orders).where(eq(orders.id, free.orderId));
    expect(order).toMatchObject({ totalAmountKobo: 0, paymentStatus: 'paid', paymentMethod: null, paymentDueAt: null });

    const owed = await rejection(placeOrder(buyer, request([{ productId: cushion.id, quantity: 1, unitPriceKobo: 25_000_00 }], { paymentMethod: null })));
    expect(owed.message).toBe('Choose how you would like to pay.');
  });
});
