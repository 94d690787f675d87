import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as } from '../helpers/sessions';
import { auditEntriesOf } from '../helpers/audit-entries';
import { newCategory, newProduct, placeTestOrder } from '../helpers/factories';
import { takeBankTransfers } from '../helpers/checkout';
import { makeJobsDue, runJobsUntilIdle } from '../helpers/jobs';
import { resetDatabase, SIGNED_IN_ACCOUNTS } from '../helpers/reset-database';
import { db } from '@/server/db/client';
import { einvoices, orders, websiteSettings } from '@/server/db/schema';
import { confirmPayment } from '@/server/payments/confirm-payment';
import { correctEInvoiceBuyerAction } from '@/server/einvoicing/actions/correct-einvoice-buyer';
import { listAdminEInvoices } from '@/server/einvoicing/admin-einvoice-reads';
import { adminEInvoiceListParamsSchema } from '@/lib/schemas/einvoice-admin';

// A business buyer's TIN checked with MBS (docs/decisions/0070-e-invoicing.md, "Amendment: a business buyer's
// TIN checked with MBS"), against the stand-in's /utilities/verify-tin/ and a real database: any shopper can
// type any business, so a TIN MBS does not know, knows as another business or as inactive makes the invoice
// B2C, naming the person, and staff see why; staff correct the buyer of an invoice MBS refused, or reissue it
// as B2C, and it is sent again, recorded in Activity.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});
const mbs = await vi.hoisted(async () => (await import('../helpers/mbs-fake')).startMbsFakeForThisShop());

const callers = setUpAdminTestDatabase(dataDir);
const PRICE = 215_000_00;
const SHOP = { legalName: 'Adire Living Ltd', businessAddress: '12 Admiralty Way\nLekki, Lagos 106104', contactEmail: 'hello@adireliving.ng', vatRegistered: true };
const IKEJA = { name: 'Ikeja Office Interiors Ltd', tin: '23456789-0001' };

afterAll(() => mbs.close());
beforeAll(async () => {
  await takeBankTransfers(SHOP);
  mbs.taxpayer(IKEJA.tin, { name: 'IKEJA OFFICE INTERIORS LIMITED', type: 'BUSINESS', status: 'ACTIVE' });
  mbs.taxpayer('34567890-0001', { name: 'Victoria Island Holdings Plc', type: 'BUSINESS', status: 'ACTIVE' });
  mbs.taxpayer('45678901-0001', { name: 'Yaba Furniture Ltd', type: 'BUSINESS', status: 'INACTIVE' });
});
beforeEach(async () => {
  await resetDatabase({ keep: [...SIGNED_IN_ACCOUNTS, websiteSettings] });
  await newCategory('Chairs');
  mbs.reset();
});

/** An order bought in a business's name, paid in full: its invoice issued and queued. */
async function businessOrder(business: { name: string; tin: string }) {
  const chair = await newProduct({ name: 'Ikoyi Lounge Chair', category: 'chairs', priceKobo: PRICE });
  const placed = await placeTestOrder([{ productId: chair.id, unitPriceKobo: PRICE }]);
  await db.update(orders).set({ buyerBusinessName: business.name, buyerTin: business.tin }).where(eq(orders.id, placed.orderId));
  await confirmPayment({ orderId: placed.orderId, method: 'bank_transfer', amountKobo: placed.totalKobo, currency: 'NGN' });
  return placed;
}

const invoiceOf = async (orderId: string) => (await db.select().from(einvoices).where(and(eq(einvoices.orderId, orderId), eq(einvoices.typeCode, '380'))))[0]!;

describe('a business buyer’s TIN, checked with MBS', () => {
  it('keeps a business MBS knows by that TIN and name B2B; makes the others B2C, naming the person, and says why to staff and in Activity', async () => {
    const known = await businessOrder({ name: 'Ikeja Office Interiors Limited.', tin: IKEJA.tin });
    const cases = [
      [await businessOrder({ name: 'Anything Ltd', tin: '99999999-0001' }), /MBS knows no taxpayer with TIN 99999999-0001/],
      [await businessOrder({ name: 'Ikeja Office Interiors Ltd', tin: '34567890-0001' }), /MBS names TIN 34567890-0001 as “Victoria Island Holdings Plc”, not “Ikeja Office Interiors Ltd”/],
      [await businessOrder({ name: 'Yaba Furniture Ltd', tin: '45678901-0001' }), /MBS lists TIN 45678901-0001 as inactive/],
    ] as const;
    await runJobsUntilIdle();

    const kept = await invoiceOf(known.orderId);
    expect(kept, kept.lastAnswer ?? '').toMatchObject({ kind: 'B2B', state: 'confirmed', buyerNote: null });
    expect(mbs.invoice(kept.irn)).toMatchObject({ transmitted: true, invoice: { invoice_kind: 'B2B', accounting_customer_party: { tin: IKEJA.tin } } });
    expect(mbs.calls('/api/v1/utilities/verify-tin/').map((call) => call.body)).toContainEqual({ tin: IKEJA.tin });

    for (const [placed, reason] of cases) {
      const invoice = await invoiceOf(placed.orderId);
      expect(invoice, invoice.lastAnswer ?? '').toMatchObject({ kind: 'B2C', state: 'confirmed', buyerNote: expect.stringMatching(reason) });
      const held = mbs.invoice(invoice.irn)!;
      expect(held.transmitted).toBe(false);
      // The person who bought, by name and email, as any consumer: the unconfirmed business is on no invoice.
      expect(held.invoice).toMatchObject({ invoice_kind: 'B2C', accounting_customer_party: { party_name: 'Amaka Obi' } });
      expect(held.invoice.accounting_customer_party).not.toHaveProperty('tin');
      expect((await auditEntriesOf('order', placed.orderId)).find((entry) => entry.action === 'einvoice_buyer_unverified')).toMatchObject({
        details: { irn: invoice.irn, reason: expect.stringMatching(reason) },
      });
    }
    const listed = await as(callers.admin, () => listAdminEInvoices(adminEInvoiceListParamsSchema.parse({ q: cases[0][0].orderNumber })));
    expect(listed.rows).toEqual([expect.objectContaining({ kind: 'B2C', buyerNote: expect.stringMatching(cases[0][1]) })]);
  });

  it('waits, and checks again, while MBS cannot answer', async () => {
    mbs.outage(true);
    const placed = await businessOrder(IKEJA);
    await runJobsUntilIdle();
    expect(await invoiceOf(placed.orderId)).toMatchObject({ kind: 'B2B', state: 'waiting', lastAnswer: expect.stringMatching(/could not check the buyer's TIN/) });
    mbs.outage(false);
    await makeJobsDue();
    await runJobsUntilIdle();
    expect(await invoiceOf(placed.orderId)).toMatchObject({ kind: 'B2B', state: 'confirmed' });
  });
});

describe('correcting the buyer of an invoice MBS refused', () => {
  /** An invoice MBS refused for its buyer: the order names a TIN MBS took, then refused at validation. */
  async function refusedForItsBuyer(business: { name: string; tin: string }) {
    mbs.outage(true);
    const placed = await businessOrder(business);
    await runJobsUntilIdle();
    await db
      .update(einvoices)
      .set({ state: 'refused', reasons: ['accounting_customer_party.tin is not the buyer’s'], lastAnswer: 'Refused by MBS' })
      .where(eq(einvoices.orderId, placed.orderId));
    mbs.outage(false);
    return { placed, invoice: await invoiceOf(placed.orderId) };
  }

  it('corrects the business’s name and TIN on the order and sends the invoice again as B2B, recorded in Activity', async () => {
    const { placed, invoice } = await refusedForItsBuyer({ name: 'Ikeja Office Interiors', tin: '23456789-0009' });
    const corrected = await as(callers.admin, () => correctEInvoiceBuyerAction({ id: invoice.id, business: { name: IKEJA.name, tin: ' 2345 6789-0001 ' } }));
    expect(corrected, JSON.stringify(corrected)).toEqual({ ok: true, data: { id: invoice.id, kind: 'B2B' } });
    await runJobsUntilIdle();

    expect(await db.select({ name: orders.buyerBusinessName, tin: orders.buyerTin }).from(orders).where(eq(orders.id, placed.orderId))).toEqual([IKEJA]);
    const sent = await invoiceOf(placed.orderId);
    expect(sent).toMatchObject({ kind: 'B2B', state: 'confirmed', reasons: [] });
    expect(mbs.invoice(sent.irn)).toMatchObject({ transmitted: true, invoice: { accounting_customer_party: { party_name: IKEJA.name, tin: IKEJA.tin } } });
    expect((await auditEntriesOf('order', placed.orderId)).find((entry) => entry.action === 'einvoice_buyer_corrected')).toMatchObject({
      changes: { buyerTin: { before: '23456789-0009', after: IKEJA.tin }, buyerBusinessName: { before: 'Ikeja Office Interiors', after: IKEJA.name } },
      details: { irn: invoice.irn, kind: 'B2B' },
    });
  });

  it('reissues it as B2C when the business is removed; refuses an invoice not refused, a bad TIN, and a role that may not retry', async () => {
    const { placed, invoice } = await refusedForItsBuyer({ name: 'Nobody Ltd', tin: '11111111-0001' });
    const fulfilment = await callers.staff('fulfilment');
    expect(await as(fulfilment, () => correctEInvoiceBuyerAction({ id: invoice.id, business: null }))).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await as(callers.admin, () => correctEInvoiceBuyerAction({ id: invoice.id, business: { name: 'Nobody Ltd', tin: '1111' } }))).toMatchObject({ ok: false, code: 'invalid' });

    const accountant = await callers.staff('accountant');
    expect(await as(accountant, () => correctEInvoiceBuyerAction({ id: invoice.id, business: { name: '', tin: '' } }))).toEqual({ ok: true, data: { id: invoice.id, kind: 'B2C' } });
    await runJobsUntilIdle();
    expect(await db.select({ name: orders.buyerBusinessName, tin: orders.buyerTin }).from(orders).where(eq(orders.id, placed.orderId))).toEqual([{ name: null, tin: null }]);
    const sent = await invoiceOf(placed.orderId);
    expect(sent).toMatchObject({ kind: 'B2C', state: 'confirmed' });
    expect(mbs.invoice(sent.irn)!.invoice.accounting_customer_party).not.toHaveProperty('tin');

    expect(await as(callers.admin, () => correctEInvoiceBuyerAction({ id: invoice.id, business: IKEJA }))).toMatchObject({ ok: false, code: 'rejected', error: expect.stringMatching(/Only an invoice MBS refused/) });
  });
});
