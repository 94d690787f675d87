// @postgres: two job workers run at once over one invoice's jobs
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as } from '../helpers/sessions';
import { newCategory, newDiscountCode, newMeasuredProduct, newProduct, placeTestOrder, variantsOf } from '../helpers/factories';
import { firstLocationId } from '../helpers/locations';
import { takeBankTransfers } from '../helpers/checkout';
import { makeJobsDue, runJobsUntilIdle } from '../helpers/jobs';
import { pdfLines } from '../helpers/pdf-text';
import { resetDatabase, SIGNED_IN_ACCOUNTS } from '../helpers/reset-database';
import { db } from '@/server/db/client';
import { einvoices, refunds, websiteSettings } from '@/server/db/schema';
import { confirmPayment } from '@/server/payments/confirm-payment';
import { receiptForOrder } from '@/server/receipts/load-receipt';
import { renderReceiptPdf } from '@/server/receipts/render-receipt';
import { sellInShowroomAction } from '@/server/pos/actions/sell-in-showroom';
import { createRefundAction } from '@/server/refunds/actions/create-refund';
import { invoiceNumberOf } from '@/lib/einvoicing/irn';
import { lagosToday } from '@/lib/delivery/business-days';

// E-invoicing with MBS (docs/decisions/0070-e-invoicing.md), end to end against the local MBS stand-in
// (tests/helpers/mbs-fake.ts) and a real database: money received issues the order's invoice, the job
// queue takes it through MBS's steps, the receipt prints its IRN and a QR code MBS decrypts; a deposit is
// PARTIAL until the balance; a refund paid back is a credit note naming the invoice; an outage delays,
// never loses; a refusal stops with MBS's reasons; two workers never report one invoice twice.

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
const PRICE = 215_000_00;
const SHOP = {
  legalName: 'Adire Living Ltd',
  businessAddress: '12 Admiralty Way\nLekki, Lagos 106104',
  contactEmail: 'hello@adireliving.ng',
  contactPhone: '0803 123 4567',
  vatRegistered: true,
};

afterAll(() => mbs.close());
beforeAll(async () => {
  await takeBankTransfers(SHOP);
});
beforeEach(async () => {
  await resetDatabase({ keep: [...SIGNED_IN_ACCOUNTS, websiteSettings] });
  await db.update(websiteSettings).set(SHOP);
  await newCategory('Chairs');
  firstLocation = await firstLocationId();
  mbs.reset();
});

let firstLocation: string;

async function paidOrder(depositKobo: number | null = null) {
  const chair = await newProduct({ name: 'Ikoyi Lounge Chair', category: 'chairs', priceKobo: PRICE, stockQuantity: 5, ...(depositKobo ? { leadTimeMinDays: 14, leadTimeMaxDays: 21 } : {}) });
  const placed = await placeTestOrder([{ productId: chair.id, quantity: 2, unitPriceKobo: PRICE }], depositKobo ? { depositKobo } : {});
  await confirmPayment({ orderId: placed.orderId, method: 'bank_transfer', amountKobo: depositKobo ?? placed.totalKobo, currency: 'NGN' });
  return placed;
}

const invoiceOf = async (orderId: string) => (await db.select().from(einvoices).where(eq(einvoices.orderId, orderId))).sort((a, b) => a.typeCode.localeCompare(b.typeCode));
const kobo = (amount: unknown) => Math.round(Number(amount) * 100);

describe('e-invoicing with MBS', () => {
  it('reports a paid order: its IRN from the order number, lines, VAT and total as MBS checks them; the receipt prints the IRN and a QR code MBS decrypts', async () => {
    const placed = await paidOrder();
    await runJobsUntilIdle();
    const [invoice] = await invoiceOf(placed.orderId);
    const irn = `${invoiceNumberOf(placed.orderNumber)}-${mbs.serviceId}-${lagosToday().replaceAll('-', '')}`;
    expect(invoice).toMatchObject({ typeCode: '380', irn, state: 'confirmed', paymentStatus: 'PAID', reportedPaymentStatus: 'PAID', amountKobo: placed.totalKobo });
    expect(placed.orderNumber.replaceAll('-', '')).toBe(irn.split('-')[0]);

    const reported = mbs.invoice(irn)!;
    expect(reported.validatedFirst).toBe(true);
    const sent = reported.invoice as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- MBS's JSON as read back
    expect(sent.invoice_line).toEqual([expect.objectContaining({ invoiced_quantity: 2, hsn_code: '9403', product_category: 'Chairs', item: expect.objectContaining({ name: 'Ikoyi Lounge Chair' }) })]);
    // Prices include VAT at 7.5%: what the customer paid is the tax-inclusive total, its VAT the part 75/1075 of it.
    const total = sent.legal_monetary_total;
    expect(kobo(total.tax_inclusive_amount)).toBe(placed.totalKobo);
    expect(kobo(total.payable_amount)).toBe(placed.totalKobo);
    expect(kobo(total.tax_exclusive_amount) + kobo(sent.tax_total[0].tax_amount)).toBe(placed.totalKobo);
    expect(kobo(sent.tax_total[0].tax_amount)).toBe(Math.round((placed.totalKobo * 75) / 1075));
    expect(reported.text).toMatch(/"tax_inclusive_amount":\d+\.\d\d\b/);
    expect(sent.payment_means).toEqual([expect.objectContaining({ payment_means_code: '30' })]);
    expect(sent.accounting_supplier_party).toMatchObject({ tin: '12345678-0001', telephone: '+2348031234567', postal_address: { postal_zone: '106104', country: 'NG' } });

    const receipt = await receiptForOrder(placed.orderId);
    expect(receipt!.einvoice).toMatchObject({ irn, qr: expect.any(String) });
    expect(mbs.decryptQr(receipt!.einvoice!.qr!)).toMatchObject({ irn });
    const lines = await pdfLines(await renderReceiptPdf(receipt!));
    expect(lines.some((line) => line.includes(`IRN: ${irn}`))).toBe(true);
  });

  it('reports a deposit as PARTIAL and the balance updates it to PAID', async () => {
    const deposit = 215_000_00;
    const placed = await paidOrder(deposit);
    await runJobsUntilIdle();
    const [invoice] = await invoiceOf(placed.orderId);
    expect(invoice).toMatchObject({ state: 'confirmed', paymentStatus: 'PARTIAL', reportedPaymentStatus: 'PARTIAL' });
    expect(mbs.invoice(invoice!.irn)!.invoice).toMatchObject({ payment_status: 'PARTIAL' });

    await confirmPayment({ orderId: placed.orderId, method: 'bank_transfer', amountKobo: placed.totalKobo - deposit, currency: 'NGN' });
    await runJobsUntilIdle();
    expect((await invoiceOf(placed.orderId))[0]).toMatchObject({ paymentStatus: 'PAID', reportedPaymentStatus: 'PAID' });
    expect(mbs.invoice(invoice!.irn)!.payments.map((payment) => payment.payment_status)).toEqual(['PAID']);
    expect(mbs.calls('/api/v1/invoice/sign')).toHaveLength(1);
  });

  it('issues a credit note for a refund paid back, naming the invoice it corrects, for the amount returned', async () => {
    const placed = await paidOrder();
    await runJobsUntilIdle();
    const refund = await as(callers.admin, () =>
      createRefundAction({ orderId: placed.orderId, amount: '50000', reason: 'A chair arrived scratched', status: 'processed', payoutMethod: 'bank_transfer', idempotencyKey: randomUUID() }),
    );
    expect(refund, JSON.stringify(refund)).toMatchObject({ ok: true });
    await runJobsUntilIdle();
    const [invoice, note] = await invoiceOf(placed.orderId);
    expect(note).toMatchObject({ typeCode: '381', state: 'confirmed', amountKobo: 50_000_00, invoiceNumber: `${invoice!.invoiceNumber}CN1` });
    const sent = mbs.invoice(note!.irn)!.invoice as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- MBS's JSON as read back
    expect(sent).toMatchObject({ invoice_type_code: '381', billing_reference: [{ irn: invoice!.irn, issue_date: invoice!.issueDate }] });
    expect(kobo(sent.legal_monetary_total.payable_amount)).toBe(50_000_00);
    expect((await db.select().from(refunds))[0]).toMatchObject({ status: 'processed' });
  });

  it('waits through an outage of MBS, loses nothing, and reports once MBS is back', async () => {
    mbs.outage(true);
    const placed = await paidOrder();
    await runJobsUntilIdle();
    const [waiting] = await invoiceOf(placed.orderId);
    expect(waiting).toMatchObject({ state: 'waiting', lastAnswer: expect.stringMatching(/try again later/) });
    expect(waiting!.dueBy.getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    const receipt = await receiptForOrder(placed.orderId);
    expect(receipt!.einvoice).toEqual({ irn: waiting!.irn, qr: null });
    expect((await pdfLines(await renderReceiptPdf(receipt!))).join(' ')).toMatch(/IRN pending/);

    mbs.outage(false);
    await makeJobsDue();
    await runJobsUntilIdle();
    expect((await invoiceOf(placed.orderId))[0]).toMatchObject({ state: 'confirmed' });
    expect(mbs.invoices()).toHaveLength(1);
  });

  it('stops at a refusal and keeps MBS’s reasons', async () => {
    await db.update(websiteSettings).set({ contactEmail: null });
    const placed = await paidOrder();
    await runJobsUntilIdle();
    const [refused] = await invoiceOf(placed.orderId);
    expect(refused).toMatchObject({ state: 'refused', reasons: [expect.stringMatching(/email/)] });
    expect(mbs.invoices()).toEqual([]);
  });

  it('reports a showroom sale like any other order, paid in cash', async () => {
    const stool = await newProduct({ name: 'Aso Stool', category: 'chairs', priceKobo: 45_000_00, stockQuantity: 2 });
    const [variant] = await variantsOf(stool.id);
    const sold = await as(callers.admin, () =>
      sellInShowroomAction({
        locationId: firstLocation,
        lines: [{ variantId: variant!.id, quantity: 1, unitPriceKobo: 45_000_00 }],
        customer: { kind: 'walk_in' },
        payments: [{ method: 'cash', amount: '45000' }],
        idempotencyKey: randomUUID(),
      }),
    );
    expect(sold, JSON.stringify(sold)).toMatchObject({ ok: true });
    await runJobsUntilIdle();
    const [invoice] = await invoiceOf(sold.ok ? sold.data.orderId : '');
    expect(invoice).toMatchObject({ state: 'confirmed', paymentStatus: 'PAID', amountKobo: 45_000_00 });
    const sent = mbs.invoice(invoice!.irn)!.invoice as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- MBS's JSON as read back
    expect(sent).toMatchObject({ invoice_kind: 'B2C', payment_means: [{ payment_means_code: '10' }] });
    // A walk-in who left no email is named on no invoice: MBS takes a B2C buyer by name and email.
    expect(sent.accounting_customer_party).toBeUndefined();
  });

  it('reports a curtain made to measure and a code’s discount: the allowance and its VAT, and totals that still add up to the order', async () => {
    await newCategory('Curtains');
    const curtain = await newMeasuredProduct({ name: 'Made-to-Measure Linen Curtains', stockQuantity: 30 });
    const [cut] = await variantsOf(curtain.id);
    await newDiscountCode({ code: 'DETTY25' });
    const lined = { widthCm: 240, dropCm: 270, lined: true };
    // ₦152,400 for this size, by the storefront's rule; 25 % off with the code.
    const sold = await as(callers.admin, () =>
      sellInShowroomAction({
        locationId: firstLocation,
        lines: [{ variantId: cut!.id, quantity: 1, unitPriceKobo: 152_400_00, measure: lined }],
        customer: { kind: 'walk_in' },
        discountCode: 'DETTY25',
        payments: [{ method: 'cash', amount: '114300' }],
        idempotencyKey: randomUUID(),
      }),
    );
    expect(sold, JSON.stringify(sold)).toMatchObject({ ok: true, data: { totalKobo: 114_300_00 } });
    await runJobsUntilIdle();
    const [invoice] = await invoiceOf(sold.ok ? sold.data.orderId : '');
    expect(invoice).toMatchObject({ state: 'confirmed', amountKobo: 114_300_00 });
    const sent = mbs.invoice(invoice!.irn)!.invoice as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- MBS's JSON as read back
    expect(sent.invoice_line).toEqual([expect.objectContaining({ product_category: 'Curtains', item: expect.objectContaining({ name: 'Made-to-Measure Linen Curtains' }) })]);
    // The discount is an allowance without its VAT: 38,100 less the 2,658.14 of VAT it contains.
    expect(sent.allowance_charge).toEqual([{ charge_indicator: false, amount: 35_441.86 }]);
    const total = sent.legal_monetary_total;
    expect(kobo(total.line_extension_amount) - kobo(sent.allowance_charge[0].amount)).toBe(kobo(total.tax_exclusive_amount));
    expect(kobo(total.tax_exclusive_amount) + kobo(sent.tax_total[0].tax_amount)).toBe(114_300_00);
  });

  it('is reported once when two workers run at once', async () => {
    const placed = await paidOrder();
    await Promise.all([runJobsUntilIdle(), runJobsUntilIdle()]);
    expect((await invoiceOf(placed.orderId))[0]).toMatchObject({ state: 'confirmed' });
    expect(mbs.calls('/api/v1/invoice/sign')).toHaveLength(1);
  });
});
