import { randomBytes, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isServiceId, parseIrn } from '@/lib/einvoicing/irn';
import { readBody, sendJson } from './paystack-fake/http';
import { invoiceProblems, irnProblems, type InvoiceContext } from './mbs-fake/invoice-rules';
import { cryptoKeysText, decryptQr, newQrKeys, type DecryptedQr } from './mbs-fake/qr-keys';
import { RESOURCES } from './mbs-fake/resources';

// An MBS of our own (the NRS e-invoicing API, docs/decisions/0070-e-invoicing.md) for tests and the
// local demo: no machine here reaches MBS. It answers MBS's paths under /api/v1 with its headers
// (x-api-key, x-api-secret) and envelopes ({code: 200, data, message?}, or {code, data: null, message:
// "error has occurred", error: {id, handler, details?, public_message}}), checks invoices as MBS does
// (mbs-fake/invoice-rules.ts) and keeps what it signed. Tests steer it through the returned object;
// a process that did not start it (scripts/mbs-fake.ts, Playwright) through /__fake/ (see control()).
// POST /utilities/verify-tin/ answers from a register of taxpayers the test fills (taxpayer()): a TIN it
// does not hold is 404 "taxpayer not found". Not implemented: GET /invoice/download/{irn} (its encryption
// differs between sources); it answers 404 "no route found for this path", as an unknown path does.

export type { DecryptedQr } from './mbs-fake/qr-keys';

export type MbsFakeOptions = {
  apiKey?: string;
  apiSecret?: string;
  businessId?: string;
  /** The business's 8-character Service ID, the middle of its IRNs. */
  serviceId?: string;
  /** 0 or absent: any free port. */
  port?: number;
  host?: string;
};

export type MbsFakeCall = {
  method: string;
  /** The path as requested, e.g. /api/v1/invoice/sign. */
  path: string;
  /** The request's headers, lower-case, without x-api-secret. */
  headers: Record<string, string>;
  /** Whether the key and the secret were both right. */
  authorized: boolean;
  /** The body as JSON (null when empty or not JSON) and as the text sent. */
  body: unknown;
  text: string;
  status: number;
  at: Date;
};

/** A taxpayer as /utilities/verify-tin/ answers for its TIN. */
export type MbsFakeTaxpayer = { name: string; type: 'BUSINESS' | 'INDIVIDUAL'; status: 'ACTIVE' | 'INACTIVE' };

export type MbsFakePayment = { payment_status: string; reference: string | null; at: Date };

export type MbsFakeInvoice = {
  irn: string;
  invoice: Record<string, unknown>;
  /** The invoice as sent, byte for byte: where amounts can be read as written (1075.00, not 1075). */
  text: string;
  validatedFirst: boolean;
  signedAt: Date;
  paymentStatus: string;
  payments: MbsFakePayment[];
  transmitted: boolean;
  delivered: boolean;
};

export type MbsFake = {
  /** The base URL, without /api/v1 (the client adds it). */
  url: string;
  apiKey: string;
  apiSecret: string;
  businessId: string;
  serviceId: string;
  close(): Promise<void>;
  /** On: every call answers MBS's transient 400 "try again later". */
  outage(on: boolean): void;
  /** On: transmitting answers 404 "access points are offline". */
  accessPointsOffline(on: boolean): void;
  /** Registers (or, with null, removes) the taxpayer /utilities/verify-tin/ answers for `tin`; kept by reset(). */
  taxpayer(tin: string, record: MbsFakeTaxpayer | null): void;
  /** Every call so far, oldest first; with a path prefix (e.g. /api/v1/invoice/sign), only those. */
  calls(pathPrefix?: string): MbsFakeCall[];
  invoice(irn: string): MbsFakeInvoice | undefined;
  invoices(): MbsFakeInvoice[];
  /** Whether an invoice with this IRN passed /invoice/validate. */
  validated(irn: string): boolean;
  /** crypto_keys.txt, as the MBS portal gives it, for this fake's key pair. */
  cryptoKeysFile(): string;
  /** What MBS reads from a QR code's text; throws when it reads nothing. */
  decryptQr(payload: string): DecryptedQr;
  /** Forgets calls, invoices and validations; the switches go off. The keys stay. */
  reset(): void;
};

const BASE_PATH = '/api/v1';
const REFUSED = 'we are unable to process your request. also confirm this is not a duplicate request';
const UNAVAILABLE = 'we are unable to complete this operation at this time, please try again later';
const OFFLINE = 'unable to transmit this invoice as the corresponding access points are offline';
const PAYMENT_STATUSES = new Set(['PENDING', 'PAID', 'PARTIAL', 'CANCELED']);

type Handler = 'handler' | 'entity_actions' | 'transmit_actions';

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly publicMessage: string,
    readonly handler: Handler,
    readonly details?: string,
  ) {
    super(publicMessage);
  }
}

const noRoute = () => new Refusal(404, 'no route found for this path', 'handler');
const invalid = (problems: string[]) => new Refusal(400, REFUSED, 'entity_actions', problems.join('; '));
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export async function startMbsFake(options: MbsFakeOptions = {}): Promise<MbsFake> {
  const apiKey = options.apiKey ?? randomUUID();
  const apiSecret = options.apiSecret ?? randomBytes(48).toString('base64url');
  const businessId = options.businessId ?? randomUUID();
  const serviceId = options.serviceId ?? randomBytes(4).toString('hex').toUpperCase();
  if (!isServiceId(serviceId)) throw new Error(`A Service ID is 8 letters or digits, got "${serviceId}"`);
  const keys = newQrKeys();

  const calls: MbsFakeCall[] = [];
  const invoices = new Map<string, MbsFakeInvoice>();
  const validatedIrns = new Set<string>();
  const taxpayers = new Map<string, MbsFakeTaxpayer>();
  let outage = false;
  let offline = false;

  const context: InvoiceContext = {
    businessId,
    serviceId,
    signedIssueDate: (irn) => {
      const issued = invoices.get(irn)?.invoice.issue_date;
      return typeof issued === 'string' ? issued : undefined;
    },
  };

  function signed(irn: string): MbsFakeInvoice {
    const invoice = invoices.get(irn);
    if (!invoice) throw new Refusal(404, 'invoice not found', 'entity_actions', `no signed invoice has the irn ${irn}`);
    return invoice;
  }

  function validateIrn(body: unknown) {
    const request = isObject(body) ? body : {};
    const problems = irnProblems(request.irn, context);
    if (request.business_id !== businessId) problems.push('business_id is not the business of this api key');
    const parts = typeof request.irn === 'string' ? parseIrn(request.irn) : null;
    if (typeof request.invoice_reference !== 'string' || !request.invoice_reference) problems.push('invoice_reference is required');
    else if (parts && parts.invoiceNumber !== request.invoice_reference) problems.push(`irn ${String(request.irn)} does not carry the invoice_reference ${request.invoice_reference}`);
    if (problems.length > 0) throw invalid(problems);
    return { data: { ok: true } };
  }

  function validateInvoice(body: unknown) {
    const problems = invoiceProblems(body, context);
    if (problems.length > 0) throw invalid(problems);
    validatedIrns.add(String((body as Record<string, unknown>).irn));
    return { data: { ok: true } };
  }

  function sign(body: unknown, text: string) {
    const irn = isObject(body) ? body.irn : undefined;
    if (typeof irn === 'string' && invoices.has(irn)) throw invalid([`duplicate request: the invoice ${irn} is already signed`]);
    const problems = invoiceProblems(body, context);
    if (problems.length > 0) throw invalid(problems);
    const invoice = body as Record<string, unknown>;
    invoices.set(irn as string, {
      irn: irn as string,
      invoice,
      text,
      validatedFirst: validatedIrns.has(irn as string),
      signedAt: new Date(),
      paymentStatus: typeof invoice.payment_status === 'string' ? invoice.payment_status : 'PENDING',
      payments: [],
      transmitted: false,
      delivered: false,
    });
    return { data: { ok: true } };
  }

  function confirm(irn: string) {
    const { invoice, signedAt, paymentStatus, transmitted, delivered } = signed(irn);
    return {
      data: { issue_date: invoice.issue_date, due_date: invoice.due_date ?? null, sync_date: signedAt.toISOString(), payment_status: paymentStatus, transmitted, delivered },
    };
  }

  function updatePayment(irn: string, body: unknown) {
    const invoice = signed(irn);
    const request = isObject(body) ? body : {};
    const status = request.payment_status;
    if (typeof status !== 'string' || !PAYMENT_STATUSES.has(status)) throw invalid(['payment_status must be PENDING, PAID, PARTIAL or CANCELED']);
    if (request.reference !== undefined && typeof request.reference !== 'string') throw invalid(['reference must be text']);
    invoice.paymentStatus = status;
    invoice.payments.push({ payment_status: status, reference: request.reference ?? null, at: new Date() });
    return { data: null, message: 'success' };
  }

  function transmit(irn: string) {
    const invoice = signed(irn);
    if (offline) throw new Refusal(404, OFFLINE, 'transmit_actions');
    invoice.transmitted = true;
    return { data: { ok: true }, message: 'success' };
  }

  /** The buyer's access point confirms receipt (sources differ on the body: none, or {message: "ACKNOWLEDGED"}). */
  function acknowledge(irn: string, body: unknown) {
    const invoice = signed(irn);
    if (isObject(body) && body.message !== undefined && body.message !== 'ACKNOWLEDGED') throw invalid(['message must be ACKNOWLEDGED']);
    if (!invoice.transmitted) throw new Refusal(400, REFUSED, 'transmit_actions', `the invoice ${irn} has not been transmitted`);
    invoice.delivered = true;
    return { data: { ok: true }, message: 'success' };
  }

  function verifyTin(body: unknown) {
    const tin = isObject(body) && typeof body.tin === 'string' ? body.tin.trim() : '';
    if (!tin) throw invalid(['tin is required']);
    const found = taxpayers.get(tin);
    if (!found) throw new Refusal(404, 'taxpayer not found', 'entity_actions', `no taxpayer has the tin ${tin}`);
    return { data: { tin, name: found.name, type: found.type, status: found.status } };
  }

  function route(method: string, path: string, body: unknown, text: string): { data: unknown; message?: string } {
    const [, resource, verb, ...rest] = path.split('/');
    const key = rest.length === 1 ? decodeURIComponent(rest[0]!) : null;
    // MBS writes this one with a trailing slash; taken without it too.
    if (method === 'POST' && resource === 'utilities' && verb === 'verify-tin' && rest.join('') === '') return verifyTin(body);
    if (resource !== 'invoice') throw noRoute();
    if (method === 'POST' && verb === 'irn' && rest.join('/') === 'validate') return validateIrn(body);
    if (method === 'POST' && verb === 'validate' && rest.length === 0) return validateInvoice(body);
    if (method === 'POST' && verb === 'sign' && rest.length === 0) return sign(body, text);
    if (key === null) throw noRoute();
    if (method === 'GET' && verb === 'confirm') return confirm(key);
    if (method === 'PATCH' && verb === 'update') return updatePayment(key, body);
    if (method === 'POST' && verb === 'transmit') return transmit(key);
    if (method === 'PATCH' && verb === 'transmit') return acknowledge(key, body);
    if (method === 'GET' && verb === 'resources' && RESOURCES[key]) return { data: RESOURCES[key] };
    throw noRoute();
  }

  async function api(request: http.IncomingMessage, response: http.ServerResponse, path: string) {
    const text = await readBody(request);
    const method = request.method ?? 'GET';
    let body: unknown = null;
    let readable = true;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      readable = false;
    }
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([name]) => name !== 'x-api-secret')
        .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')]),
    );
    const authorized = request.headers['x-api-key'] === apiKey && request.headers['x-api-secret'] === apiSecret;
    const call: MbsFakeCall = { method, path, headers, authorized, body, text, status: 0, at: new Date() };
    calls.push(call);
    const answer = (status: number, json: unknown) => {
      call.status = status;
      sendJson(response, status, json);
    };
    try {
      if (outage) throw new Refusal(400, UNAVAILABLE, 'handler');
      if (!authorized) throw new Refusal(400, 'unable to validate api key', 'handler');
      if (!path.startsWith(`${BASE_PATH}/`)) throw noRoute();
      const json = request.headers['content-type']?.startsWith('application/json') ?? false;
      if (text && (!json || !readable)) throw new Refusal(400, REFUSED, 'handler', 'the request body must be JSON sent as application/json');
      const { data, message } = route(method, path.slice(BASE_PATH.length), body, text);
      answer(200, { code: 200, data, ...(message ? { message } : {}) });
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      const { status, handler, details, publicMessage } = error;
      answer(status, { code: status, data: null, message: 'error has occurred', error: { id: randomUUID(), handler, ...(details ? { details } : {}), public_message: publicMessage } });
    }
  }

  function reset() {
    calls.length = 0;
    invoices.clear();
    validatedIrns.clear();
    outage = false;
    offline = false;
  }

  // ---- Controls over HTTP, for scripts/mbs-fake.ts and tests in another process ----
  // GET  /__fake/state              {outage, accessPointsOffline, calls, invoices, validated}
  // GET  /__fake/crypto-keys        crypto_keys.txt
  // POST /__fake/outage             {on: boolean}
  // POST /__fake/access-points      {offline: boolean}
  // POST /__fake/taxpayer           {tin, name, type, status}: registered for /utilities/verify-tin/
  // POST /__fake/decrypt-qr         {payload}  -> {irn, certificate, timestamp}
  // POST /__fake/reset
  // GET  /__fake/counts             {calls, invoices, validated}: how many, without the records (the bench's 10,000 invoices)
  async function control(request: http.IncomingMessage, response: http.ServerResponse, path: string) {
    const text = await readBody(request);
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    const route = `${request.method} ${path}`;
    if (route === 'GET /__fake/state') {
      return sendJson(response, 200, { outage, accessPointsOffline: offline, calls, invoices: [...invoices.values()], validated: [...validatedIrns] });
    }
    if (route === 'GET /__fake/counts') return sendJson(response, 200, { calls: calls.length, invoices: invoices.size, validated: validatedIrns.size });
    if (route === 'GET /__fake/crypto-keys') return sendJson(response, 200, JSON.parse(cryptoKeysText(keys)));
    if (route === 'POST /__fake/outage') return sendJson(response, 200, { outage: (outage = body.on === true) });
    if (route === 'POST /__fake/access-points') return sendJson(response, 200, { accessPointsOffline: (offline = body.offline === true) });
    if (route === 'POST /__fake/taxpayer') {
      taxpayers.set(String(body.tin), { name: String(body.name), type: body.type === 'INDIVIDUAL' ? 'INDIVIDUAL' : 'BUSINESS', status: body.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE' });
      return sendJson(response, 200, { registered: body.tin });
    }
    if (route === 'POST /__fake/reset') return sendJson(response, 200, (reset(), { reset: true }));
    if (route === 'POST /__fake/decrypt-qr') return sendJson(response, 200, decryptQr(keys, String(body.payload)));
    return sendJson(response, 404, { error: 'Unknown control' });
  }

  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://fake.invalid');
    const handler = pathname.startsWith('/__fake/') ? control(request, response, pathname) : api(request, response, pathname);
    handler.catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, pathname.startsWith('/__fake/') ? 400 : 500, { error: `Fake error: ${error instanceof Error ? error.message : String(error)}` });
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    apiKey,
    apiSecret,
    businessId,
    serviceId,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    outage: (on) => void (outage = on),
    accessPointsOffline: (on) => void (offline = on),
    taxpayer: (tin, record) => void (record ? taxpayers.set(tin, record) : taxpayers.delete(tin)),
    calls: (pathPrefix) => (pathPrefix ? calls.filter((c) => c.path.startsWith(pathPrefix)) : [...calls]),
    invoice: (irn) => invoices.get(irn),
    invoices: () => [...invoices.values()],
    validated: (irn) => validatedIrns.has(irn),
    cryptoKeysFile: () => cryptoKeysText(keys),
    decryptQr: (payload) => decryptQr(keys, payload),
    reset,
  };
}

/**
 * The shop's e-invoicing variables pointed at `fake` (README, "E-invoicing with the NRS"), its
 * crypto_keys.txt written to `keysPath`: what an integration test, an end-to-end store or the bench set.
 * Only what it reads of `fake`, so a fake in another process (the bench's) can be described too.
 */
export function shopEnvFor(fake: Pick<MbsFake, 'url' | 'apiKey' | 'apiSecret' | 'businessId' | 'serviceId' | 'cryptoKeysFile'>, keysPath: string): Record<string, string> {
  writeFileSync(keysPath, fake.cryptoKeysFile());
  return {
    NRS_API_URL: fake.url,
    NRS_API_KEY: fake.apiKey,
    NRS_API_SECRET: fake.apiSecret,
    NRS_BUSINESS_ID: fake.businessId,
    NRS_SERVICE_ID: fake.serviceId,
    NRS_TIN: '12345678-0001',
    NRS_CRYPTO_KEYS: keysPath,
  };
}

/**
 * Starts a stand-in and points this test process's NRS_* variables at it, its crypto_keys.txt in
 * $DATA_DIR: for a test file's vi.hoisted block, before anything reads the environment.
 */
export async function startMbsFakeForThisShop(options: MbsFakeOptions = {}): Promise<MbsFake & { cryptoKeysPath: string }> {
  const started = await startMbsFake(options);
  const cryptoKeysPath = join(process.env.DATA_DIR!, 'crypto_keys.txt');
  Object.assign(process.env, shopEnvFor(started, cryptoKeysPath));
  return Object.assign(started, { cryptoKeysPath });
}
