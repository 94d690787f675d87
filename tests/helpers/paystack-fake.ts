import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createdRefundJson,
  randomCode,
  refundEventData,
  refundJson,
  transactionJson,
  type FakeCall,
  type FakeDelivery,
  type FakeEvent,
  type FakeRefund,
  type FakeRefundStatus,
  type FakeTransaction,
} from './paystack-fake/ledger';
import { booleanField, integerField, parseBody, readBody, redirect, sendHtml, sendJson, stringField } from './paystack-fake/http';
import { callbackHref, checkoutPage, dashboardPage, notFoundPage } from './paystack-fake/pages';

// A Paystack of our own for tests and the local demo (README, "Taking payments"): no machine
// here reaches Paystack. It answers the calls the shop makes with Paystack's paths, Bearer
// auth and {status, message, data} shapes, serves a hosted checkout page with "Pay" and
// "Decline", and posts webhooks signed as Paystack signs them (x-paystack-signature: hex
// HMAC-SHA512 of the raw body, keyed with the secret key). Tests steer it through the
// functions on the returned object; the demo (and Playwright workers in another process)
// through the same controls over HTTP under /__fake/.
//
// Shapes come from Paystack's OpenAPI description and docs. Error messages Paystack
// documents are word for word ("Invalid key", "Duplicate Transaction Reference",
// "Transaction reference not found"); the refund refusals are close paraphrases.
// Unlike Paystack it does not retry a failed webhook by itself: call deliver() again.
// POST /refund honours an Idempotency-Key header as Paystack does: the same key again is answered
// as the first request was, and nothing is made twice.

export type { FakeCall, FakeDelivery, FakeEvent, FakeRefund, FakeRefundStatus, FakeTransaction } from './paystack-fake/ledger';

export type PaystackFakeOptions = {
  /** The secret key the shop must send as `Authorization: Bearer <key>`, and that signs webhooks. */
  secretKey: string;
  /** 0 or absent: any free port. */
  port?: number;
  host?: string;
  /** Where events are posted, e.g. http://localhost:3000/api/payments/paystack; null: events are only recorded. */
  webhookUrl?: string | null;
  /** 'auto' (default): a refund goes processed by itself after `refundDelayMs`; 'manual': only settleRefund() moves it. */
  refunds?: 'auto' | 'manual';
  refundDelayMs?: number;
};

export type PayOptions = {
  /** Charge this instead of what was initialized (an amount mismatch). */
  amount?: number;
  currency?: string;
  channel?: string;
  /** false: the charge.success event is recorded but not sent (a missed webhook). Default: sent unless webhooks are held. */
  webhook?: boolean;
};

export type FailureRule = {
  /** How many API calls answer this way (default 1). */
  count?: number;
  /** An HTTP status, or 'drop' to close the connection without an answer. Default 500. */
  status?: number | 'drop';
  message?: string;
  /** Only calls whose path starts with this, e.g. '/refund' or '/transaction/verify'. */
  path?: string;
  /** Only calls whose body names this transaction (POST /refund's `transaction`): one share of a split refund. */
  transaction?: string;
};

export type PaystackFake = {
  /** The API's base URL: set PAYSTACK_API_URL to it. */
  url: string;
  secretKey: string;
  close(): Promise<void>;
  setWebhookUrl(url: string | null): void;
  /** true: events are recorded and never sent until deliver() (missed webhooks, or events to send later and out of order). */
  holdWebhooks(hold: boolean): void;
  /** How refunds made from now on move: by themselves after `delayMs` ('auto'), or only by settleRefund() ('manual'). */
  setRefunds(mode: 'auto' | 'manual', delayMs?: number): void;
  transaction(reference: string): FakeTransaction | undefined;
  transactions(): FakeTransaction[];
  refund(id: number): FakeRefund | undefined;
  refunds(): FakeRefund[];
  /** Every event so far, oldest first; with a name, only those. */
  events(name?: string): FakeEvent[];
  /** Every API call the shop made, oldest first; with a path prefix, only those. */
  calls(pathPrefix?: string): FakeCall[];
  /** The customer pays (as the hosted page's "Pay" does, without a browser); resolves once the webhook was answered. */
  pay(reference: string, options?: PayOptions): Promise<FakeEvent>;
  /** The customer's payment is declined (Paystack sends no event for that). */
  decline(reference: string): void;
  /** What the next payment of `reference` charges, whoever pays it (the hosted page too). */
  setCharge(reference: string, charge: { amount?: number; currency?: string }): void;
  /** Records any event (any name and data) and sends it unless `deliver` is false or webhooks are held. */
  emit(event: string, data: Record<string, unknown>, options?: { deliver?: boolean }): Promise<FakeEvent>;
  /** Sends a recorded event (again: a duplicate), byte for byte; `signature` replaces the real one (a forgery). */
  deliver(eventOrId: FakeEvent | number, options?: { signature?: string }): Promise<FakeDelivery>;
  /** Moves a refund on and sends its refund.<status> event (unless `webhook` is false or webhooks are held). */
  settleRefund(id: number, status: FakeRefundStatus, options?: { webhook?: boolean }): Promise<FakeEvent>;
  /** The next matching API calls fail (Paystack down, a timeout, a refusal). */
  failNext(rule?: FailureRule): void;
  /** The x-paystack-signature Paystack would send with `body`. */
  sign(body: string): string;
  /** Resolves when no webhook is on its way. */
  whenIdle(): Promise<void>;
  /** Forgets every transaction, refund, event, call and failure rule; webhooks are sent again. */
  reset(): void;
};

const OPEN_STATUSES = new Set(['abandoned', 'ongoing']);
const REFUND_STATUSES: readonly FakeRefundStatus[] = ['pending', 'processing', 'processed', 'failed', 'needs-attention'];
const REFERENCE = /^[A-Za-z0-9.=-]{1,100}$/;
const CURRENCIES = new Set(['NGN', 'GHS', 'KES', 'USD', 'ZAR']);

class FakeRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export async function startPaystackFake(options: PaystackFakeOptions): Promise<PaystackFake> {
  const { secretKey } = options;
  let refundMode = options.refunds ?? 'auto';
  let refundDelayMs = options.refundDelayMs ?? 1500;
  let webhookUrl = options.webhookUrl ?? null;
  let holding = false;
  let closed = false;

  const transactions = new Map<string, FakeTransaction>();
  const refunds = new Map<number, FakeRefund>();
  const events: FakeEvent[] = [];
  const calls: FakeCall[] = [];
  const charges = new Map<string, { amount?: number; currency?: string }>();
  // POST /refund's first answer per Idempotency-Key, given again to a request that repeats the key.
  const refundAnswers = new Map<string, { status: number; json: unknown }>();
  const failures: Required<FailureRule>[] = [];
  const inFlight = new Set<Promise<unknown>>();
  const timers = new Set<NodeJS.Timeout>();
  // Paystack's ids are large integers; a random start keeps two fakes' ids apart.
  let nextTransactionId = 3_000_000_000 + Math.floor(Math.random() * 1_000_000) * 100;
  let nextRefundId = 1_000_000 + Math.floor(Math.random() * 100_000) * 10;
  let nextEventId = 1;

  const sign = (body: string) => createHmac('sha512', secretKey).update(body).digest('hex');

  function track<T>(promise: Promise<T>): Promise<T> {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise)).catch(() => {});
    return promise;
  }

  async function deliver(eventOrId: FakeEvent | number, deliveryOptions: { signature?: string } = {}): Promise<FakeDelivery> {
    const event = typeof eventOrId === 'number' ? events.find((e) => e.id === eventOrId) : eventOrId;
    if (!event) throw new Error(`No event #${String(eventOrId)}`);
    const signature = deliveryOptions.signature ?? sign(event.body);
    const post = async (): Promise<FakeDelivery> => {
      if (!webhookUrl) return { status: null, error: 'No webhook URL is set', signature, at: new Date() };
      try {
        const response = await fetch(webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-paystack-signature': signature, 'user-agent': 'Paystack-fake' },
          body: event.body,
          signal: AbortSignal.timeout(15_000),
        });
        return { status: response.status, responseBody: (await response.text()).slice(0, 500), signature, at: new Date() };
      } catch (error) {
        return { status: null, error: error instanceof Error ? error.message : String(error), signature, at: new Date() };
      }
    };
    const delivery = await track(post());
    event.deliveries.push(delivery);
    return delivery;
  }

  async function emit(name: string, data: Record<string, unknown>, emitOptions: { deliver?: boolean } = {}): Promise<FakeEvent> {
    const event: FakeEvent = { id: nextEventId++, event: name, data, body: JSON.stringify({ event: name, data }), deliveries: [] };
    events.push(event);
    if (emitOptions.deliver !== false && !holding && !closed) await deliver(event);
    return event;
  }

  function findTransaction(key: string | number): FakeTransaction | undefined {
    const byReference = transactions.get(String(key));
    if (byReference) return byReference;
    const id = Number(key);
    return [...transactions.values()].find((t) => t.id === id);
  }

  function openTransaction(reference: string): FakeTransaction {
    const transaction = transactions.get(reference);
    if (!transaction) throw new Error(`No transaction ${reference}`);
    if (!OPEN_STATUSES.has(transaction.status)) throw new Error(`Transaction ${reference} is already ${transaction.status}`);
    return transaction;
  }

  async function pay(reference: string, payOptions: PayOptions = {}): Promise<FakeEvent> {
    const transaction = openTransaction(reference);
    const charge = { ...charges.get(reference), ...payOptions };
    Object.assign(transaction, {
      amount: charge.amount ?? transaction.amount,
      currency: charge.currency ?? transaction.currency,
      channel: payOptions.channel ?? 'card',
      status: 'success',
      gatewayResponse: 'Successful',
      paidAt: new Date(),
    } satisfies Partial<FakeTransaction>);
    return emit('charge.success', transactionJson(transaction), { deliver: payOptions.webhook });
  }

  function decline(reference: string) {
    Object.assign(openTransaction(reference), { status: 'failed', gatewayResponse: 'Declined', channel: 'card' } satisfies Partial<FakeTransaction>);
  }

  function refundedSoFar(transaction: FakeTransaction) {
    return [...refunds.values()].filter((r) => r.transactionId === transaction.id && r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0);
  }

  async function settleRefund(id: number, status: FakeRefundStatus, settleOptions: { webhook?: boolean } = {}): Promise<FakeEvent> {
    const refund = refunds.get(id);
    if (!refund) throw new Error(`No refund ${id}`);
    const transaction = findTransaction(refund.transactionId)!;
    refund.status = status;
    if (status === 'processed') {
      refund.refundedAt = new Date();
      refund.refundReference = `TRF_${randomCode(15)}`;
      const processed = [...refunds.values()].filter((r) => r.transactionId === transaction.id && r.status === 'processed');
      if (processed.reduce((sum, r) => sum + r.amount, 0) >= transaction.amount) transaction.status = 'reversed';
    }
    return emit(`refund.${status}`, refundEventData(refund, transaction), { deliver: settleOptions.webhook });
  }

  // ---- The API ----

  function initialize(body: Record<string, unknown>, baseUrl: string) {
    const email = stringField(body.email);
    const amount = integerField(body.amount);
    const currency = (stringField(body.currency) ?? 'NGN').toUpperCase();
    if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new FakeRefusal(400, 'Invalid Email Address Passed');
    if (amount === undefined || !Number.isSafeInteger(amount) || amount <= 0) throw new FakeRefusal(400, 'Invalid Amount Sent');
    if (!CURRENCIES.has(currency)) throw new FakeRefusal(400, 'Currency not supported by merchant');
    const reference = stringField(body.reference) ?? randomCode(12);
    if (!REFERENCE.test(reference)) throw new FakeRefusal(400, 'Invalid transaction reference: only -, ., = and alphanumeric characters are allowed');
    if (transactions.has(reference)) {
      throw new FakeRefusal(400, 'Duplicate Transaction Reference', {
        meta: { nextStep: 'Try and create the Transaction or Charge with a new reference' },
        type: 'validation_error',
        code: 'duplicate_reference',
      });
    }
    const accessCode = randomCode(15);
    transactions.set(reference, {
      id: nextTransactionId++,
      reference,
      accessCode,
      email,
      requestedAmount: amount,
      requestedCurrency: currency,
      amount,
      currency,
      callbackUrl: stringField(body.callback_url) ?? null,
      metadata: body.metadata ?? null,
      // What Paystack's verify says of a transaction nobody has paid yet.
      status: 'abandoned',
      channel: 'card',
      gatewayResponse: 'The transaction was not completed',
      createdAt: new Date(),
      paidAt: null,
    });
    return {
      message: 'Authorization URL created',
      data: { authorization_url: `${baseUrl}/checkout/${accessCode}`, access_code: accessCode, reference },
    };
  }

  function verify(reference: string) {
    const transaction = transactions.get(reference);
    if (!transaction) {
      throw new FakeRefusal(400, 'Transaction reference not found', {
        meta: { nextStep: "Ensure that you're passing the reference of a transaction that exists on this integration" },
        type: 'validation_error',
        code: 'transaction_not_found',
      });
    }
    return { message: 'Verification successful', data: transactionJson(transaction) };
  }

  function createRefund(body: Record<string, unknown>, answered: Promise<void>) {
    const key = body.transaction;
    if (typeof key !== 'string' && typeof key !== 'number') throw new FakeRefusal(400, 'Transaction reference or id is required');
    const transaction = findTransaction(key);
    if (!transaction) throw new FakeRefusal(404, 'Transaction not found');
    if (transaction.status === 'reversed') throw new FakeRefusal(400, 'Transaction has been fully reversed');
    if (transaction.status !== 'success') throw new FakeRefusal(400, 'Cannot refund a transaction that was not successful');
    const left = transaction.amount - refundedSoFar(transaction);
    const amount = integerField(body.amount) ?? left;
    if (!Number.isSafeInteger(amount) || amount <= 0) throw new FakeRefusal(400, 'Invalid amount');
    if (amount > left) throw new FakeRefusal(400, 'Refund amount cannot be more than what is left unrefunded on the transaction');
    const refund: FakeRefund = {
      id: nextRefundId++,
      transactionId: transaction.id,
      transactionReference: transaction.reference,
      amount,
      currency: transaction.currency,
      status: 'pending',
      merchantNote: stringField(body.merchant_note) ?? `Refund for transaction ${transaction.reference}`,
      customerNote: stringField(body.customer_note) ?? `Refund for transaction ${transaction.reference}`,
      refundReference: null,
      createdAt: new Date(),
      refundedAt: null,
    };
    refunds.set(refund.id, refund);
    // Paystack queues the refund and tells the merchant by webhook, after it has answered.
    void answered.then(() => {
      if (closed) return;
      void track(emit('refund.pending', refundEventData(refund, transaction)));
      if (refundMode !== 'auto') return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!closed && refund.status === 'pending') void track(settleRefund(refund.id, 'processed'));
      }, refundDelayMs);
      timers.add(timer);
    });
    return { message: 'Refund has been queued for processing', data: createdRefundJson(refund, transaction) };
  }

  function fetchRefund(id: string) {
    const refund = refunds.get(Number(id));
    if (!refund) throw new FakeRefusal(404, 'Refund not found');
    return { message: 'Refund retrieved', data: refundJson(refund, findTransaction(refund.transactionId)!) };
  }

  async function api(request: http.IncomingMessage, response: http.ServerResponse, path: string, baseUrl: string) {
    const raw = await readBody(request);
    const body = parseBody(raw, request.headers['content-type']);
    const authorized = request.headers.authorization === `Bearer ${secretKey}`;
    const call: FakeCall = { method: request.method ?? 'GET', path, body, authorized, status: 0, at: new Date() };
    calls.push(call);
    const answer = (status: number, json: unknown) => {
      call.status = status;
      sendJson(response, status, json);
    };
    if (!authorized) return answer(401, { status: false, message: 'Invalid key' });

    const failure = failures.find((rule) => path.startsWith(rule.path) && (!rule.transaction || body.transaction === rule.transaction));
    if (failure) {
      if (--failure.count <= 0) failures.splice(failures.indexOf(failure), 1);
      if (failure.status === 'drop') {
        call.status = -1;
        response.socket?.destroy();
        return;
      }
      return answer(failure.status, { status: false, message: failure.message });
    }

    const answered = new Promise<void>((resolve) => response.once('finish', resolve));
    const method = request.method ?? 'GET';
    const header = request.headers['idempotency-key'];
    const idempotencyKey = method === 'POST' && path === '/refund' && typeof header === 'string' && header ? header : null;
    const repeated = idempotencyKey ? refundAnswers.get(idempotencyKey) : undefined;
    if (repeated) return answer(repeated.status, repeated.json);
    const reply = (status: number, json: unknown) => {
      if (idempotencyKey) refundAnswers.set(idempotencyKey, { status, json });
      answer(status, json);
    };
    const verifyMatch = /^\/transaction\/verify\/([^/]+)$/.exec(path);
    const refundMatch = /^\/refund\/([^/]+)$/.exec(path);
    try {
      let result: { message: string; data: unknown };
      if (method === 'POST' && path === '/transaction/initialize') result = initialize(body, baseUrl);
      else if (method === 'GET' && verifyMatch) result = verify(decodeURIComponent(verifyMatch[1]!));
      else if (method === 'POST' && path === '/refund') result = createRefund(body, answered);
      else if (method === 'GET' && refundMatch) result = fetchRefund(decodeURIComponent(refundMatch[1]!));
      else throw new FakeRefusal(404, 'The fake does not implement this endpoint');
      reply(200, { status: true, ...result });
    } catch (error) {
      if (!(error instanceof FakeRefusal)) throw error;
      reply(error.status, { status: false, message: error.message, ...error.extra });
    }
  }

  // ---- The hosted page ----

  async function checkout(request: http.IncomingMessage, response: http.ServerResponse, path: string) {
    const [, , accessCode, action] = path.split('/');
    const transaction = [...transactions.values()].find((t) => t.accessCode === accessCode);
    if (!transaction) return sendHtml(response, 404, notFoundPage());
    if (request.method === 'GET' && !action) return sendHtml(response, 200, checkoutPage(transaction));
    if (request.method !== 'POST' || (action !== 'pay' && action !== 'decline')) return sendHtml(response, 404, notFoundPage());
    await readBody(request);
    if (OPEN_STATUSES.has(transaction.status)) {
      if (action === 'pay') await pay(transaction.reference);
      else decline(transaction.reference);
    }
    if (transaction.callbackUrl) return redirect(response, callbackHref(transaction));
    return sendHtml(response, 200, checkoutPage(transaction));
  }

  // ---- Controls over HTTP, for the demo and for tests in another process ----
  // GET  /__fake/                                 the control page (HTML)
  // GET  /__fake/state                            {webhookUrl, holdingWebhooks, transactions, refunds, events, calls}
  // POST /__fake/config                           {webhookUrl?, holdWebhooks?, refunds?: 'auto'|'manual', refundDelayMs?}
  // POST /__fake/transactions/:reference/pay      {amount?, currency?, channel?, webhook?: false}  -> the event
  // POST /__fake/transactions/:reference/decline
  // POST /__fake/transactions/:reference/charge   {amount?, currency?}: what its next payment charges
  // POST /__fake/events                           {event, data, deliver?: false}  -> the event
  // POST /__fake/events/:id/deliver               {signature?}  -> the delivery (a duplicate, or a forgery)
  // POST /__fake/refunds/:id/settle               {status, webhook?: false}  -> the event
  // POST /__fake/fail                             {count?, status?: number|'drop', message?, path?, transaction?}
  // POST /__fake/reset
  // A form post (the control page) is answered with a redirect back to /__fake/, JSON with JSON.

  function state() {
    return {
      webhookUrl,
      holdingWebhooks: holding,
      transactions: [...transactions.values()],
      refunds: [...refunds.values()],
      events,
      calls,
    };
  }

  async function control(request: http.IncomingMessage, response: http.ServerResponse, path: string) {
    const isForm = request.headers['content-type']?.includes('application/x-www-form-urlencoded') ?? false;
    const body = parseBody(await readBody(request), request.headers['content-type']);
    const done = (result: unknown) => (isForm ? redirect(response, '/__fake/') : sendJson(response, 200, result));
    const parts = path.split('/').slice(2).map(decodeURIComponent);
    const [section, key, verb] = parts;
    if (request.method === 'GET') {
      if (!section) return sendHtml(response, 200, dashboardPage(state()));
      if (section === 'state') return sendJson(response, 200, state());
      return sendJson(response, 404, { error: 'Unknown control' });
    }
    try {
      if (section === 'config') {
        if ('webhookUrl' in body) webhookUrl = stringField(body.webhookUrl) ?? null;
        if (isForm || 'holdWebhooks' in body) holding = booleanField(body.holdWebhooks, false);
        if (body.refunds === 'auto' || body.refunds === 'manual') refundMode = body.refunds;
        const delay = integerField(body.refundDelayMs);
        if (delay !== undefined && Number.isSafeInteger(delay)) refundDelayMs = delay;
        return done({ webhookUrl, holdingWebhooks: holding, refunds: refundMode, refundDelayMs });
      }
      if (section === 'reset') return done((reset(), { reset: true }));
      if (section === 'fail') {
        const status = body.status === 'drop' ? 'drop' : integerField(body.status);
        failNext({
          count: integerField(body.count),
          status,
          message: stringField(body.message),
          path: stringField(body.path),
          transaction: stringField(body.transaction),
        });
        return done({ failing: failures });
      }
      if (section === 'transactions' && key && verb === 'pay') {
        const event = await pay(key, {
          amount: integerField(body.amount),
          currency: stringField(body.currency),
          channel: stringField(body.channel),
          webhook: booleanField(body.webhook, true),
        });
        return done(event);
      }
      if (section === 'transactions' && key && verb === 'decline') return done((decline(key), transactions.get(key)));
      if (section === 'transactions' && key && verb === 'charge') {
        setCharge(key, { amount: integerField(body.amount), currency: stringField(body.currency) });
        return done(charges.get(key));
      }
      if (section === 'events' && !key) {
        const name = stringField(body.event);
        if (!name || typeof body.data !== 'object' || body.data === null) throw new Error('Send {event, data}');
        return done(await emit(name, body.data as Record<string, unknown>, { deliver: booleanField(body.deliver, true) }));
      }
      if (section === 'events' && key && verb === 'deliver') return done(await deliver(Number(key), { signature: stringField(body.signature) }));
      if (section === 'refunds' && key && verb === 'settle') {
        const status = stringField(body.status) as FakeRefundStatus | undefined;
        if (!status || !REFUND_STATUSES.includes(status)) throw new Error(`status must be one of ${REFUND_STATUSES.join(', ')}`);
        return done(await settleRefund(Number(key), status, { webhook: booleanField(body.webhook, true) }));
      }
      return sendJson(response, 404, { error: 'Unknown control' });
    } catch (error) {
      return sendJson(response, 400, { error: error instanceof Error ? error.message : String(error) });
    }
  }

  function setCharge(reference: string, charge: { amount?: number; currency?: string }) {
    openTransaction(reference);
    charges.set(reference, { ...charges.get(reference), ...Object.fromEntries(Object.entries(charge).filter(([, v]) => v !== undefined)) });
  }

  function failNext(rule: FailureRule = {}) {
    failures.push({
      count: rule.count ?? 1,
      status: rule.status ?? 500,
      message: rule.message ?? 'An error occurred',
      path: rule.path ?? '/',
      transaction: rule.transaction ?? '',
    });
  }

  function reset() {
    transactions.clear();
    refunds.clear();
    events.length = 0;
    calls.length = 0;
    charges.clear();
    refundAnswers.clear();
    failures.length = 0;
    holding = false;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake.invalid');
    // A browser on the hosted page asks for this; it is not a call to the API.
    if (url.pathname === '/favicon.ico') return void response.writeHead(404).end();
    const baseUrl = `http://${request.headers.host ?? 'localhost'}`;
    const handler = url.pathname.startsWith('/__fake')
      ? control(request, response, url.pathname)
      : url.pathname.startsWith('/checkout/')
        ? checkout(request, response, url.pathname)
        : api(request, response, url.pathname, baseUrl);
    handler.catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { status: false, message: `Fake error: ${error instanceof Error ? error.message : String(error)}` });
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
    secretKey,
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      await Promise.allSettled([...inFlight]);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    setWebhookUrl: (url) => void (webhookUrl = url),
    holdWebhooks: (hold) => void (holding = hold),
    setRefunds(mode, delayMs) {
      refundMode = mode;
      if (delayMs !== undefined) refundDelayMs = delayMs;
    },
    transaction: (reference) => transactions.get(reference),
    transactions: () => [...transactions.values()],
    refund: (id) => refunds.get(id),
    refunds: () => [...refunds.values()],
    events: (name) => (name ? events.filter((e) => e.event === name) : [...events]),
    calls: (pathPrefix) => (pathPrefix ? calls.filter((c) => c.path.startsWith(pathPrefix)) : [...calls]),
    pay,
    decline,
    setCharge,
    emit,
    deliver,
    settleRefund,
    failNext,
    sign,
    async whenIdle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    reset,
  };
}
