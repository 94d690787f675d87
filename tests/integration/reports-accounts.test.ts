// @postgres+pglite: the accountant's VAT must match the e-invoices
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { renderToStaticMarkup } from 'react-dom/server';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as, type TestCaller } from '../helpers/sessions';
import { newCategory, newLocation, newProduct, placeTestOrder } from '../helpers/factories';
import { takeBankTransfers } from '../helpers/checkout';
import { runJobsUntilIdle } from '../helpers/jobs';
import { db } from '@/server/db/client';
import { auditLog, cashUps, einvoices, orders, payments, refunds, websiteSettings } from '@/server/db/schema';
import { AccessDeniedError } from '@/server/auth/session';
import { confirmPayment } from '@/server/payments/confirm-payment';
import { createRefundAction } from '@/server/refunds/actions/create-refund';
import { retryEInvoiceAction } from '@/server/einvoicing/actions/retry-einvoice';
import { readAccountsReport } from '@/server/reports/accounts/accounts-report';
import { GET as exportAccounts } from '@/app/admin/reports/accounts/export/route';
import AccountsReportPage from '@/app/admin/reports/accounts/page';
import { periodParamsSchema } from '@/lib/reports/periods';
import { ACCOUNTS_TABLE_KEYS, ACCOUNTS_TABLES } from '@/lib/reports/accounts-tables';

// Reports → For the accountant (docs/decisions/0082-what-each-figure-counts.md, "For the accountant") against
// orders paid and reported to the MBS stand-in (tests/helpers/mbs-fake.ts): one at 23:30 on 31 October in
// Lagos and one an hour later, 00:30 on 1 November (both 31 October in UTC), a refund of the October order
// processed in November with its credit note, and a November invoice MBS refused. VAT is 7.5% inside
// prices: VAT = amount × 3/43, rounded half up to the kobo, worked here by hand.

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
const SHOP = { legalName: 'Adire Living Ltd', businessAddress: '12 Admiralty Way\nLekki, Lagos 106104', contactEmail: 'hello@adireliving.ng', vatRegistered: true, vatRateBasisPoints: 750 };
/** A Lagos wall-clock time (UTC+1) as the moment it is. */
const lagos = (at: string) => new Date(`${at}+01:00`);
const AUTUMN = { period: 'custom', from: '2026-10-01', to: '2026-11-30' };

// By hand: ₦10,000 → 1,000,000 × 3/43 = 69,767.44 → 69,767; ₦20,000 → 139,534.88 → 139,535;
// ₦4,300 → 30,000 exactly; the ₦5,000 refund → 34,883.72 → 34,884.
const VAT_OCTOBER_ORDER = 69_767;
const VAT_MIDNIGHT_ORDER = 139_535;
const VAT_REFUSED_ORDER = 30_000;
const VAT_REFUND = 34_884;

/** An order placed through checkout, paid by transfer and reported to MBS, then moved to `placedAt` with its payment. */
async function paidOrder(productId: string, quantity: number, unitPriceKobo: number, placedAt: Date) {
  const placed = await placeTestOrder([{ productId, quantity, unitPriceKobo }]);
  await confirmPayment({ orderId: placed.orderId, method: 'bank_transfer', amountKobo: placed.totalKobo, currency: 'NGN' });
  await runJobsUntilIdle();
  await db.update(orders).set({ createdAt: placedAt }).where(eq(orders.id, placed.orderId));
  await db.update(payments).set({ paidAt: placedAt, createdAt: placedAt }).where(eq(payments.orderId, placed.orderId));
  return placed;
}

let october: { orderId: string; orderNumber: string };
let refused: { orderId: string; orderNumber: string };

beforeAll(async () => {
  await takeBankTransfers(SHOP);
  await newCategory('Chairs');
  const chair = await newProduct({ name: 'Ikoyi Chair', category: 'chairs', priceKobo: 10_000_00, stockQuantity: 10 });
  const stool = await newProduct({ name: 'Aso Stool', category: 'chairs', priceKobo: 4_300_00, stockQuantity: 10 });
  october = await paidOrder(chair.id, 1, 10_000_00, lagos('2026-10-31T23:30:00'));
  await paidOrder(chair.id, 2, 10_000_00, lagos('2026-11-01T00:30:00'));
  // MBS refuses an invoice whose supplier has no email.
  await db.update(websiteSettings).set({ contactEmail: null });
  refused = await paidOrder(stool.id, 1, 4_300_00, lagos('2026-11-10T12:00:00'));
  await db.update(websiteSettings).set({ contactEmail: SHOP.contactEmail });

  const refund = await as(callers.admin, () =>
    createRefundAction({ orderId: october.orderId, amount: '5000', reason: 'A scratched leg', status: 'processed', payoutMethod: 'bank_transfer', idempotencyKey: randomUUID() }),
  );
  expect(refund, JSON.stringify(refund)).toMatchObject({ ok: true });
  await runJobsUntilIdle();
  await db.update(refunds).set({ processedAt: lagos('2026-11-05T09:00:00') }).where(eq(refunds.orderId, october.orderId));

  const lekki = await newLocation({ name: 'Lekki showroom' });
  await db.insert(cashUps).values([
    { locationId: lekki.id, businessDay: '2026-11-10', takings: [], expectedCashKobo: 25_000_00, countedCashKobo: 24_950_00, closedByName: 'Bisi Adeyemi' },
    { locationId: lekki.id, businessDay: '2026-12-01', takings: [], expectedCashKobo: 1_00, countedCashKobo: 1_00, closedByName: 'Bisi Adeyemi' },
  ]);
});
afterAll(() => mbs.close());

const read = (caller: TestCaller, params: Record<string, string> = AUTUMN) => as(caller, () => readAccountsReport(periodParamsSchema.parse(params)));

describe('VAT by month', () => {
  it('puts each VAT in the Lagos month it belongs to, as charged and as NRS accepted it, to the kobo', async () => {
    const { data } = await read(await callers.staff('accountant'));
    expect(data.vat).toEqual([
      // 23:30 on 31 October is October in Lagos; its invoice too.
      { month: '2026-10-01', chargedVatKobo: VAT_OCTOBER_ORDER, reportedVatKobo: VAT_OCTOBER_ORDER },
      // 00:30 on 1 November (still October in UTC) is November; the refund of the October order counts when
      // processed, in November, and so does its credit note; the refused invoice is charged, not reported.
      { month: '2026-11-01', chargedVatKobo: VAT_MIDNIGHT_ORDER + VAT_REFUSED_ORDER - VAT_REFUND, reportedVatKobo: VAT_MIDNIGHT_ORDER - VAT_REFUND },
    ]);
  });

  it('lists the invoice MBS refused, with its order, amount and reason', async () => {
    const { data } = await read(callers.admin);
    expect(data.open).toEqual([
      { id: expect.any(String), month: '2026-11-01', orderNumber: refused.orderNumber, typeCode: '380', amountKobo: 4_300_00, state: 'refused', reason: expect.stringMatching(/email/) },
    ]);
  });

  it('equals the VAT of the e-invoices once MBS has accepted them all', async () => {
    const [invoice] = await db.select().from(einvoices).where(and(eq(einvoices.orderId, refused.orderId), eq(einvoices.typeCode, '380')));
    expect(await as(callers.admin, () => retryEInvoiceAction({ id: invoice!.id }))).toMatchObject({ ok: true });
    await runJobsUntilIdle();
    const { data } = await read(callers.admin);
    expect(data.open).toEqual([]);
    expect(data.vat.map((row) => row.chargedVatKobo - row.reportedVatKobo)).toEqual([0, 0]);
    // The VAT written in what MBS holds, read back from the stand-in: every invoice less the credit note.
    const heldKobo = mbs.invoices().reduce((sum, held) => {
      const vat = Math.round(Number((held.invoice as { tax_total: { tax_amount: number }[] }).tax_total[0]!.tax_amount) * 100);
      return sum + (held.invoice.invoice_type_code === '381' ? -vat : vat);
    }, 0);
    expect(heldKobo).toBe(VAT_OCTOBER_ORDER + VAT_MIDNIGHT_ORDER + VAT_REFUSED_ORDER - VAT_REFUND);
    expect(data.vat.reduce((sum, row) => sum + row.chargedVatKobo, 0)).toBe(heldKobo);
  });
});

describe('refunds, cash-ups and payments', () => {
  it('lists the refund of an October order in November, with the VAT inside it and its credit note’s state', async () => {
    const { data } = await read(callers.admin, { period: 'custom', from: '2026-11-01', to: '2026-11-30' });
    expect(data.refunds).toEqual([
      {
        id: expect.any(String),
        day: '2026-11-05',
        orderNumber: october.orderNumber,
        amountKobo: 5_000_00,
        vatKobo: VAT_REFUND,
        payoutMethod: 'bank_transfer',
        payoutLocationName: null,
        creditNoteState: 'confirmed',
      },
    ]);
    const { data: octoberOnly } = await read(callers.admin, { period: 'custom', from: '2026-10-01', to: '2026-10-31' });
    expect(octoberOnly.refunds).toEqual([]);
  });

  it('lists the cash-ups of the period’s days with expected and counted cash', async () => {
    const { data } = await read(callers.admin);
    expect(data.cashUps).toEqual([
      { id: expect.any(String), day: '2026-11-10', sequence: 1, location: 'Lekki showroom', closedBy: 'Bisi Adeyemi', expectedKobo: 25_000_00, countedKobo: 24_950_00 },
    ]);
  });

  it('counts money received by Lagos day and method, less refunds on the day processed', async () => {
    const { data } = await read(callers.admin);
    expect(data.payments).toEqual([
      { day: '2026-10-31', key: 'bank_transfer', receivedKobo: 10_000_00, refundedKobo: 0, netKobo: 10_000_00 },
      { day: '2026-11-01', key: 'bank_transfer', receivedKobo: 20_000_00, refundedKobo: 0, netKobo: 20_000_00 },
      { day: '2026-11-05', key: 'bank_transfer', receivedKobo: 0, refundedKobo: 5_000_00, netKobo: -5_000_00 },
      { day: '2026-11-10', key: 'bank_transfer', receivedKobo: 4_300_00, refundedKobo: 0, netKobo: 4_300_00 },
    ]);
  });

  it('is for roles that read reports', async () => {
    await expect(read(await callers.staff('content'))).rejects.toBeInstanceOf(AccessDeniedError);
  });
});

describe('downloads', () => {
  const download = (caller: TestCaller, table: string) =>
    exportAccounts(new Request(`http://localhost/admin/reports/accounts/export?table=${table}&period=custom&from=2026-10-01&to=2026-11-30`, { headers: caller.headers }));

  it('gives the whole set as an XLSX workbook Excel opens: a sheet per table, naira as currency, the header bold, and audits it', async () => {
    const accountant = await callers.staff('accountant');
    const response = await download(accountant, 'workbook');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="accounts-workbook-2026-10-01-to-2026-11-30.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(ACCOUNTS_TABLE_KEYS.map((table) => ACCOUNTS_TABLES[table]));
    const vat = workbook.getWorksheet('VAT by month')!;
    expect(vat.getRow(1).font?.bold).toBe(true);
    expect([vat.getCell('A2').value, vat.getCell('B2').value, vat.getCell('C2').value, vat.getCell('D2').value]).toEqual(['2026-10', 697.67, 697.67, 0]);
    expect(vat.getCell('B2').numFmt).toBe('"₦"#,##0.00;-"₦"#,##0.00');
    const refundsSheet = workbook.getWorksheet('Refunds and credit notes')!;
    expect(refundsSheet.getRow(2).values).toEqual([undefined, '2026-11-05', october.orderNumber, 5_000, 348.84, 'Bank transfer', 'Confirmed']);
    const [audit] = await db.select().from(auditLog).where(and(eq(auditLog.entityType, 'export'), eq(auditLog.entityLabel, 'Accounts workbook (XLSX)')));
    expect(audit).toMatchObject({ action: 'export', details: { table: 'workbook', first: '2026-10-01', last: '2026-11-30' } });
  });

  // By now MBS has accepted every invoice (the retry above): the difference is 0.
  it('gives one table as a CSV file, naira with two decimals', async () => {
    const response = await download(callers.admin, 'vat');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const text = await response.text();
    expect(text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Month,VAT charged on receipts,VAT reported to NRS,Difference',
      '2026-10,697.67,697.67,0.00',
      `2026-11,${((VAT_MIDNIGHT_ORDER + VAT_REFUSED_ORDER - VAT_REFUND) / 100).toFixed(2)},${((VAT_MIDNIGHT_ORDER + VAT_REFUSED_ORDER - VAT_REFUND) / 100).toFixed(2)},0.00`,
      '',
    ]);
  });
});

describe('the screen', () => {
  it('draws each table for the accountant, with its CSV and the workbook', async () => {
    const accountant = await callers.staff('accountant');
    const html = await as(accountant, async () => renderToStaticMarkup(await AccountsReportPage({ searchParams: Promise.resolve(AUTUMN) })));
    expect([...html.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map(([, title]) => title)).toEqual(Object.values(ACCOUNTS_TABLES));
    expect(html).toContain('href="/admin/reports/accounts/export?table=workbook&amp;period=custom&amp;from=2026-10-01&amp;to=2026-11-30"');
    expect(html).toContain('₦697.67');
    expect(html).toContain('action="/admin/reports/accounts"');
    expect(html).not.toContain('name="by"');
  });
});
