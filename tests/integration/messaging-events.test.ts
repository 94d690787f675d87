import { beforeAll, describe, expect, it, vi } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as } from '../helpers/sessions';
import { takeBankTransfers } from '../helpers/checkout';
import { newBuyer, newCategory, newOrderRow, newProduct, placeTestOrder } from '../helpers/factories';
import { db } from '@/server/db/client';
import { messages, quotes, serverCarts, stockAlerts, websiteSettings } from '@/server/db/schema';
import { confirmPayment } from '@/server/payments/confirm-payment';
import { remindBalance } from '@/server/payments/balance';
import { setOrderStageAction } from '@/server/order-desk/actions/set-order-stage';
import { updateOrderStatusAction } from '@/server/order-desk/actions/update-order-status';
import { sendQuoteAction } from '@/server/quotes/actions/send-quote';
import { mailBackInStock } from '@/server/saved/back-in-stock-job';
import { sendAbandonedCheckoutReminders } from '@/server/abandoned-checkouts/reminders';
import { addCalendarDays, lagosToday } from '@/lib/delivery/business-days';

// Every update the shop mails also queues its WhatsApp or SMS message (docs/decisions/0080-whatsapp-and-sms-order-updates.md),
// through the code that mails it today, on a real database: one `messages` row with the event, the phone as
// +234… however it was typed, and the template's variables; nothing while messaging is off. WhatsApp points
// at an address nothing answers: these tests stop at the queue (sending is messaging-send.test.ts's).

const MESSAGING_ENV = vi.hoisted(() => ({
  WHATSAPP_ACCESS_TOKEN: 'test-access-token',
  WHATSAPP_PHONE_NUMBER_ID: '100000000000001',
  WHATSAPP_BUSINESS_ACCOUNT_ID: '200000000000002',
  WHATSAPP_APP_SECRET: 'test-app-secret',
  WHATSAPP_VERIFY_TOKEN: 'test-verify-token',
  WHATSAPP_API_URL: 'http://127.0.0.1:9',
}));

const dataDir = await vi.hoisted(async () => {
  Object.assign(process.env, MESSAGING_ENV);
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});

const callers = setUpAdminTestDatabase(dataDir);
const SITE = 'http://localhost:3000';
const orderPage = (orderNumber: string) => `${SITE}/account/orders/${orderNumber}`;

beforeAll(async () => {
  await takeBankTransfers();
  await newCategory('Sofas');
});

/** The messages queued about an order, or to a phone, oldest first (one transaction's by event), as event, phone and variables. */
function queued(where: { orderId: string } | { phone: string }) {
  return db
    .select({ event: messages.event, phone: messages.phone, params: messages.params, state: messages.state })
    .from(messages)
    .where('orderId' in where ? eq(messages.orderId, where.orderId) : eq(messages.phone, where.phone))
    .orderBy(asc(messages.createdAt), asc(messages.event));
}

const setStage = (input: Parameters<typeof setOrderStageAction>[0]) => as(callers.admin, () => setOrderStageAction(input));

describe('order updates', () => {
  it('a placed order: "order placed" with its number, total and page, to the phone typed at checkout', async () => {
    const sofa = await newProduct({ priceKobo: 450_000_00 });
    const placed = await placeTestOrder([{ productId: sofa.id, unitPriceKobo: 450_000_00 }], { shipping: { fullName: 'Amaka Obi', phone: '0803 111 0001' } });
    expect(await queued({ orderId: placed.orderId })).toEqual([
      {
        event: 'order_placed',
        phone: '+2348031110001',
        params: { first_name: 'Amaka', order_number: placed.orderNumber, amount: '₦450,000', link: orderPage(placed.orderNumber) },
        state: 'queued',
      },
    ]);
  });

  it('money: a bank transfer confirmed, a payment received, the balance due at Ready and its reminder; none for money to review', async () => {
    const order = await newOrderRow({ customerName: 'Bisi Adeyemi', customerPhone: '+234 802 111 0002', paymentMethod: 'bank_transfer', depositKobo: 135_000_00 });
    const params = { first_name: 'Bisi', order_number: order.orderNumber, link: orderPage(order.orderNumber) };
    const phone = '+2348021110002';

    expect(await confirmPayment({ orderId: order.id, method: 'bank_transfer', amountKobo: 135_000_00, currency: 'NGN' })).toMatchObject({ outcome: 'paid' });
    expect(await confirmPayment({ orderId: order.id, method: 'paystack', amountKobo: 1_00, currency: 'NGN', providerReference: 'wrong-amount' })).toMatchObject({
      outcome: 'needs_review',
    });
    expect(await setStage({ id: order.id, stage: 'ready_for_delivery' })).toMatchObject({ ok: true });
    await remindBalance({ orderId: order.id }, { signal: new AbortController().signal });
    expect(await confirmPayment({ orderId: order.id, method: 'manual', amountKobo: 315_000_00, currency: 'NGN' })).toMatchObject({ outcome: 'paid' });

    expect(await queued({ orderId: order.id })).toEqual(
      [
        { event: 'transfer_confirmed', params: { ...params, amount: '₦135,000' } },
        { event: 'balance_due', params: { ...params, amount: '₦315,000' } },
        { event: 'production_stage', params: { ...params, stage: 'Ready for delivery' } },
        { event: 'balance_due', params: { ...params, amount: '₦315,000' } },
        { event: 'order_paid', params: { ...params, amount: '₦315,000' } },
      ].map((message) => ({ ...message, phone, state: 'queued' })),
    );
  });

  it('stages and statuses: each stage the shop mails, dispatched and delivered, for an order with no account to mail too', async () => {
    await db.update(websiteSettings).set({ stageMails: { confirmed: false } }).where(eq(websiteSettings.id, 1));
    const order = await newOrderRow({ userId: null, customerName: 'Chidi', customerPhone: '2348031110003', paymentStatus: 'paid' });
    const params = { first_name: 'Chidi', order_number: order.orderNumber, link: orderPage(order.orderNumber) };
    try {
      expect(await setStage({ id: order.id, stage: 'confirmed' })).toMatchObject({ ok: true });
      expect(await setStage({ id: order.id, stage: 'ready_for_delivery' })).toMatchObject({ ok: true });
      expect(await setStage({ id: order.id, stage: 'out_for_delivery', courierName: 'Tunde', courierPhone: '0809 555 0101' })).toMatchObject({ ok: true });
      expect(await setStage({ id: order.id, stage: 'delivered' })).toMatchObject({ ok: true });
    } finally {
      await db.update(websiteSettings).set({ stageMails: {} }).where(eq(websiteSettings.id, 1));
    }
    expect((await queued({ orderId: order.id })).map(({ event, params }) => ({ event, params }))).toEqual([
      { event: 'production_stage', params: { ...params, stage: 'Ready for delivery' } },
      { event: 'dispatched', params },
      { event: 'delivered', params },
    ]);

    // The status dialog: into shipped and delivered only, never for saving the same status again.
    const other = await newOrderRow({ customerName: 'Ngozi Eze', customerPhone: '08031110004' });
    const update = (status: 'processing' | 'shipped' | 'delivered') =>
      as(callers.admin, () => updateOrderStatusAction({ id: other.id, status, paymentStatus: 'pending', notes: '' }));
    for (const status of ['processing', 'shipped', 'shipped', 'delivered'] as const) expect(await update(status)).toMatchObject({ ok: true });
    expect((await queued({ orderId: other.id })).map(({ event, phone }) => ({ event, phone }))).toEqual([
      { event: 'dispatched', phone: '+2348031110004' },
      { event: 'delivered', phone: '+2348031110004' },
    ]);
  });

  it('a quote sent: "quote ready" with its number, total and page, to the phone the request gave', async () => {
    const [quote] = await db
      .insert(quotes)
      .values({ quoteNumber: 'Q-MSG-0001', name: 'Tola Bakare', email: 'tola@example.com', phone: '0803 111 0005', contactVia: 'whatsapp', kind: 'piece', description: 'A sofa' })
      .returning();
    const sent = await as(callers.admin, () =>
      sendQuoteAction({
        id: quote!.id,
        lines: [{ description: 'Bespoke sofa', quantity: '1', unitPrice: '1200000' }],
        delivery: { mode: 'custom', fee: '5000' },
        leadTimeMinDays: '21',
        leadTimeMaxDays: '28',
        depositPercent: '30',
        validUntil: addCalendarDays(lagosToday(), 14),
      }),
    );
    expect(sent, JSON.stringify(sent)).toMatchObject({ ok: true });
    expect(await queued({ phone: '+2348031110005' })).toEqual([
      {
        event: 'quote_ready',
        phone: '+2348031110005',
        params: { first_name: 'Tola', quote_number: 'Q-MSG-0001', amount: '₦1,205,000', link: `${SITE}/account/quotes/Q-MSG-0001` },
        state: 'queued',
      },
    ]);
  });
});

describe('marketing', () => {
  it('back in stock: to a waiting account’s phone, once, and to no visitor (who gave an email only)', async () => {
    const shopper = await newBuyer({ name: 'Funmi Ade', phone: '0803 111 0006' });
    const piece = await newProduct({ name: 'Ikoyi Lounge Chair', stockQuantity: 2 });
    await db.insert(stockAlerts).values([
      { productId: piece.id, email: shopper.email, userId: shopper.id, confirmedAt: new Date() },
      { productId: piece.id, email: 'visitor@example.com', confirmedAt: new Date() },
    ]);
    const run = () => mailBackInStock({ productId: piece.id }, { signal: new AbortController().signal });
    await run();
    await run();
    expect(await queued({ phone: '+2348031110006' })).toEqual([
      {
        event: 'back_in_stock',
        phone: '+2348031110006',
        params: { first_name: 'Funmi', product_name: 'Ikoyi Lounge Chair', link: `${SITE}/product/${piece.id}` },
        state: 'queued',
      },
    ]);
    expect(await db.select({ id: messages.id }).from(messages).where(eq(messages.event, 'back_in_stock'))).toHaveLength(1);
  });

  it('abandoned checkout: the reminder’s restore link to the account’s phone, once per reminder', async () => {
    const shopper = await newBuyer({ name: 'Kemi Lawal', phone: '0803 111 0007' });
    const piece = await newProduct({ stockQuantity: 3 });
    await db.insert(serverCarts).values({ userId: shopper.id, lines: [{ productId: piece.id, quantity: 1 }], checkoutReachedAt: new Date() });
    const twoHoursOn = new Date(Date.now() + 2 * 3_600_000);
    expect(await sendAbandonedCheckoutReminders(twoHoursOn)).toBe(1);
    expect(await sendAbandonedCheckoutReminders(twoHoursOn)).toBe(0);
    const sent = await queued({ phone: '+2348031110007' });
    expect(sent).toEqual([
      { event: 'abandoned_checkout', phone: '+2348031110007', params: { first_name: 'Kemi', link: expect.stringMatching(/^http:\/\/localhost:3000\/cart\/restore\?token=[\w-]{43}$/) }, state: 'queued' },
    ]);
  });
});

describe('with messaging off', () => {
  it('a placed order queues no message, as every other update (the one function they all call decides)', async () => {
    const sofa = await newProduct({ priceKobo: 90_000_00 });
    const placed = await placeTestOrder([{ productId: sofa.id, unitPriceKobo: 90_000_00 }], { shipping: { phone: '0803 111 0008' } });
    await db.delete(messages).where(eq(messages.orderId, placed.orderId));
    // A fresh start without the WhatsApp variables (getEnv keeps its first reading).
    for (const name of Object.keys(MESSAGING_ENV)) delete process.env[name];
    vi.resetModules();
    try {
      const { db: freshDb } = await import('@/server/db/client');
      const { queueOrderPlacedMails } = await import('@/server/sales/order-placed-mails');
      await freshDb.transaction((tx) => queueOrderPlacedMails(tx, placed.orderId));
      expect(await queued({ orderId: placed.orderId })).toEqual([]);
    } finally {
      Object.assign(process.env, MESSAGING_ENV);
      vi.resetModules();
    }
  });
});
