import 'server-only';

// The Nigeria Revenue Service's Merchant-Buyer Solution (MBS), the calls the shop makes to report and
// clear its invoices (docs/decisions/0070-e-invoicing.md). Every call carries x-api-key and
// x-api-secret under the base path /api/v1, and every answer comes back as a result, never a throw:
// { ok: true, data } or { ok: false, kind, ... } where `kind` says what the caller does next:
//
//   transient  no answer, a timeout, a 5xx, or MBS's "try again later": retry in a few seconds
//   duplicate  sign refused because this IRN is already signed: treat it as signed and confirm it
//   offline    transmit refused because the buyer's access point is offline: transmit again later
//   auth       MBS does not accept the API key and secret: fix the configuration
//   refused    anything else: MBS's reasons are in `message` and `details`
//
// The base URL comes from configuration (tests point it at tests/helpers/mbs-fake.ts). The secret is
// only ever put in the header: it is in no result and nothing here logs. Redirects are never followed:
// fetch would carry x-api-key and x-api-secret to wherever the Location names, another origin included,
// so a redirect is answered as a refusal naming where it led (docs/security.md, "Running the shop").

/** MBS's 2026 production host, as a suggestion for configuration only: older clients name another. */
export const SUGGESTED_MBS_PRODUCTION_BASE_URL = 'https://einvoice1.nrs.gov.ng';

const BASE_PATH = '/api/v1';
const TIMEOUT_MS = 20_000;

export type MbsConfig = { baseUrl: string; apiKey: string; apiSecret: string; businessId: string };
export type MbsFailureKind = 'transient' | 'duplicate' | 'offline' | 'auth' | 'refused';
export type MbsFailure = {
  ok: false;
  kind: MbsFailureKind;
  /** The HTTP status; null when MBS did not answer. */
  status: number | null;
  message: string;
  details: string | null;
};
export type MbsResult<T = unknown> = { ok: true; data: T } | MbsFailure;
export type MbsPaymentStatus = 'PENDING' | 'PAID' | 'PARTIAL' | 'CANCELED';
export type MbsConfirmation = {
  issue_date?: string | null;
  due_date?: string | null;
  sync_date?: string | null;
  payment_status?: string | null;
  transmitted?: boolean | null;
  delivered?: boolean | null;
};
export type MbsCallOptions = { signal?: AbortSignal };
/** What MBS answers of a TIN: the taxpayer's name, type and status (field names differ between sources). */
export type MbsTaxpayer = { name?: string | null; taxpayer_name?: string | null; type?: string | null; status?: string | null };

type Operation = 'sign' | 'transmit' | 'other';
type ErrorEnvelope = { message?: unknown; error?: { details?: unknown; public_message?: unknown } | null };

const TRANSIENT = /try again later|unable to complete this operation at this time/i;
const AUTH = /unable to validate api key/i;
const OFFLINE = /access points? (?:are |is )?offline/i;
// MBS's refusal of any invalid invoice says "also confirm this is not a duplicate request": that
// sentence alone is no duplicate, so it is taken out before looking for one.
const NOT_A_DUPLICATE = /confirm this is not a duplicate request/gi;
const DUPLICATE = /duplicate|already signed/i;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

function classify(operation: Operation, status: number, message: string, details: string | null): MbsFailureKind {
  const said = `${message} ${details ?? ''}`;
  if (AUTH.test(said) || status === 401 || status === 403) return 'auth';
  if (status >= 500 || status === 408 || status === 429 || TRANSIENT.test(said)) return 'transient';
  if (operation === 'transmit' && status === 404 && OFFLINE.test(said)) return 'offline';
  if (operation === 'sign' && DUPLICATE.test(said.replace(NOT_A_DUPLICATE, ''))) return 'duplicate';
  return 'refused';
}

function noAnswer(error: unknown, timeout: AbortSignal, callerSignal: AbortSignal | undefined): string {
  if (callerSignal?.aborted) return 'The call was given up before MBS answered';
  if (timeout.aborted) return `MBS did not answer within ${TIMEOUT_MS / 1000} s`;
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return `MBS could not be reached${typeof code === 'string' ? ` (${code})` : ''}: ${error instanceof Error ? error.message : String(error)}`;
}

/** A redirect answered: the key and secret stay here, and the owner checks the MBS address. */
function redirectRefused(response: Response): MbsFailure {
  const location = response.headers.get('location');
  let to = 'another address';
  try {
    if (location) to = new URL(location, response.url).origin;
  } catch {
    // A Location that is no URL: named as "another address".
  }
  const message = `The MBS address answered with a redirect (${response.status}) to ${to}; it was not followed, so the API key and secret went nowhere else. Check the MBS address.`;
  return { ok: false, kind: 'refused', status: response.status, message, details: null };
}

export function mbsClient(config: MbsConfig) {
  const { apiKey, apiSecret, businessId } = config;
  if (!/^https?:\/\/[^/]/.test(config.baseUrl)) throw new TypeError('The MBS base URL must be an http(s) URL');
  if (!apiKey || !apiSecret || !businessId) throw new TypeError('MBS needs an API key, an API secret and a business ID');
  const root = `${config.baseUrl.replace(/\/+$/, '')}${BASE_PATH}`;

  async function call<T>(method: 'GET' | 'POST' | 'PATCH', path: string, body: string | undefined, operation: Operation, options: MbsCallOptions = {}): Promise<MbsResult<T>> {
    const timeout = AbortSignal.timeout(TIMEOUT_MS);
    let response: Response;
    let answer: string;
    try {
      response = await fetch(`${root}${path}`, {
        method,
        headers: { 'x-api-key': apiKey, 'x-api-secret': apiSecret, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body,
        signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
        redirect: 'manual',
      });
      answer = await response.text();
    } catch (error) {
      // No answer (refused connection, reset, timeout, the caller gave up): whether MBS acted is unknown, so retry.
      return { ok: false, kind: 'transient', status: null, message: noAnswer(error, timeout, options.signal), details: null };
    }
    if (response.status >= 300 && response.status < 400) return redirectRefused(response);
    let json: unknown = null;
    try {
      json = answer ? JSON.parse(answer) : null;
    } catch {
      // A proxy's HTML page, say: the status decides.
    }
    if (response.ok && json && typeof json === 'object' && 'data' in json) return { ok: true, data: (json as { data: T }).data };
    const envelope = (json && typeof json === 'object' ? json : {}) as ErrorEnvelope;
    const message = text(envelope.error?.public_message) ?? text(envelope.message) ?? `MBS answered ${response.status} ${response.statusText}`.trim();
    const details = text(envelope.error?.details);
    // A 200 that is not MBS's envelope is no proof the call was done: ask again.
    const kind = response.ok ? 'transient' : classify(operation, response.status, message, details);
    return { ok: false, kind, status: response.status, message, details };
  }

  const irnPath = (irn: string) => encodeURIComponent(irn);

  return {
    /** Checks an IRN before it is used: its Service ID, its date and the invoice number it carries. */
    validateIrn: (invoiceReference: string, irn: string, options?: MbsCallOptions) =>
      call('POST', '/invoice/irn/validate', JSON.stringify({ business_id: businessId, invoice_reference: invoiceReference, irn }), 'other', options),
    /** Checks an invoice (JSON text from toMbsJson) without signing it. */
    validateInvoice: (invoiceJson: string, options?: MbsCallOptions) => call('POST', '/invoice/validate', invoiceJson, 'other', options),
    /** Signs (clears) the invoice; a second sign of its IRN comes back as kind 'duplicate'. */
    signInvoice: (invoiceJson: string, options?: MbsCallOptions) => call('POST', '/invoice/sign', invoiceJson, 'sign', options),
    /** What MBS holds of a signed invoice; an IRN it never signed is refused (404). */
    confirmInvoice: (irn: string, options?: MbsCallOptions) => call<MbsConfirmation>('GET', `/invoice/confirm/${irnPath(irn)}`, undefined, 'other', options),
    /** Reports a payment: PARTIAL for a deposit, PAID once the balance is in. */
    updatePayment: (irn: string, status: MbsPaymentStatus, reference?: string, options?: MbsCallOptions) =>
      call('PATCH', `/invoice/update/${irnPath(irn)}`, JSON.stringify({ payment_status: status, ...(reference ? { reference } : {}) }), 'other', options),
    /** Sends a signed invoice to the buyer's access point. */
    transmit: (irn: string, options?: MbsCallOptions) => call('POST', `/invoice/transmit/${irnPath(irn)}`, '{}', 'transmit', options),
    /** The taxpayer MBS knows by `tin`; a TIN it does not know is refused (404). */
    verifyTin: (tin: string, options?: MbsCallOptions) => call<MbsTaxpayer>('POST', '/utilities/verify-tin/', JSON.stringify({ tin }), 'other', options),
    /** One of MBS's code lists: invoice-types, tax-categories, currencies, payment-means, hs-codes... */
    resources: (name: string, options?: MbsCallOptions) => call<unknown[]>('GET', `/invoice/resources/${encodeURIComponent(name)}`, undefined, 'other', options),
  };
}

export type MbsClient = ReturnType<typeof mbsClient>;
