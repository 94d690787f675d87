import { beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as, signedInShopper, signedOut, type TestCaller } from '../helpers/sessions';
import { BANK_TRANSFER, PICKUP, takeBankTransfers } from '../helpers/checkout';
import { pdfLines } from '../helpers/pdf-text';
import { db } from '@/server/db/client';
import { orders, payments, users } from '@/server/db/schema';
import { formatLongDate } from '@/lib/dates';
import { vatContainedKobo } from '@/lib/vat';
import { placeOrder } from '@/server/checkout/place-order';
import { confirmPayment } from '@/server/payments/confirm-payment';
import { reversePaymentAction } from '@/server/payments/actions/reverse-payment';
import { placeOrderSchema } from '@/lib/schemas/checkout';
import { paymentReceiptFor, paymentReceiptLinks } from '@/server/receipts/load-payment-receipt';
import { receiptForOrder } from '@/server/receipts/load-receipt';
import { renderReceiptPdf } from '@/server/receipts/render-receipt';
import { GET } from '@/app/receipts/[orderNumber]/payments/[paymentId]/route';
import { newCategory, newProduct } from '../helpers/factories';

// A receipt per payment, against a real database, sessions and the one door money comes in by
// (confirmPayment): a made-to-order piece paid as a deposit then its balance gets a deposit
// receipt and a balance receipt, each with the VAT contained in the money received, what was
// paid before and what is still owed, the shop's deposit policy on the deposit receipt only;
// the order's receipt lists both payments; a reversal reads as one; and only the order's owner
// or an admin can download a payment's receipt.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});

const callers = setUpAdminTestDatabase(dataDir);
const ORIGIN = 'http://localhost:3000';

// ₦333,333.33 for one armchair, collected at the showroom (no delivery fee); 30% deposit.
const PRICE = 333_333_33;
const DEPOSIT = 100_000_00;
const BALANCE = PRICE - DEPOSIT;
const POLICY = 'Deposits are refundable within 48 hours of payment; after that, work starts on your piece.';

let stranger: TestCaller;
let order = { orderId: '', orderNumber: '' };
let depositId = '';
let balanceId = '';

async function userIdOf(caller: TestCaller) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, caller.email));
  return row!.id;
}

async function adminId() {
  return userIdOf(callers.admin);
}

beforeAll(async () => {
  stranger = await signedInShopper();
  const settings = {
    legalName: 'Adire Living Ltd',
    taxId: '12345678-0001',
    vatRegistered: true,
    vatRateBasisPoints: 750,
    depositPolicy: POLICY,
    staffTwoFactorRequired: false,
  };
  await takeBankTransfers(settings);
  await newCategory('Chairs');
  // Sold on a 30% deposit: the checkout offers ₦100,000.00 now and the shopper takes it.
  const chair = await newProduct({ name: 'Ikeja Armchair', category: 'chairs', priceKobo: PRICE, stockQuantity: 3, paymentTerms: 'deposit', depositPercent: 30 });
  const placed = await placeOrder(
    { id: await userIdOf(callers.shopper) },
    placeOrderSchema.parse({
      shipping: { fullName: 'Chiamaka Okafor', email: 'chiamaka@example.com', phone: '08031234567', address: '12 Bourdillon Road, Ikoyi', state: 'Lagos', notes: '' },
      lines: [{ productId: chair.id, quantity: 1, unitPriceKobo: PRICE }],
      idempotencyKey: randomUUID(),
      delivery: PICKUP,
      paymentMethod: BANK_TRANSFER,
      depositKobo: DEPOSIT,
    }),
  );
  order = { orderId: placed.orderId, orderNumber: placed.orderNumber };
  expect(placed.totalKobo).toBe(PRICE);
  expect((await db.select({ depositKobo: orders.depositKobo }).from(orders).where(eq(orders.id, order.orderId)))[0]!.depositKobo).toBe(DEPOSIT);

  // An attempt that never went through: it has no receipt and takes no number.
  await db.insert(payments).values({ orderId: order.orderId, method: 'paystack', providerReference: `${order.orderNumber}-abandoned`, amountKobo: DEPOSIT, status: 'failed' });
  const deposit = await confirmPayment({
    orderId: order.orderId,
    method: 'paystack',
    providerReference: `${order.orderNumber}-0123456789`,
    providerEventId: '4099001',
    amountKobo: DEPOSIT,
    currency: 'NGN',
  });
  expect(deposit.outcome).toBe('paid');
  const balance = await confirmPayment({
    orderId: order.orderId,
    method: 'bank_transfer',
    providerReference: 'TELLER-0042',
    amountKobo: BALANCE,
    currency: 'NGN',
    confirmedBy: await adminId(),
  });
  expect(balance.outcome).toBe('paid');
  depositId = deposit.paymentId;
  balanceId = balance.paymentId;
});

const paidOn = async (paymentId: string) => formatLongDate((await db.select({ at: payments.paidAt }).from(payments).where(eq(payments.id, paymentId)))[0]!.at!);

describe('the receipt of each payment', () => {
  it('the deposit: its number, the money received with the VAT in it, nothing paid before, the balance owed, the deposit policy', async () => {
    const receipt = await paymentReceiptFor(order.orderId, depositId);
    expect(receipt).toMatchObject({
      kind: 'deposit',
      title: 'Deposit receipt',
      invoiceNumber: `${order.orderNumber}-P1`,
      date: await paidOn(depositId),
      method: 'Paystack',
      reference: `${order.orderNumber}-0123456789`,
      amountKobo: DEPOSIT,
      // 10,000,000 × 750 / 10,750 = 697,674.42 kobo: ₦6,976.74.
      vat: { rateBasisPoints: 750, kobo: 697_674 },
      paidBeforeKobo: 0,
      owedAfterKobo: BALANCE,
      depositPolicy: POLICY,
      reversed: null,
    });
    expect(receipt!.vat!.kobo).toBe(vatContainedKobo(DEPOSIT, 750));
    // The order it pays, for reference: its line and total.
    expect(receipt!.order.lines).toEqual([{ description: 'Ikeja Armchair', quantity: 1, unitPriceKobo: PRICE, amountKobo: PRICE, vatKobo: vatContainedKobo(PRICE, 750) }]);
    expect(receipt!.order.totalKobo).toBe(PRICE);
  });

  it('the balance: paid after the deposit, nothing owed after it, no deposit policy; its VAT rounds half up to the kobo', async () => {
    const receipt = await paymentReceiptFor(order.orderId, balanceId);
    expect(receipt).toMatchObject({
      kind: 'balance',
      title: 'Balance receipt',
      invoiceNumber: `${order.orderNumber}-P2`,
      method: 'Bank transfer',
      reference: 'TELLER-0042',
      amountKobo: BALANCE,
      // 23,333,333 × 750 / 10,750 = 1,627,906.95 kobo, up to ₦16,279.07.
      vat: { rateBasisPoints: 750, kobo: 1_627_907 },
      paidBeforeKobo: DEPOSIT,
      owedAfterKobo: 0,
      depositPolicy: null,
    });
  });

  it('has no receipt for an attempt that failed, for another order, or for an id that is not a payment', async () => {
    const [failed] = await db.select({ id: payments.id }).from(payments).where(eq(payments.status, 'failed'));
    expect(await paymentReceiptFor(order.orderId, failed!.id)).toBeNull();
    expect(await paymentReceiptFor(randomUUID(), depositId)).toBeNull();
    expect(await paymentReceiptFor(order.orderId, randomUUID())).toBeNull();
  });

  it('is offered to the owner in My Account, oldest first', async () => {
    const links = await paymentReceiptLinks(order.orderId);
    expect(links.map(({ title, invoiceNumber, amountKobo, reversed }) => ({ title, invoiceNumber, amountKobo, reversed }))).toEqual([
      { title: 'Deposit receipt', invoiceNumber: `${order.orderNumber}-P1`, amountKobo: DEPOSIT, reversed: false },
      { title: 'Balance receipt', invoiceNumber: `${order.orderNumber}-P2`, amountKobo: BALANCE, reversed: false },
    ]);
  });
});

describe('GET /receipts/[orderNumber]/payments/[paymentId]', () => {
  const get = (caller: TestCaller, paymentId: string, orderNumber = order.orderNumber) =>
    GET(new Request(`${ORIGIN}/receipts/${orderNumber}/payments/${paymentId}`, { headers: caller.headers }), {
      params: Promise.resolve({ orderNumber, paymentId }),
    });

  async function pdfText(response: Response, invoiceNumber: string) {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="receipt-${invoiceNumber}.pdf"`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    return pdfLines(new Uint8Array(await response.arrayBuffer()));
  }

  async function expectNotFound(response: Response) {
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.text()).toBe('Not found');
  }

  it('gives the owner the deposit receipt as a PDF that says what the receipt says, the deposit policy included', async () => {
    const lines = await pdfText(await get(callers.shopper, depositId), `${order.orderNumber}-P1`);
    const text = lines.join('\n');
    expect(lines.slice(0, 2)).toEqual(['Adire Living Ltd', 'Deposit receipt']);
    expect(lines).toContain(`Invoice no. | ${order.orderNumber}-P1`);
    expect(lines).toContain(`Date | ${await paidOn(depositId)}`);
    expect(lines).toContain(`Order | ${order.orderNumber}`);
    expect(lines).toContain('Amount received | ₦100,000.00');
    expect(lines).toContain('VAT (7.5%) included | ₦6,976.74');
    expect(lines).toContain('Method | Paystack');
    expect(lines).toContain(`Reference | ${order.orderNumber}-0123456789`);
    expect(lines).toContain('Paid before | ₦0.00');
    expect(lines).toContain('Still owed after this payment | ₦233,333.33');
    // Small capitals are letter-spaced, and read back with spaces between the letters.
    const headings = lines.map((line) => line.replace(/ /g, ''));
    expect(headings).toContain('DEPOSITPOLICY');
    expect(lines).toContain(POLICY);
    expect(headings).toContain(`ORDER${order.orderNumber},FORREFERENCE`);
    expect(lines).toContain(`Ikeja Armchair | 1 | ₦333,333.33 | ${'₦23,255.81'} | ₦333,333.33`);
    expect(lines).toContain('Total | ₦333,333.33');
    expect(text).toContain('Chiamaka Okafor');
  });

  it('gives an admin the balance receipt, which has no deposit policy', async () => {
    const lines = await pdfText(await get(callers.admin, balanceId), `${order.orderNumber}-P2`);
    expect(lines.slice(0, 2)).toEqual(['Adire Living Ltd', 'Balance receipt']);
    expect(lines).toContain('Amount received | ₦233,333.33');
    expect(lines).toContain('VAT (7.5%) included | ₦16,279.07');
    expect(lines).toContain('Paid before | ₦100,000.00');
    expect(lines).toContain('Still owed after this payment | ₦0.00');
    expect(lines.join('\n').replace(/ /g, '')).not.toMatch(/depositpolicy/i);
  });

  it('answers another shopper, another order’s number and a payment that is not one with the same 404; a signed-out visitor signs in first', async () => {
    await expectNotFound(await get(stranger, depositId));
    const signIn = await get(signedOut, depositId);
    expect(signIn.status).toBe(303);
    expect(signIn.headers.get('location')).toBe(`/auth?next=${encodeURIComponent(`/receipts/${order.orderNumber}/payments/${depositId}`)}`);
    // The stranger's own order does not open the door to this payment either.
    const theirs = await db.insert(orders).values({
      userId: await userIdOf(stranger),
      orderNumber: 'ORD-20261014-STRNGR',
      customerName: 'Someone Else',
      customerEmail: stranger.email,
      shippingAddress: 'Elsewhere',
      subtotalKobo: 100,
      totalAmountKobo: 100,
      deliveryMethod: 'pickup',
    }).returning({ id: orders.id });
    expect(theirs).toHaveLength(1);
    await expectNotFound(await get(stranger, depositId, 'ORD-20261014-STRNGR'));
    await expectNotFound(await get(callers.admin, depositId, 'ORD-20261014-STRNGR'));
    await expectNotFound(await get(callers.shopper, randomUUID()));
    for (const malformed of ['1', 'not-a-uuid', `${depositId}.pdf`]) await expectNotFound(await get(callers.shopper, malformed));
  });
});

describe('the order’s receipt, the final one', () => {
  it('lists the deposit and the balance with their dates, methods and amounts, the total paid and nothing due', async () => {
    const receipt = await receiptForOrder(order.orderId);
    const lines = await pdfLines(await renderReceiptPdf(receipt!));
    expect(lines).toContain('PAYMENT | DATE | METHOD | AMOUNT');
    expect(lines).toContain(`Deposit (P1) | ${await paidOn(depositId)} | Paystack | ₦100,000.00`);
    expect(lines).toContain(`Balance (P2) | ${await paidOn(balanceId)} | Bank transfer | ₦233,333.33`);
    expect(lines).toContain('Total paid | ₦333,333.33');
    expect(lines).toContain('Balance due | ₦0.00');
    expect(lines).toContain('Payment | Paid');
  });
});

describe('a reversed payment', () => {
  let reversalId = '';

  beforeAll(async () => {
    const result = await as(callers.admin, () => reversePaymentAction({ paymentId: balanceId, reason: 'The transfer never reached our account' }));
    expect(result).toMatchObject({ ok: true, data: { outcome: 'reversed', paymentStatus: 'deposit_paid' } });
    const [reversal] = await db.select({ id: payments.id }).from(payments).where(eq(payments.reversesPaymentId, balanceId));
    reversalId = reversal!.id;
  });

  it('keeps its receipt and number, which now say it was reversed and why', async () => {
    const receipt = await paymentReceiptFor(order.orderId, balanceId);
    expect(receipt).toMatchObject({ invoiceNumber: `${order.orderNumber}-P2`, title: 'Balance receipt', reversed: { reason: 'The transfer never reached our account' } });
    const lines = await pdfLines(new Uint8Array(await (await GET(new Request(`${ORIGIN}/x`, { headers: callers.shopper.headers }), { params: Promise.resolve({ orderNumber: order.orderNumber, paymentId: balanceId }) })).arrayBuffer()));
    expect(lines).toContain('Status | Reversed');
    expect(lines.join(' ')).toContain(`This payment was reversed on ${receipt!.reversed!.date}: The transfer never reached our account. It no longer counts towards the order.`);
    expect((await paymentReceiptLinks(order.orderId)).map((link) => link.reversed)).toEqual([false, true]);
  });

  it('the reversal itself has no receipt', async () => {
    expect(await paymentReceiptFor(order.orderId, reversalId)).toBeNull();
  });

  it('shows on the order’s receipt as a line of its own, with the total paid and the balance owed again', async () => {
    const lines = await pdfLines(await renderReceiptPdf((await receiptForOrder(order.orderId))!));
    expect(lines).toContain(`Balance (P2), reversed | ${await paidOn(balanceId)} | Bank transfer | ₦233,333.33`);
    expect(lines).toContain(`Reversal of P2 | ${await paidOn(reversalId)} | Bank transfer | -₦233,333.33`);
    expect(lines).toContain('Total paid | ₦100,000.00');
    expect(lines).toContain('Balance due | ₦233,333.33');
    expect(lines).toContain('Payment | Deposit paid');
  });

  it('the balance paid again is the next number, paid after the deposit alone; earlier numbers stay', async () => {
    const again = await confirmPayment({ orderId: order.orderId, method: 'bank_transfer', providerReference: 'TELLER-0043', amountKobo: BALANCE, currency: 'NGN', confirmedBy: await adminId() });
    expect(again.outcome).toBe('paid');
    expect(await paymentReceiptFor(order.orderId, again.paymentId)).toMatchObject({
      title: 'Balance receipt',
      invoiceNumber: `${order.orderNumber}-P3`,
      paidBeforeKobo: DEPOSIT,
      owedAfterKobo: 0,
    });
    expect(await paymentReceiptFor(order.orderId, depositId)).toMatchObject({ invoiceNumber: `${order.orderNumber}-P1`, title: 'Deposit receipt' });
    expect(await paymentReceiptFor(order.orderId, balanceId)).toMatchObject({ invoiceNumber: `${order.orderNumber}-P2`, title: 'Balance receipt' });
  });
});
