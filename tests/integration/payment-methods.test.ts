import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, ne } from 'drizzle-orm';
import { ORDER_PLACED_MAILS_JOB } from '@/server/sales/order-placed-mails';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { pointDataDirAtTempFolder } from '../helpers/temp-data-dir';
import { db } from '@/server/db/client';
import { categories, jobs, orders, products, users, websiteSettings } from '@/server/db/schema';
import { insertDeliveryZones } from '../../seed/delivery';
import { placeOrder } from '@/server/checkout/place-order';
import { priceDeliveryAction } from '@/server/checkout/actions/store/price-delivery';
import { ActionError } from '@/server/action-error';
import { availablePaymentMethods, DEFAULT_PAYMENT_SETTINGS, loadPaymentSettings, type PaymentSettings } from '@/server/payments/methods';
import { placeOrderSchema, type PlaceOrderInput } from '@/lib/schemas/checkout';
import type { CheckoutPaymentMethod } from '@/lib/constants';
import { TEST_BANK, takeBankTransfers } from '../helpers/checkout';
import { newBuyer, newCategory, newProduct } from '../helpers/factories';
import { DELIVERY_ZONES, resetDatabase } from '../helpers/reset-database';

// Which ways of paying an order may use, as checkout shows them and as placeOrder holds the
// order to them: Paystack with its key, bank transfer with complete details, pay on delivery
// in zones that allow it, for delivered orders up to the limit. This file has no Paystack key.

let database: TestDatabase;
beforeAll(async () => {
  pointDataDirAtTempFolder();
  database = await createTestDatabase();
  await newCategory('Sofas');
  await db.transaction((tx) => insertDeliveryZones(tx));
});
afterAll(() => database.dispose());
beforeEach(async () => {
  await resetDatabase({ keep: [users, categories, ...DELIVERY_ZONES] });
  await takeBankTransfers();
});

const LAGOS_FEE = 5_000_00;
const LIMIT = 500_000_00;

const settings = (changes: Partial<PaymentSettings> = {}): PaymentSettings => ({
  ...DEFAULT_PAYMENT_SETTINGS,
  bankTransferEnabled: true,
  ...TEST_BANK,
  ...changes,
});
const lagos = { method: 'delivery', payOnDelivery: true } as const;
const offered = (question: Parameters<typeof availablePaymentMethods>[0]) =>
  availablePaymentMethods(question)
    .filter((option) => option.offered)
    .map((option) => option.method);
const reasonFor = (method: CheckoutPaymentMethod, question: Parameters<typeof availablePaymentMethods>[0]) =>
  availablePaymentMethods(question).find((option) => option.method === method)?.reason;

describe('availablePaymentMethods', () => {
  it('lists paystack, bank transfer and pay on delivery in that order when all apply', () => {
    const all = availablePaymentMethods({ settings: settings(), delivery: lagos, totalKobo: 100_000_00, paystackReady: true });
    expect(all.map((option) => [option.method, option.offered])).toEqual([
      ['paystack', true],
      ['bank_transfer', true],
      ['pay_on_delivery', true],
    ]);
  });

  it('offers Paystack only when it is switched on and its key is set', () => {
    const question = { delivery: lagos, totalKobo: 100_000_00 };
    expect(offered({ ...question, settings: settings(), paystackReady: false })).not.toContain('paystack');
    expect(offered({ ...question, settings: settings({ paystackEnabled: false }), paystackReady: true })).not.toContain('paystack');
    const off = availablePaymentMethods({ ...question, settings: settings({ paystackEnabled: false }), paystackReady: true })[0];
    expect(off).toMatchObject({ method: 'paystack', offered: false, takenByShop: false });
  });

  it('offers bank transfer only with a bank, an account name and a ten-digit account number', () => {
    const question = { delivery: lagos, totalKobo: 100_000_00, paystackReady: false };
    expect(offered({ ...question, settings: settings() })).toContain('bank_transfer');
    for (const incomplete of [
      { bankTransferEnabled: false },
      { bankName: null },
      { bankAccountName: '  ' },
      { bankAccountNumber: '012345678' },
      { bankAccountNumber: '01234567890' },
      { bankAccountNumber: '01234S6789' },
    ]) {
      expect(offered({ ...question, settings: settings(incomplete) }), JSON.stringify(incomplete)).not.toContain('bank_transfer');
    }
  });

  it('offers pay on delivery for deliveries into an allowing zone up to the limit, goods and delivery counted', () => {
    const question = { settings: settings(), paystackReady: false };
    expect(offered({ ...question, delivery: lagos, totalKobo: LIMIT })).toContain('pay_on_delivery');
    expect(reasonFor('pay_on_delivery', { ...question, delivery: lagos, totalKobo: LIMIT + 1 })).toBe('Pay on delivery is available for orders up to ₦500,000.');
    expect(reasonFor('pay_on_delivery', { ...question, delivery: { method: 'delivery', payOnDelivery: false }, totalKobo: 1_000_00 })).toBe(
      'Pay on delivery is not available in your area.',
    );
    expect(reasonFor('pay_on_delivery', { ...question, delivery: { method: 'pickup', payOnDelivery: false }, totalKobo: 1_000_00 })).toMatch(
      /not for showroom pickup/,
    );
    expect(reasonFor('pay_on_delivery', { ...question, delivery: null, totalKobo: 1_000_00 })).toMatch(/Choose your state/);
    const switchedOff = availablePaymentMethods({ settings: settings({ payOnDeliveryEnabled: false }), delivery: lagos, totalKobo: 1_000_00, paystackReady: false })[2];
    expect(switchedOff).toMatchObject({ offered: false, takenByShop: false });
  });

  it('reads the settings row, and the schema defaults without one', async () => {
    expect(await loadPaymentSettings()).toMatchObject({ bankTransferEnabled: true, bankAccountNumber: TEST_BANK.bankAccountNumber, payOnDeliveryMaxKobo: LIMIT });
    await db.delete(websiteSettings);
    expect(await loadPaymentSettings()).toEqual(DEFAULT_PAYMENT_SETTINGS);
  });
});

function request(product: { id: string; priceKobo: number }, paymentMethod: CheckoutPaymentMethod, delivery: PlaceOrderInput['delivery'], state: PlaceOrderInput['shipping']['state'] = 'Lagos') {
  return placeOrderSchema.parse({
    shipping: { fullName: 'Amaka Obi', email: 'amaka@example.com', phone: '0803 123 4567', address: '12 Admiralty Way', state },
    lines: [{ productId: product.id, quantity: 1, unitPriceKobo: product.priceKobo }],
    delivery,
    paymentMethod,
    idempotencyKey: randomUUID(),
  });
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ActionError);
  return (error as ActionError).message;
}

const orderCount = async () => db.$count(orders);
const stockOf = async (id: string) => (await db.select({ s: products.stockQuantity }).from(products).where(eq(products.id, id)))[0]!.s;

describe('the delivery quote', () => {
  it('carries the payment methods of that order: pay on delivery in Lagos, not in a zone without it', async () => {
    const sofa = await newProduct({ priceKobo: 100_000_00, stockQuantity: 10 });
    const lagosQuote = await priceDeliveryAction({ lines: [{ productId: sofa.id, quantity: 1 }], method: 'delivery', state: 'Lagos' });
    const oyoQuote = await priceDeliveryAction({ lines: [{ productId: sofa.id, quantity: 1 }], method: 'delivery', state: 'Oyo' });
    const methods = (quote: typeof lagosQuote) => (quote.ok ? quote.payment.options.filter((o) => o.offered).map((o) => o.method) : null);
    expect(methods(lagosQuote)).toEqual(['bank_transfer', 'pay_on_delivery']);
    expect(methods(oyoQuote)).toEqual(['bank_transfer']);
    expect(oyoQuote.ok && oyoQuote.payment.options[2]!.reason).toBe('Pay on delivery is not available in your area.');
    expect(lagosQuote.ok && lagosQuote.payment.reservation).toEqual({ paystackMinutes: 60, bankTransferHours: 48 });
  });

  it('counts the delivery fee towards the pay-on-delivery limit', async () => {
    const atLimit = await newProduct({ priceKobo: LIMIT - LAGOS_FEE, stockQuantity: 10 });
    const over = await newProduct({ priceKobo: LIMIT - LAGOS_FEE + 1, stockQuantity: 10 });
    const podOffered = async (product: { id: string }) => {
      const quote = await priceDeliveryAction({ lines: [{ productId: product.id, quantity: 1 }], method: 'delivery', state: 'Lagos' });
      return quote.ok && quote.payment.options[2]!.offered;
    };
    expect(await podOffered(atLimit)).toBe(true);
    expect(await podOffered(over)).toBe(false);
  });
});

/** The jobs that end a reservation (the order's own mails are queued beside them, and not looked at here). */
const reservationJobs = () => db.select().from(jobs).where(ne(jobs.kind, ORDER_PLACED_MAILS_JOB)).orderBy(jobs.runAt);

describe('placeOrder and the payment method', () => {
  it('places pay on delivery up to the limit, goods and delivery together, with no due time and no jobs', async () => {
    const sofa = await newProduct({ priceKobo: LIMIT - LAGOS_FEE, stockQuantity: 10 });
    const placed = await placeOrder(await newBuyer(), request(sofa, 'pay_on_delivery', { method: 'delivery', feeKobo: LAGOS_FEE }));
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({ paymentMethod: 'pay_on_delivery', paymentDueAt: null, totalAmountKobo: LIMIT, paymentStatus: 'pending' });
    expect(await reservationJobs()).toEqual([]);
  });

  it('refuses pay on delivery above the limit, writing nothing', async () => {
    const sofa = await newProduct({ priceKobo: LIMIT - LAGOS_FEE + 1, stockQuantity: 10 });
    const message = await refusal(placeOrder(await newBuyer(), request(sofa, 'pay_on_delivery', { method: 'delivery', feeKobo: LAGOS_FEE })));
    expect(message).toBe('Pay on delivery is available for orders up to ₦500,000.');
    expect(await orderCount()).toBe(0);
    expect(await stockOf(sofa.id)).toBe(10);
  });

  it('follows the limit the shop sets', async () => {
    await takeBankTransfers({ payOnDeliveryMaxKobo: 50_000_00 });
    const sofa = await newProduct({ priceKobo: 100_000_00, stockQuantity: 10 });
    const message = await refusal(placeOrder(await newBuyer(), request(sofa, 'pay_on_delivery', { method: 'delivery', feeKobo: LAGOS_FEE })));
    expect(message).toBe('Pay on delivery is available for orders up to ₦50,000.');
  });

  it('refuses pay on delivery outside the zones that allow it, and for showroom pickup', async () => {
    const sofa = await newProduct({ priceKobo: 100_000_00, stockQuantity: 10 });
    const oyo = await refusal(placeOrder(await newBuyer(), request(sofa, 'pay_on_delivery', { method: 'delivery', feeKobo: 8_000_00 }, 'Oyo')));
    expect(oyo).toBe('Pay on delivery is not available in your area.');
    const pickup = await refusal(placeOrder(await newBuyer(), request(sofa, 'pay_on_delivery', { method: 'pickup', feeKobo: 0 })));
    expect(pickup).toMatch(/not for showroom pickup/);
    expect(await orderCount()).toBe(0);
  });

  it('refuses methods the shop has switched off or cannot take', async () => {
    const sofa = await newProduct({ priceKobo: 100_000_00, stockQuantity: 10 });
    await takeBankTransfers({ bankTransferEnabled: false, payOnDeliveryEnabled: false });
    const lagosDelivery = { method: 'delivery', feeKobo: LAGOS_FEE } as const;
    expect(await refusal(placeOrder(await newBuyer(), request(sofa, 'bank_transfer', lagosDelivery)))).toBe('Bank transfer is not available right now.');
    expect(await refusal(placeOrder(await newBuyer(), request(sofa, 'pay_on_delivery', lagosDelivery)))).toBe('Pay on delivery is not available right now.');
    // No PAYSTACK_SECRET_KEY in this file: switched on in the settings, still not offered.
    expect(await refusal(placeOrder(await newBuyer(), request(sofa, 'paystack', lagosDelivery)))).toBe(
      'Paying online with Paystack is not available right now.',
    );
    await takeBankTransfers({ bankAccountNumber: '123' });
    expect(await refusal(placeOrder(await newBuyer(), request(sofa, 'bank_transfer', lagosDelivery)))).toBe('Bank transfer is not available right now.');
    expect(await orderCount()).toBe(0);
  });

  it('gives a transfer order its due time from the setting, and schedules its expiry and the reminder in the same transaction', async () => {
    await takeBankTransfers({ bankTransferReservationHours: 24 });
    const sofa = await newProduct({ priceKobo: 100_000_00, stockQuantity: 10 });
    const before = Date.now();
    const placed = await placeOrder(await newBuyer(), request(sofa, 'bank_transfer', { method: 'pickup', feeKobo: 0 }));
    const after = Date.now();
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order!.paymentMethod).toBe('bank_transfer');
    const due = order!.paymentDueAt!.getTime();
    expect(due).toBeGreaterThanOrEqual(before + 24 * 3_600_000);
    expect(due).toBeLessThanOrEqual(after + 24 * 3_600_000);

    const scheduled = await reservationJobs();
    expect(scheduled.map((job) => [job.kind, job.payload, job.status])).toEqual([
      ['transfer-reminder', { orderId: placed.orderId }, 'pending'],
      ['reservation-expiry', { orderId: placed.orderId }, 'pending'],
    ]);
    expect(scheduled[1]!.runAt.getTime()).toBe(due);
    expect(scheduled[0]!.runAt.getTime()).toBe(due - 12 * 3_600_000);
    expect(placed).toMatchObject({ paymentMethod: 'bank_transfer', duplicate: false });
  });

  it('answers a repeated checkout with the first order and its method, scheduling nothing twice', async () => {
    const sofa = await newProduct({ priceKobo: 100_000_00, stockQuantity: 10 });
    const buyer = await newBuyer();
    const once = request(sofa, 'bank_transfer', { method: 'pickup', feeKobo: 0 });
    const first = await placeOrder(buyer, once);
    const again = await placeOrder(buyer, once);
    expect(again).toMatchObject({ orderId: first.orderId, paymentMethod: 'bank_transfer', duplicate: true });
    expect(await reservationJobs()).toHaveLength(2);
  });

  it('refuses a request without a payment method with a clear message', () => {
    const parsed = placeOrderSchema.safeParse({
      shipping: { fullName: 'Amaka Obi', email: 'amaka@example.com', phone: '0803 123 4567', address: '12 Admiralty Way', state: 'Lagos' },
      lines: [{ productId: randomUUID(), quantity: 1, unitPriceKobo: 100 }],
      delivery: { method: 'pickup', feeKobo: 0 },
      paymentMethod: 'cash_in_envelope',
      idempotencyKey: randomUUID(),
    });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['paymentMethod', 'Choose how you would like to pay.']]);
  });
});
