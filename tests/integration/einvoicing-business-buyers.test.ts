import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as, type TestCaller } from '../helpers/sessions';
import { newCategory, newProduct, variantsOf } from '../helpers/factories';
import { firstLocationId } from '../helpers/locations';
import { takeBankTransfers } from '../helpers/checkout';
import { runJobsUntilIdle } from '../helpers/jobs';
import { pdfLines } from '../helpers/pdf-text';
import { DELIVERY_ZONES, resetDatabase, SIGNED_IN_ACCOUNTS } from '../helpers/reset-database';
import { insertDeliveryZones } from '../../seed/delivery';
import { db } from '@/server/db/client';
import { draftOrders, einvoices, orders, quoteLines, quotes, users, websiteSettings } from '@/server/db/schema';
import { placeOrderAction } from '@/server/checkout/actions/store/place-order';
import { sellInShowroomAction } from '@/server/pos/actions/sell-in-showroom';
import { createDraftAction } from '@/server/drafts/actions/create-draft';
import { payDraftAction } from '@/server/drafts/actions/store/pay-draft';
import { acceptQuoteAction } from '@/server/quotes/actions/store/accept-quote';
import { createRefundAction } from '@/server/refunds/actions/create-refund';
import { confirmPayment } from '@/server/payments/confirm-payment';
import { receiptForOrder } from '@/server/receipts/load-receipt';
import { renderReceiptPdf } from '@/server/receipts/render-receipt';
import { saleReceiptOf } from '@/server/pos/sale-receipt-reads';
import { newQuoteNumber } from '@/server/quotes/quote-number';
import { mbsClient } from '@/server/einvoicing/mbs-client';
import { listAdminOrders } from '@/server/order-desk/admin-order-list-reads';
import { adminOrderListParamsSchema } from '@/lib/schemas/order-admin';
import { TIN_FORMAT_MESSAGE } from '@/lib/schemas/business-buyer';
import { addCalendarDays, lagosToday } from '@/lib/delivery/business-days';

// Business buyers (docs/decisions/0070-e-invoicing.md): a business that gives its name and TIN at the
// website's checkout, on the Sell screen or on a draft order is stored on its order, and the order's
// invoice (and its credit notes) are B2B: they name the business by its TIN, and are signed, transmitted
// to the buyer's access point and confirmed by the local MBS stand-in (tests/helpers/mbs-fake.ts). A quote
// keeps no business: its order's invoice is B2C. A TIN in neither Nigerian form is refused with its message.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});
const mbs = await vi.hoisted(async () => {
  const path = await import('node:path');
  const { shopEnvFor, startMbsFake } = await import('../helpers/mbs-fake');
  const started = await startMbsFake();
  Object.assign(process.env, shopEnvFor(started, path.join(process.env.DATA_DIR!, 'crypto_keys.txt')));
  return started;
});

const callers = setUpAdminTestDatabase(dataDir);
const SHOP = {
  legalName: 'Adire Living Ltd',
  businessAddress: '12 Admiralty Way\nLekki, Lagos 106104',
  contactEmail: 'hello@adireliving.ng',
  contactPhone: '0803 123 4567',
  vatRegistered: true,
};
const BUSINESS = { name: 'Ikeja Office Interiors Ltd', tin: '23456789-0001' };
const PRICE = 215_000_00;
/** A parcel delivered in Lagos, by the seeded zones (seed/delivery.ts). */
const LAGOS_PARCEL_FEE = 5_000_00;

afterAll(() => mbs.close());
beforeAll(async () => {
  await takeBankTransfers(SHOP);
  await db.transaction((tx) => insertDeliveryZones(tx));
  // The businesses below, as MBS knows them: a B2B invoice is built only for a TIN MBS confirms (src/server/einvoicing/buyer-tin-check.ts).
  mbs.taxpayer(BUSINESS.tin, { name: BUSINESS.name, type: 'BUSINESS', status: 'ACTIVE' });
  mbs.taxpayer('2345678901', { name: 'Lekki Studio Ltd', type: 'BUSINESS', status: 'ACTIVE' });
});
beforeEach(async () => {
  await resetDatabase({ keep: [...SIGNED_IN_ACCOUNTS, ...DELIVERY_ZONES, websiteSettings] });
  await newCategory('Chairs');
  mbs.reset();
});

const chair = () => newProduct({ name: 'Ikoyi Lounge Chair', category: 'chairs', priceKobo: PRICE, stockQuantity: 5 });

const payInFull = async (orderId: string) => {
  const [order] = await db.select({ totalKobo: orders.totalAmountKobo }).from(orders).where(eq(orders.id, orderId));
  await confirmPayment({ orderId, method: 'bank_transfer', amountKobo: order!.totalKobo, currency: 'NGN' });
};

/** The order's invoice once the job queue has taken it through MBS, and what MBS holds of it. */
async function reportedInvoice(orderId: string) {
  await runJobsUntilIdle();
  const [invoice] = await db.select().from(einvoices).where(and(eq(einvoices.orderId, orderId), eq(einvoices.typeCode, '380')));
  expect(invoice, 'the order has an invoice').toBeDefined();
  const held = mbs.invoice(invoice!.irn);
  expect(held, `MBS holds ${invoice!.irn}: ${invoice!.lastAnswer}`).toBeDefined();
  return { invoice: invoice!, held: held!, sent: held!.invoice as Record<string, unknown> };
}

/** A B2B invoice as MBS holds it: signed, transmitted to the buyer and confirmed. */
function expectTransmittedB2B({ invoice, held, sent }: Awaited<ReturnType<typeof reportedInvoice>>) {
  expect(invoice).toMatchObject({ kind: 'B2B', state: 'confirmed', lastAnswer: 'Confirmed by MBS' });
  expect(held).toMatchObject({ validatedFirst: true, transmitted: true });
  expect(sent.invoice_kind).toBe('B2B');
  expect(mbs.calls(`/api/v1/invoice/transmit/${invoice.irn}`).map((call) => call.status)).toEqual([200]);
}

const storedBusiness = async (orderId: string) =>
  (await db.select({ name: orders.buyerBusinessName, tin: orders.buyerTin }).from(orders).where(eq(orders.id, orderId)))[0];

describe('business buyers’ e-invoices', () => {
  it('a website checkout with a TIN: stored on the order, paid, its invoice B2B naming the business, transmitted and confirmed; its credit note B2B too; the receipt bills the business', async () => {
    const piece = await chair();
    const placed = await as(callers.shopper, () =>
      placeOrderAction({
        shipping: { fullName: 'Chidi Okafor', email: 'chidi@ikejaoffice.ng', phone: '0803 123 4567', address: '5 Allen Avenue, Ikeja', state: 'Lagos', notes: '' },
        business: { name: `  ${BUSINESS.name} `, tin: ' 2345 6789-0001 ' },
        lines: [{ productId: piece.id, quantity: 1, unitPriceKobo: PRICE }],
        delivery: { method: 'delivery', feeKobo: LAGOS_PARCEL_FEE },
        paymentMethod: 'bank_transfer',
        idempotencyKey: randomUUID(),
      }),
    );
    expect(placed, JSON.stringify(placed)).toMatchObject({ ok: true });
    const [order] = await db.select().from(orders).where(eq(orders.orderNumber, placed.ok ? placed.data.orderNumber : ''));
    expect(order).toMatchObject({ channel: 'website', buyerBusinessName: BUSINESS.name, buyerTin: BUSINESS.tin });
    const listed = await as(callers.admin, () => listAdminOrders(adminOrderListParamsSchema.parse({})));
    expect(listed.rows).toEqual([expect.objectContaining({ orderNumber: order!.orderNumber, buyerBusinessName: BUSINESS.name, buyerTin: BUSINESS.tin })]);

    await payInFull(order!.id);
    const reported = await reportedInvoice(order!.id);
    expectTransmittedB2B(reported);
    expect(reported.sent.accounting_customer_party).toEqual({
      party_name: BUSINESS.name,
      tin: BUSINESS.tin,
      email: 'chidi@ikejaoffice.ng',
      telephone: '+2348031234567',
      // The delivery address as typed: no postal code was written, so none is sent.
      postal_address: { street_name: '5 Allen Avenue', city_name: 'Ikeja', country: 'NG' },
    });

    const refund = await as(callers.admin, () => createRefundAction({ orderId: order!.id, amount: '50000', reason: 'One leg arrived scratched', status: 'processed', payoutMethod: 'bank_transfer', idempotencyKey: randomUUID() }));
    expect(refund, JSON.stringify(refund)).toMatchObject({ ok: true });
    await runJobsUntilIdle();
    const [note] = await db.select().from(einvoices).where(and(eq(einvoices.orderId, order!.id), eq(einvoices.typeCode, '381')));
    expect(note).toMatchObject({ kind: 'B2B', state: 'confirmed' });
    expect(mbs.invoice(note!.irn)).toMatchObject({ transmitted: true, invoice: { invoice_kind: 'B2B', accounting_customer_party: { tin: BUSINESS.tin } } });

    const lines = await pdfLines(await renderReceiptPdf((await receiptForOrder(order!.id))!));
    // Under "Billed to", beside the delivery: the business with its TIN, then the person.
    expect(lines.some((line) => line.startsWith(`${BUSINESS.name} (TIN ${BUSINESS.tin}) |`))).toBe(true);
  });

  it('a Sell-screen sale with a TIN: the business on the order and the till receipt, its invoice B2B without an address (collected in the showroom)', async () => {
    const [variant] = await variantsOf((await chair()).id);
    const sold = await as(callers.admin, async () =>
      sellInShowroomAction({
        locationId: await firstLocationId(),
        lines: [{ variantId: variant!.id, quantity: 1, unitPriceKobo: PRICE }],
        customer: { kind: 'new', name: 'Bola Adeyemi', phone: '0805 555 1234', email: 'accounts@lekkistudio.ng' },
        business: { name: 'Lekki Studio Ltd', tin: '2345 678 901' },
        payments: [{ method: 'pos', amount: '215000' }],
        idempotencyKey: randomUUID(),
      }),
    );
    expect(sold, JSON.stringify(sold)).toMatchObject({ ok: true });
    const orderId = sold.ok ? sold.data.orderId : '';
    expect(await storedBusiness(orderId)).toEqual({ name: 'Lekki Studio Ltd', tin: '2345678901' });

    const reported = await reportedInvoice(orderId);
    expectTransmittedB2B(reported);
    expect(reported.sent.accounting_customer_party).toEqual({ party_name: 'Lekki Studio Ltd', tin: '2345678901', email: 'accounts@lekkistudio.ng', telephone: '+2348055551234' });

    const till = await as(callers.admin, () => saleReceiptOf(sold.ok ? sold.data.orderNumber : ''));
    expect(till).toMatchObject({ billedTo: 'Lekki Studio Ltd (TIN 2345678901)', einvoice: { irn: reported.invoice.irn, qrSvg: expect.any(String) } });
  });

  it('a draft order with a TIN, paid from its link: the business carried from the draft to the order, its invoice B2B; MBS refuses one whose buyer gives no TIN', async () => {
    const [variant] = await variantsOf((await chair()).id);
    const made = await as(callers.admin, () =>
      createDraftAction({
        customer: { name: 'Ngozi Eze', phone: '0803 123 4567', email: 'ngozi@example.com' },
        business: BUSINESS,
        lines: [{ variantId: variant!.id, quantity: 1, price: '', measure: null }],
        delivery: { method: 'delivery', state: 'Lagos' },
        discount: '',
        discountReason: '',
        linkDays: '7',
        note: '',
      }),
    );
    expect(made, JSON.stringify(made)).toMatchObject({ ok: true });
    expect(await db.select({ name: draftOrders.buyerBusinessName, tin: draftOrders.buyerTin }).from(draftOrders)).toEqual([BUSINESS]);

    const paid = await as(callers.shopper, () =>
      payDraftAction({
        token: made.ok ? made.data.token : '',
        shipping: { fullName: 'Ngozi Eze', email: 'ngozi@example.com', phone: '08031234567', address: '12 Admiralty Way, Lekki\n106104', state: 'Lagos', notes: '' },
        paymentMethod: 'bank_transfer',
        deposit: false,
      }),
    );
    expect(paid, JSON.stringify(paid)).toMatchObject({ ok: true });
    const [order] = await db.select().from(orders).where(eq(orders.orderNumber, paid.ok ? paid.data.orderNumber : ''));
    expect(order).toMatchObject({ channel: 'chat', buyerBusinessName: BUSINESS.name, buyerTin: BUSINESS.tin });

    await payInFull(order!.id);
    const reported = await reportedInvoice(order!.id);
    expectTransmittedB2B(reported);
    expect(reported.sent.accounting_customer_party).toMatchObject({
      party_name: BUSINESS.name,
      tin: BUSINESS.tin,
      email: 'ngozi@example.com',
      postal_address: { street_name: '12 Admiralty Way', city_name: 'Lekki', postal_zone: '106104', country: 'NG' },
    });

    // The stand-in refuses a B2B invoice whose buyer gives no TIN, saying why.
    const { tin: _tin, ...withoutTin } = reported.sent.accounting_customer_party as Record<string, unknown>;
    const client = mbsClient({ baseUrl: mbs.url, apiKey: mbs.apiKey, apiSecret: mbs.apiSecret, businessId: mbs.businessId });
    const refused = await client.validateInvoice(JSON.stringify({ ...reported.sent, accounting_customer_party: withoutTin }));
    expect(refused.ok ? null : refused.details).toBe('accounting_customer_party.tin is required: a business buyer is named by its TIN');
  });

  it('an accepted quote (asked to be answered on WhatsApp, the chat channel): the quote keeps no business, so its order’s invoice is B2C, reported and not transmitted', async () => {
    const quoteNumber = await quoteFor(callers.shopper);
    const accepted = await as(callers.shopper, () =>
      acceptQuoteAction({
        quoteNumber,
        shipping: { fullName: 'Amaka Obi', email: callers.shopper.email, phone: '0803 123 4567', address: '3 Awolowo Road, Ikoyi', state: 'Lagos' },
        paymentMethod: 'bank_transfer',
      }),
    );
    expect(accepted, JSON.stringify(accepted)).toMatchObject({ ok: true });
    const [order] = await db.select().from(orders).where(eq(orders.orderNumber, accepted.ok ? accepted.data.orderNumber : ''));
    expect(order).toMatchObject({ buyerBusinessName: null, buyerTin: null });

    await payInFull(order!.id);
    const { invoice, held, sent } = await reportedInvoice(order!.id);
    expect(invoice).toMatchObject({ kind: 'B2C', state: 'confirmed' });
    expect(held.transmitted).toBe(false);
    expect(sent).toMatchObject({ invoice_kind: 'B2C', accounting_customer_party: { party_name: 'Amaka Obi', email: callers.shopper.email } });
    expect(sent.accounting_customer_party).not.toHaveProperty('tin');
    expect(mbs.calls('/api/v1/invoice/transmit')).toEqual([]);
  });

  it('refuses a TIN in neither Nigerian form, a TIN without a name, a name without a TIN, and a walk-in business, with their messages, and writes nothing', async () => {
    const piece = await chair();
    const [variant] = await variantsOf(piece.id);
    const checkout = await as(callers.shopper, () =>
      placeOrderAction({
        shipping: { fullName: 'Chidi Okafor', email: 'chidi@ikejaoffice.ng', phone: '0803 123 4567', address: '5 Allen Avenue, Ikeja', state: 'Lagos', notes: '' },
        business: { name: BUSINESS.name, tin: '1234-5678' },
        lines: [{ productId: piece.id, quantity: 1, unitPriceKobo: PRICE }],
        delivery: { method: 'delivery', feeKobo: LAGOS_PARCEL_FEE },
        paymentMethod: 'bank_transfer',
        idempotencyKey: randomUUID(),
      }),
    );
    expect(checkout).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { 'business.tin': [TIN_FORMAT_MESSAGE] } });

    const sale = (changes: Partial<Parameters<typeof sellInShowroomAction>[0]>) =>
      as(callers.admin, async () =>
        sellInShowroomAction({
          locationId: await firstLocationId(),
          lines: [{ variantId: variant!.id, quantity: 1, unitPriceKobo: PRICE }],
          customer: { kind: 'new', name: 'Bola Adeyemi', phone: '0805 555 1234', email: 'accounts@lekkistudio.ng' },
          payments: [{ method: 'cash', amount: '215000' }],
          idempotencyKey: randomUUID(),
          ...changes,
        }),
      );
    expect(await sale({ business: { name: '', tin: '2345678901' } })).toMatchObject({ ok: false, fieldErrors: { 'business.name': ['Enter the business name that goes with the TIN'] } });
    expect(await sale({ business: { name: 'Lekki Studio Ltd', tin: '23456789012345' } })).toMatchObject({ ok: false, fieldErrors: { 'business.tin': [TIN_FORMAT_MESSAGE] } });
    expect(await sale({ business: BUSINESS, customer: { kind: 'walk_in' } })).toMatchObject({
      ok: false,
      fieldErrors: { 'business.name': ['A business buys as a customer with an email: choose Find customer or New customer'] },
    });

    const draft = await as(callers.admin, () =>
      createDraftAction({
        customer: { name: 'Ngozi Eze', phone: '0803 123 4567', email: '' },
        business: { name: BUSINESS.name, tin: '' },
        lines: [{ variantId: variant!.id, quantity: 1, price: '', measure: null }],
        delivery: { method: 'delivery', state: 'Lagos' },
        discount: '',
        discountReason: '',
        linkDays: '7',
        note: '',
      }),
    );
    expect(draft).toMatchObject({ ok: false, fieldErrors: { 'business.tin': ['Enter the business’s TIN for its VAT invoice, or clear the business name'] } });

    expect(await db.select().from(orders)).toEqual([]);
    expect(await db.select().from(draftOrders)).toEqual([]);
  });
});

/** A quote the shopper asked for, to be answered on WhatsApp, sent with one priced line. */
async function quoteFor(caller: TestCaller) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, caller.email));
  const [quote] = await db
    .insert(quotes)
    .values({
      quoteNumber: newQuoteNumber(),
      userId: user!.id,
      name: 'Amaka Obi',
      email: caller.email,
      contactVia: 'whatsapp',
      kind: 'piece',
      description: 'A bespoke Lekki sofa in aso-oke',
      status: 'quoted',
      deliveryFeeKobo: 0,
      validUntil: addCalendarDays(lagosToday(), 14),
      sentAt: new Date(),
    })
    .returning({ id: quotes.id, quoteNumber: quotes.quoteNumber });
  await db.insert(quoteLines).values({ quoteId: quote!.id, position: 0, description: 'Bespoke Lekki sofa, 220 cm, aso-oke', quantity: 1, unitPriceKobo: 450_000_00 });
  return quote!.quoteNumber;
}
