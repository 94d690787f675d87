import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { irnOf } from '@/lib/einvoicing/irn';
import { naira, toMbsJson } from '@/lib/einvoicing/mbs-json';
import { mbsClient, type MbsClient, type MbsResult } from '@/server/einvoicing/mbs-client';
import { freeLoopbackPort } from '../helpers/loopback-port';
import { startMbsFake, type MbsFake } from '../helpers/mbs-fake';

// The MBS client (docs/decisions/0070-e-invoicing.md) against the test MBS on loopback: what it sends,
// and how each of MBS's answers comes back to the caller. No database: the e-invoicing client stores
// nothing itself.

let mbs: MbsFake;
let client: MbsClient;

beforeAll(async () => {
  mbs = await startMbsFake({ serviceId: '59854B81' });
  client = mbsClient({ baseUrl: mbs.url, apiKey: mbs.apiKey, apiSecret: mbs.apiSecret, businessId: mbs.businessId });
});
afterAll(() => mbs.close());
beforeEach(() => mbs.reset());

const ISSUED = '2026-11-26';
const irnFor = (invoiceNumber: string, issueDate = ISSUED) => irnOf({ invoiceNumber, serviceId: mbs.serviceId, issueDate });
const VAT_BASIS_POINTS = 750;

type Line = { name: string; quantity: number; priceKobo: number };
const CHAIRS: Line[] = [
  { name: 'Ikoyi Lounge Chair', quantity: 2, priceKobo: 85_000_00 },
  { name: 'Adire Cushion', quantity: 1, priceKobo: 12_345_67 },
];

/** A B2C invoice (or note) as the shop would write it: amounts in kobo, totals that add up. */
function invoice(irn: string, options: { lines?: Line[]; typeCode?: string; correcting?: string; payableKobo?: number } = {}) {
  const lines = options.lines ?? CHAIRS;
  const lineKobo = lines.map((line) => line.quantity * line.priceKobo);
  const net = lineKobo.reduce((a, b) => a + b, 0);
  const vat = Math.floor((net * VAT_BASIS_POINTS + 5_000) / 10_000);
  return toMbsJson({
    business_id: mbs.businessId,
    irn,
    issue_date: ISSUED,
    invoice_type_code: options.typeCode ?? '380',
    document_currency_code: 'NGN',
    tax_currency_code: 'NGN',
    invoice_kind: 'B2C',
    ...(options.correcting ? { billing_reference: [{ irn: options.correcting, issue_date: ISSUED }] } : {}),
    accounting_supplier_party: {
      party_name: 'Adire Living Ltd',
      tin: '29445920-0001',
      email: 'accounts@adireliving.ng',
      telephone: '+2348031234567',
      postal_address: { street_name: '12 Awolowo Road', city_name: 'Ikoyi', postal_zone: '101233', country: 'NG', state: 'LAGOS' },
    },
    accounting_customer_party: { party_name: 'Tunde Bakare', email: 'tunde@example.com' },
    tax_total: [{ tax_amount: naira(vat), tax_subtotal: [{ taxable_amount: naira(net), tax_amount: naira(vat), tax_category: { id: 'STANDARD_VAT', percent: 7.5 } }] }],
    legal_monetary_total: {
      line_extension_amount: naira(net),
      tax_exclusive_amount: naira(net),
      tax_inclusive_amount: naira(net + vat),
      payable_amount: naira(options.payableKobo ?? net + vat),
    },
    invoice_line: lines.map((line, i) => ({
      hsn_code: '9401',
      product_category: 'Furniture',
      invoiced_quantity: line.quantity,
      line_extension_amount: naira(lineKobo[i]!),
      item: { name: line.name, description: line.name },
      price: { price_amount: naira(line.priceKobo), base_quantity: 1, price_unit: 'NGN per 1' },
    })),
  });
}

async function signed(invoiceNumber: string) {
  const irn = irnFor(invoiceNumber);
  expect(await client.signInvoice(invoice(irn))).toEqual({ ok: true, data: { ok: true } });
  return irn;
}

const failure = (result: MbsResult) => (result.ok ? { ok: true } : { kind: result.kind, status: result.status });

describe('the MBS client', () => {
  it('validates an IRN, sending the key and secret, JSON and the business', async () => {
    const irn = irnFor('ORD202611267K48LY');
    expect(irn).toBe('ORD202611267K48LY-59854B81-20261126');
    expect(await client.validateIrn('ORD202611267K48LY', irn)).toEqual({ ok: true, data: { ok: true } });

    const [call] = mbs.calls();
    expect(call).toMatchObject({ method: 'POST', path: '/api/v1/invoice/irn/validate', authorized: true, status: 200 });
    expect(call!.headers['x-api-key']).toBe(mbs.apiKey);
    expect(call!.headers['content-type']).toBe('application/json');
    expect(call!.headers).not.toHaveProperty('x-api-secret');
    expect(call!.body).toEqual({ business_id: mbs.businessId, invoice_reference: 'ORD202611267K48LY', irn });

    const foreign = await client.validateIrn('ORD1', 'ORD1-AAAABBBB-20261126');
    expect(foreign).toMatchObject({ ok: false, kind: 'refused', status: 400, details: expect.stringContaining('carries the service id AAAABBBB') });
    expect(await client.validateIrn('ORD2', irnFor('ORD1'))).toMatchObject({ ok: false, kind: 'refused', details: expect.stringContaining('does not carry the invoice_reference ORD2') });
  });

  it('validates, signs and confirms an invoice whose amounts are written as decimal naira', async () => {
    const irn = irnFor('ORD202611267K48LY');
    expect(await client.validateInvoice(invoice(irn))).toEqual({ ok: true, data: { ok: true } });
    expect(await client.signInvoice(invoice(irn))).toEqual({ ok: true, data: { ok: true } });

    const kept = mbs.invoice(irn)!;
    expect(kept.validatedFirst).toBe(true);
    expect(kept.text).toContain('"payable_amount":196021.60');
    expect(kept.text).toContain('"price_amount":12345.67');
    expect(kept.invoice.legal_monetary_total).toEqual({ line_extension_amount: 182345.67, tax_exclusive_amount: 182345.67, tax_inclusive_amount: 196021.6, payable_amount: 196021.6 });

    const confirmed = await client.confirmInvoice(irn);
    expect(confirmed).toMatchObject({ ok: true, data: { issue_date: ISSUED, due_date: null, payment_status: 'PENDING', transmitted: false, delivered: false } });
    expect(mbs.calls().map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/v1/invoice/validate',
      'POST /api/v1/invoice/sign',
      `GET /api/v1/invoice/confirm/${irn}`,
    ]);

    // Validating first is the client's choice, not MBS's rule.
    const unvalidated = await signed('ORD2');
    expect(mbs.invoice(unvalidated)!.validatedFirst).toBe(false);
  });

  it('answers a second sign of the same IRN as a duplicate, and MBS keeps the first', async () => {
    const irn = await signed('ORD3');
    const again = await client.signInvoice(invoice(irn));
    expect(again).toMatchObject({ ok: false, kind: 'duplicate', status: 400, details: expect.stringContaining('already signed') });
    expect(mbs.invoices().map((kept) => kept.irn)).toEqual([irn]);
  });

  it('refuses to confirm an IRN MBS never signed', async () => {
    expect(await client.confirmInvoice(irnFor('ORD404'))).toMatchObject({ ok: false, kind: 'refused', status: 404 });
  });

  it('reports a deposit as PARTIAL, then the balance as PAID', async () => {
    const irn = await signed('ORD4');
    expect(await client.updatePayment(irn, 'PARTIAL', 'PSK_deposit_1')).toEqual({ ok: true, data: null });
    expect(await client.updatePayment(irn, 'PAID')).toEqual({ ok: true, data: null });

    expect(mbs.invoice(irn)!.payments.map(({ payment_status, reference }) => ({ payment_status, reference }))).toEqual([
      { payment_status: 'PARTIAL', reference: 'PSK_deposit_1' },
      { payment_status: 'PAID', reference: null },
    ]);
    expect(mbs.calls('/api/v1/invoice/update').map((c) => [c.method, c.path, c.body])).toEqual([
      ['PATCH', `/api/v1/invoice/update/${irn}`, { payment_status: 'PARTIAL', reference: 'PSK_deposit_1' }],
      ['PATCH', `/api/v1/invoice/update/${irn}`, { payment_status: 'PAID' }],
    ]);
    expect(await client.confirmInvoice(irn)).toMatchObject({ ok: true, data: { payment_status: 'PAID' } });
  });

  it('says when the buyer\'s access point is offline, and transmits once it is back', async () => {
    const irn = await signed('ORD5');
    mbs.accessPointsOffline(true);
    const offline = await client.transmit(irn);
    expect(offline).toMatchObject({ ok: false, kind: 'offline', status: 404, message: expect.stringContaining('access points are offline') });
    expect(mbs.invoice(irn)!.transmitted).toBe(false);

    mbs.accessPointsOffline(false);
    expect(await client.transmit(irn)).toEqual({ ok: true, data: { ok: true } });
    expect(mbs.calls('/api/v1/invoice/transmit').map((c) => [c.method, c.text])).toEqual([
      ['POST', '{}'],
      ['POST', '{}'],
    ]);
    expect(await client.confirmInvoice(irn)).toMatchObject({ ok: true, data: { transmitted: true } });
    // A transmit of an invoice MBS never signed is no offline access point.
    expect(failure(await client.transmit(irnFor('ORD6')))).toEqual({ kind: 'refused', status: 404 });
  });

  it('takes MBS\'s "try again later" as transient, whatever the call', async () => {
    const irn = await signed('ORD7');
    mbs.outage(true);
    const answers = [
      await client.validateIrn('ORD8', irnFor('ORD8')),
      await client.validateInvoice(invoice(irnFor('ORD8'))),
      await client.signInvoice(invoice(irnFor('ORD8'))),
      await client.confirmInvoice(irn),
      await client.updatePayment(irn, 'PAID'),
      await client.transmit(irn),
      await client.resources('currencies'),
    ];
    expect(answers.map(failure)).toEqual(Array(7).fill({ kind: 'transient', status: 400 }));
    expect(answers[0]).toMatchObject({ message: expect.stringContaining('try again later') });
    expect(mbs.invoice(irn)!.paymentStatus).toBe('PENDING');

    mbs.outage(false);
    expect(await client.updatePayment(irn, 'PAID')).toEqual({ ok: true, data: null });
  });

  it('says the configuration is wrong when MBS does not know the key or the secret, and never repeats the secret', async () => {
    const wrongKey = mbsClient({ baseUrl: mbs.url, apiKey: 'not-the-key', apiSecret: mbs.apiSecret, businessId: mbs.businessId });
    const wrongSecret = mbsClient({ baseUrl: mbs.url, apiKey: mbs.apiKey, apiSecret: 'not-the-secret', businessId: mbs.businessId });
    for (const result of [await wrongKey.validateIrn('ORD9', irnFor('ORD9')), await wrongSecret.signInvoice(invoice(irnFor('ORD9')))]) {
      expect(result).toMatchObject({ ok: false, kind: 'auth', status: 400, message: 'unable to validate api key' });
      expect(JSON.stringify(result)).not.toContain(mbs.apiSecret);
    }
    expect(mbs.calls().map((c) => c.authorized)).toEqual([false, false]);
    expect(mbs.invoices()).toEqual([]);
  });

  it('refuses a credit note naming an invoice MBS never signed, with the reasons, and takes one naming a signed invoice', async () => {
    const unsigned = irnFor('ORD10');
    const refused = await client.signInvoice(invoice(irnFor('CRN10'), { typeCode: '381', correcting: unsigned }));
    expect(refused).toMatchObject({ ok: false, kind: 'refused', status: 400, message: expect.stringContaining('unable to process your request') });
    expect(refused.ok ? null : refused.details).toBe(`billing_reference[0].irn "${unsigned}" is not a signed invoice of this business`);

    const original = await signed('ORD11');
    expect(await client.signInvoice(invoice(irnFor('CRN11'), { typeCode: '381', correcting: original }))).toEqual({ ok: true, data: { ok: true } });
    expect(failure(await client.signInvoice(invoice(irnFor('CRN12'), { typeCode: '381' })))).toEqual({ kind: 'refused', status: 400 });
  });

  it('refuses an invoice whose totals do not add up, though MBS\'s message mentions duplicates', async () => {
    const irn = irnFor('ORD12');
    const result = await client.signInvoice(invoice(irn, { payableKobo: 196_021_62 }));
    expect(result).toMatchObject({ ok: false, kind: 'refused', status: 400, message: expect.stringContaining('not a duplicate request') });
    expect(result.ok ? null : result.details).toBe('legal_monetary_total.payable_amount is 196021.62, but tax_inclusive_amount is 196021.60');
    expect(mbs.invoice(irn)).toBeUndefined();
    // One kobo either way is a rounding, and is let through.
    expect(await client.signInvoice(invoice(irn, { payableKobo: 196_021_61 }))).toEqual({ ok: true, data: { ok: true } });
  });

  it('reads MBS\'s code lists', async () => {
    const types = await client.resources('invoice-types');
    expect(types.ok && types.data.map((type) => (type as { code: string }).code)).toEqual(['380', '381', '383', '384']);
    expect(await client.resources('tax-categories')).toMatchObject({ ok: true, data: expect.arrayContaining([{ code: 'STANDARD_VAT', value: 'Standard Value-Added Tax', percent: 7.5 }]) });
    expect(await client.resources('planets')).toMatchObject({ ok: false, kind: 'refused', status: 404, message: 'no route found for this path' });
  });
});

describe('verifying a TIN', () => {
  it('answers the taxpayer’s name, type and status, and refuses a TIN MBS does not know', async () => {
    mbs.taxpayer('23456789-0001', { name: 'Ikeja Office Interiors Ltd', type: 'BUSINESS', status: 'ACTIVE' });
    expect(await client.verifyTin('23456789-0001')).toEqual({ ok: true, data: { tin: '23456789-0001', name: 'Ikeja Office Interiors Ltd', type: 'BUSINESS', status: 'ACTIVE' } });
    expect(await client.verifyTin('99999999-0001')).toMatchObject({ ok: false, kind: 'refused', status: 404, message: 'taxpayer not found' });
    expect(mbs.calls('/api/v1/utilities/verify-tin/').map((call) => [call.method, call.body, call.authorized])).toEqual([
      ['POST', { tin: '23456789-0001' }, true],
      ['POST', { tin: '99999999-0001' }, true],
    ]);
  });
});

describe('when MBS does not answer as MBS', () => {
  it('takes no answer, a caller who gave up and a gateway error as transient', async () => {
    const closed = mbsClient({ baseUrl: `http://127.0.0.1:${await freeLoopbackPort()}`, apiKey: 'k', apiSecret: 's', businessId: 'b' });
    expect(await closed.confirmInvoice('ORD1-59854B81-20261126')).toMatchObject({ ok: false, kind: 'transient', status: null, message: expect.stringContaining('ECONNREFUSED') });

    const givenUp = await client.transmit(irnFor('ORD13'), { signal: AbortSignal.abort() });
    expect(givenUp).toEqual({ ok: false, kind: 'transient', status: null, message: 'The call was given up before MBS answered', details: null });

    const gateway = http.createServer((_request, response) => response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>502 Bad Gateway</h1>'));
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    try {
      const behindProxy = mbsClient({ baseUrl: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/`, apiKey: 'k', apiSecret: 's', businessId: 'b' });
      expect(await behindProxy.signInvoice('{}')).toEqual({ ok: false, kind: 'transient', status: 502, message: 'MBS answered 502 Bad Gateway', details: null });
    } finally {
      await new Promise<void>((resolve) => gateway.close(() => resolve()));
    }
  });
});

describe('when the MBS address answers with a redirect', () => {
  it('follows none: the key and secret never reach the other origin, and the redirect is a refusal that says so', async () => {
    // A host that sends every call on to the stand-in on another port (another origin): fetch keeps custom headers across origins.
    const redirecting = http.createServer((request, response) => response.writeHead(307, { location: `${mbs.url}${request.url}` }).end());
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    try {
      const misled = mbsClient({ baseUrl: `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}`, apiKey: mbs.apiKey, apiSecret: mbs.apiSecret, businessId: mbs.businessId });
      const answered = await misled.validateIrn('ORD14', irnFor('ORD14'));
      expect(answered).toMatchObject({ ok: false, kind: 'refused', status: 307, message: expect.stringMatching(/redirect.*not followed/i) });
      expect(JSON.stringify(answered)).not.toContain(mbs.apiSecret);
      expect(mbs.calls()).toEqual([]);
    } finally {
      redirecting.closeAllConnections();
      await new Promise<void>((resolve) => redirecting.close(() => resolve()));
    }
  });
});
