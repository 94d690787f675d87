import 'server-only';
import { getEnv } from '@/server/env';

// Paystack's REST API, the calls the shop makes (https://paystack.com/docs/api/): initialize a
// transaction, verify it by reference, refund it and read a refund back. Amounts are in kobo, as everywhere in this shop.
// PAYSTACK_API_URL lets tests and the local demo point at a stand-in with the same paths and shapes.

export type PaystackTransaction = {
  id: number;
  status: string; // success, failed, abandoned, ongoing, pending, reversed...
  reference: string;
  amount: number;
  currency: string;
  channel?: string | null;
  paid_at?: string | null;
  gateway_response?: string | null;
  metadata?: unknown;
};

/** A refund's state: pending, processing, processed, failed or needs-attention. */
export type PaystackRefund = { id: number; status: string; amount: number; currency: string };

export class PaystackError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number,
  ) {
    super(message);
    this.name = 'PaystackError';
  }

  /** Paystack answered that it has no such transaction or refund (not an outage: asking again changes nothing). */
  get notFound() {
    return (this.httpStatus === 400 || this.httpStatus === 404) && /not found/i.test(this.message);
  }
}

export function paystackConfigured() {
  return Boolean(getEnv().PAYSTACK_SECRET_KEY);
}

const TIMEOUT_MS = 15_000;

export type CallOptions = {
  /** Ends the call early: a job past its timeout, or a request the visitor left. */
  signal?: AbortSignal;
  /** Paystack answers a repeated request with this key as it answered the first, and does nothing again. */
  idempotencyKey?: string;
};

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, options: CallOptions = {}): Promise<T> {
  const { PAYSTACK_SECRET_KEY: key, PAYSTACK_API_URL: base } = getEnv();
  if (!key) throw new PaystackError('Paystack is not configured (PAYSTACK_SECRET_KEY).', 0);
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const response = await fetch(new URL(path, `${base.replace(/\/+$/, '')}/`), {
    method,
    headers: {
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
      accept: 'application/json',
      ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
  });
  const json = (await response.json().catch(() => null)) as { status?: boolean; message?: string; data?: T } | null;
  if (!response.ok || !json?.status || json.data === undefined) {
    throw new PaystackError(json?.message ?? `Paystack answered ${response.status}`, response.status);
  }
  return json.data;
}

export async function initializeTransaction(input: {
  email: string;
  amountKobo: number;
  reference: string;
  callbackUrl: string;
  metadata: Record<string, unknown>;
}, options?: CallOptions): Promise<{ authorization_url: string; access_code: string; reference: string }> {
  return call('POST', 'transaction/initialize', {
    email: input.email,
    amount: input.amountKobo,
    currency: 'NGN',
    reference: input.reference,
    callback_url: input.callbackUrl,
    metadata: input.metadata,
  }, options);
}

export async function verifyTransaction(reference: string, options?: CallOptions): Promise<PaystackTransaction> {
  return call('GET', `transaction/verify/${encodeURIComponent(reference)}`, undefined, options);
}

/** A refund of part or all of a transaction (by our reference); Paystack reports its progress by webhook. */
export async function createRefund(
  input: { transactionReference: string; amountKobo: number; note?: string },
  options?: CallOptions,
): Promise<PaystackRefund> {
  return call('POST', 'refund', { transaction: input.transactionReference, amount: input.amountKobo, merchant_note: input.note }, options);
}

/** A refund as Paystack holds it now: the truth a refund webhook only announces. */
export async function fetchRefund(id: string, options?: CallOptions): Promise<PaystackRefund> {
  return call('GET', `refund/${encodeURIComponent(id)}`, undefined, options);
}
