import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { signedInShopper, signedOut, type TestCaller } from '../helpers/sessions';
import { pdfLines } from '../helpers/pdf-text';
import { db } from '@/server/db/client';
import { orderItems, orders, payments, refunds, users, websiteSettings } from '@/server/db/schema';
import { formatNairaWithKobo } from '@/lib/money';
import { vatBreakdown, vatContainedKobo } from '@/lib/vat';
import { receiptForOrder } from '@/server/receipts/load-receipt';
import { renderReceiptPdf } from '@/server/receipts/render-receipt';
import { GET } from '@/app/receipts/[orderNumber]/route';

// Receipts against a real database and real sessions: the PDF made from a stored order is read
// back as text and must say what a Nigerian tax invoice says, with the VAT src/lib/vat.ts works
// out; a shop that is not VAT registered prints no VAT at all; and only the order's owner or an
// admin can download it, everyone else getting the 404 of a missing order.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});

const callers = setUpAdminTestDatabase(dataDir);
const ORIGIN = 'http://localhost:3000';
const naira = formatNairaWithKobo;

const SOFA = { productName: 'Ikoyi Sofa', color: 'Indigo', quantity: 2, priceKobo: 450_000_00 };
const CUSHION = { productName: 'Adire Throw Cushion', color: null, quantity: 3, priceKobo: 18_500_50 };
const DELIVERY_FEE = 25_000_00;
const SUBTOTAL = SOFA.quantity * SOFA.priceKobo + CUSHION.quantity * CUSHION.priceKobo;

const BUSINESS: Partial<typeof websiteSettings.$inferInsert> = {
  legalName: 'Adire Living Ltd',
  businessAddress: '14B Admiralty Way\nLekki Phase 1, Lagos',
  taxId: '12345678-0001',
  vatRegistered: true,
  vatRateBasisPoints: 750,
};

let stranger: TestCaller;
let delivered = { id: '', orderNumber: 'ORD-20261014-RCPT2A' };
let pickedUp = { id: '', orderNumber: 'ORD-20261014-RCPT3B' };

async function userIdOf(caller: TestCaller) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, caller.email));
  return row!.id;
}

async function setBusiness(changes: Partial<typeof websiteSettings.$inferInsert> = {}) {
  const values = { ...BUSINESS, siteName: 'Adire Living', staffTwoFactorRequired: false, ...changes };
  await db.insert(websiteSettings).values({ id: 1, ...values }).onConflictDoUpdate({ target: websiteSettings.id, set: values });
}

beforeAll(async () => {
  stranger = await signedInShopper();
  await setBusiness();
  const userId = await userIdOf(callers.shopper);
  const buyer = {
    userId,
    customerName: 'Chiamaka Okafor',
    customerEmail: 'chiamaka@example.com',
    customerPhone: '+234 803 123 4567',
    shippingAddress: '12 Bourdillon Road, Ikoyi',
    // 23:30 on the 13th in UTC is 00:30 on the 14th in Lagos: the invoice is dated the 14th.
    createdAt: new Date('2026-10-13T23:30:00Z'),
  };
  const [first] = await db
    .insert(orders)
    .values({
      ...buyer,
      orderNumber: delivered.orderNumber,
      subtotalKobo: SUBTOTAL,
      deliveryFeeKobo: DELIVERY_FEE,
      totalAmountKobo: SUBTOTAL + DELIVERY_FEE,
      deliveryMethod: 'delivery',
      deliveryState: 'Lagos',
      deliveryZoneName: 'Lagos',
      deliveryWindowStart: '2026-10-20',
      deliveryWindowEnd: '2026-10-27',
      paymentStatus: 'paid',
    })
    .returning({ id: orders.id });
  const [second] = await db
    .insert(orders)
    .values({ ...buyer, orderNumber: pickedUp.orderNumber, subtotalKobo: SOFA.priceKobo, totalAmountKobo: SOFA.priceKobo, deliveryMethod: 'pickup' })
    .returning({ id: orders.id });
  delivered = { ...delivered, id: first!.id };
  pickedUp = { ...pickedUp, id: second!.id };
  const line = (orderId: string, item: typeof SOFA | typeof CUSHION, quantity = item.quantity) => ({
    orderId,
    ...item,
    quantity,
    totalKobo: item.priceKobo * quantity,
  });
  await db.insert(orderItems).values([line(delivered.id, SOFA), line(delivered.id, CUSHION), line(pickedUp.id, SOFA, 1)]);
  // The delivered order was paid in one go by transfer; its cushions were returned and refunded.
  await db.insert(payments).values({
    orderId: delivered.id,
    method: 'bank_transfer',
    providerReference: 'TRF-7781',
    amountKobo: SUBTOTAL + DELIVERY_FEE,
    status: 'succeeded',
    paidAt: new Date('2026-10-14T09:00:00Z'),
  });
  await db.insert(refunds).values([
    { orderId: delivered.id, amountKobo: CUSHION.quantity * CUSHION.priceKobo, reason: 'Cushions returned', status: 'processed', updatedAt: new Date('2026-10-30T12:00:00Z') },
    // Not processed: no money went back, so the receipt leaves it out.
    { orderId: delivered.id, amountKobo: 1_000_00, reason: 'Goodwill', status: 'pending' },
  ]);
});

async function receiptText(orderId: string) {
  const receipt = await receiptForOrder(orderId);
  expect(receipt).not.toBeNull();
  const lines = await pdfLines(await renderReceiptPdf(receipt!));
  return { lines, text: lines.join('\n') };
}

describe('the receipt of a VAT-registered shop', () => {
  it('is a tax invoice naming the supplier, its TIN, the invoice number and date, and the buyer', async () => {
    const { text } = await receiptText(delivered.id);
    expect(text).toContain('Tax invoice');
    expect(text).toContain('Adire Living Ltd');
    expect(text).toContain('14B Admiralty Way');
    expect(text).toContain('Lekki Phase 1, Lagos');
    expect(text).toContain('TIN: 12345678-0001');
    expect(text).toContain(`Invoice no. | ${delivered.orderNumber}`);
    expect(text).toContain('Date | 14 October 2026');
    expect(text).toContain('Payment | Paid');
    for (const buyer of ['Chiamaka Okafor', '12 Bourdillon Road, Ikoyi', 'chiamaka@example.com', '+234 803 123 4567']) {
      expect(text).toContain(buyer);
    }
  });

  it('lists each line with its colour, quantity, unit price, VAT and amount, then the delivery and the totals', async () => {
    const { lines } = await receiptText(delivered.id);
    const sofaAmount = SOFA.quantity * SOFA.priceKobo;
    const cushionAmount = CUSHION.quantity * CUSHION.priceKobo;
    const vat = vatBreakdown([sofaAmount, cushionAmount, DELIVERY_FEE], 750);
    expect(lines).toContain(`DESCRIPTION | QTY | UNIT PRICE | VAT | AMOUNT`);
    expect(lines).toContain(`Ikoyi Sofa — Indigo | 2 | ₦450,000.00 | ${naira(vatContainedKobo(sofaAmount, 750))} | ₦900,000.00`);
    expect(lines).toContain(`Adire Throw Cushion | 3 | ₦18,500.50 | ${naira(vatContainedKobo(cushionAmount, 750))} | ₦55,501.50`);
    expect(lines).toContain(`Delivery to Lagos (zone Lagos) | ${naira(vatContainedKobo(DELIVERY_FEE, 750))} | ₦25,000.00`);
    expect(lines.join('\n')).toContain('Estimated window: 20-27 Oct 2026');
    expect(lines).toContain('Subtotal | ₦955,501.50');
    expect(lines).toContain('Delivery | ₦25,000.00');
    expect(lines).toContain('Total | ₦980,501.50');
    expect(lines).toContain(`VAT (7.5%) included | ${naira(vat.totalVatKobo)}`);
    // ₦62,790.70 + ₦3,872.20 + ₦1,744.19, each rounded on its own line.
    expect(vat.totalVatKobo).toBe(6_840_709);
  });

  it('is the final receipt: every payment and refund, then what was paid, refunded and is still owed', async () => {
    const { lines } = await receiptText(delivered.id);
    expect(lines).toContain('PAYMENT | DATE | METHOD | AMOUNT');
    expect(lines).toContain('Payment (P1) | 14 October 2026 | Bank transfer | ₦980,501.50');
    expect(lines).toContain('Refund | 30 October 2026 | -₦55,501.50');
    expect(lines.join('\n')).not.toContain('₦1,000.00');
    expect(lines).toContain('Total paid | ₦980,501.50');
    expect(lines).toContain('Refunded | ₦55,501.50');
    expect(lines).toContain('Balance due | ₦0.00');
  });

  it('keeps the rate the order was charged at when the settings change', async () => {
    const vatAt = (rate: number) => vatBreakdown([SOFA.quantity * SOFA.priceKobo, CUSHION.quantity * CUSHION.priceKobo, DELIVERY_FEE], rate).totalVatKobo;
    await setBusiness({ vatRateBasisPoints: 1_000 });
    try {
      expect((await receiptText(delivered.id)).lines).toContain(`VAT (7.5%) included | ${naira(vatAt(750))}`);
      // An order charged at 10% says so, whatever the settings say later.
      await db.update(orders).set({ vatRateBasisPoints: 1_000 }).where(eq(orders.id, delivered.id));
      await setBusiness();
      expect((await receiptText(delivered.id)).lines).toContain(`VAT (10%) included | ${naira(vatAt(1_000))}`);
    } finally {
      await db.update(orders).set({ vatRateBasisPoints: 750 }).where(eq(orders.id, delivered.id));
      await setBusiness();
    }
  });

  it('takes the VAT of a discount given by staff off, as a code’s, so its VAT is what the order charged', async () => {
    const [order] = await db
      .insert(orders)
      .values({
        orderNumber: 'ORD-20261014-RCPT4C',
        customerName: 'Tunde Bakare',
        customerEmail: 'tunde@example.com',
        shippingAddress: '3 Awolowo Road, Ikoyi',
        subtotalKobo: SOFA.priceKobo,
        discountKobo: 50_000_00,
        totalAmountKobo: SOFA.priceKobo - 50_000_00,
        deliveryMethod: 'pickup',
        channel: 'showroom',
      })
      .returning({ id: orders.id });
    await db.insert(orderItems).values({ orderId: order!.id, ...SOFA, quantity: 1, totalKobo: SOFA.priceKobo });
    const receipt = await receiptForOrder(order!.id);
    expect(receipt!.discount).toEqual({ description: 'Discount', amountKobo: -50_000_00, vatKobo: -vatContainedKobo(50_000_00, 750) });
    expect(receipt!.vat).toEqual({ rateBasisPoints: 750, totalKobo: vatContainedKobo(SOFA.priceKobo, 750) - vatContainedKobo(50_000_00, 750) });
  });
});

describe('the receipt of an order placed while the shop was not VAT registered', () => {
  it('is a receipt with no VAT anywhere, under the site name when no legal name is set', async () => {
    await setBusiness({ vatRegistered: false, legalName: null });
    await db.update(orders).set({ vatRateBasisPoints: 0 }).where(eq(orders.id, delivered.id));
    try {
      const { lines, text } = await receiptText(delivered.id);
      expect(text).not.toMatch(/VAT/i);
      expect(text).not.toContain('Tax invoice');
      expect(lines[0]).toBe('Adire Living');
      expect(text).toContain('Receipt');
      expect(text).toContain('TIN: 12345678-0001');
      expect(lines).toContain('DESCRIPTION | QTY | UNIT PRICE | AMOUNT');
      expect(lines).toContain('Ikoyi Sofa — Indigo | 2 | ₦450,000.00 | ₦900,000.00');
      expect(lines).toContain('Adire Throw Cushion | 3 | ₦18,500.50 | ₦55,501.50');
      expect(lines).toContain('Delivery to Lagos (zone Lagos) | ₦25,000.00');
      expect(lines).toContain('Total | ₦980,501.50');
    } finally {
      await db.update(orders).set({ vatRateBasisPoints: 750 }).where(eq(orders.id, delivered.id));
      await setBusiness();
    }
  });
});

describe('a showroom pickup', () => {
  it('shows the pickup, no delivery fee and no window', async () => {
    const { lines, text } = await receiptText(pickedUp.id);
    expect(lines).toContain(`Ikoyi Sofa — Indigo | 1 | ₦450,000.00 | ${naira(vatContainedKobo(SOFA.priceKobo, 750))} | ₦450,000.00`);
    expect(lines).toContain('Showroom pickup | ₦0.00 | ₦0.00');
    expect(text).not.toContain('Estimated');
    expect(lines).toContain('Total | ₦450,000.00');
    expect(text).toContain('Payment | Pending');
    expect(lines).toContain('No payment received yet.');
    expect(lines).toContain('Total paid | ₦0.00');
    expect(lines).toContain('Balance due | ₦450,000.00');
  });

  it('has no receipt when the order does not exist', async () => {
    expect(await receiptForOrder('00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});

describe('GET /receipts/[orderNumber]', () => {
  const get = (caller: TestCaller, orderNumber = delivered.orderNumber) =>
    GET(new Request(`${ORIGIN}/receipts/${encodeURIComponent(orderNumber)}`, { headers: caller.headers }), {
      params: Promise.resolve({ orderNumber }),
    });

  async function expectPdf(response: Response) {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="receipt-${delivered.orderNumber}.pdf"`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect((await pdfLines(bytes)).join('\n')).toContain(delivered.orderNumber);
  }

  async function expectNotFound(response: Response) {
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.text()).toBe('Not found');
  }

  it('gives the order’s owner the PDF', async () => {
    await expectPdf(await get(callers.shopper));
  });

  it('gives an admin the PDF of any order', async () => {
    await expectPdf(await get(callers.admin));
  });

  it('sends a signed-out visitor to sign in and back, whatever the number, so a mailed link works and a guess tells nothing', async () => {
    for (const orderNumber of [delivered.orderNumber, 'ORD-20261014-NOSUCH']) {
      const response = await get(signedOut, orderNumber);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`/auth?next=${encodeURIComponent(`/receipts/${orderNumber}`)}`);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('answers another shopper, a missing order and a malformed number with the same 404', async () => {
    await expectNotFound(await get(stranger));
    await expectNotFound(await get(callers.shopper, 'ORD-20261014-NOSUCH'));
    for (const malformed of ['ord-20261014-rcpt2a', 'ORD-1', '../ORD-20261014-RCPT2A', `${delivered.orderNumber}.pdf`]) {
      await expectNotFound(await get(callers.shopper, malformed));
    }
  });

  it('refuses an admin who must first turn on two-factor, as every admin screen does; the owner still gets it', async () => {
    await setBusiness({ staffTwoFactorRequired: true });
    try {
      await expectNotFound(await get(callers.admin));
      await expectPdf(await get(callers.shopper));
    } finally {
      await setBusiness();
    }
  });
});
