// @postgres: reads every table's rows as text with a regular expression in SQL
import { describe, expect, it, vi } from 'vitest';
import { createHmac, randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as, signedOut, type TestCaller } from '../helpers/sessions';
import { actionInputs, adminActions, isServerActionModule, otherActions, ROOT, sources, type Discovered } from './admin-authorization/_discovery';
import { insertProduct } from './admin-authorization/_registry';
import { insertDraft } from '../helpers/drafts';
import { db, queryRows } from '@/server/db/client';
import { categories, contactMessages, users } from '@/server/db/schema';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import { generateMetadata as searchPageMetadata } from '@/app/(store)/search/page';
import { searchProducts } from '@/server/catalog/search-reads';

// A NUL byte in text makes PostgreSQL refuse the whole query (error 22021): a web scanner's
// `GET /search?q=%2Fe%00` was a 500. Every text that enters the shop is cleaned of control
// characters where its schema is defined (src/lib/schemas/fields.ts, src/lib/text.ts). Here every
// action and route handler, found as tests/integration/admin-authorization.test.ts finds them, gets
// control characters in each of its text inputs: each answers with a clear refusal or goes on with
// the text cleaned, never fails, and no stored text keeps one.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  process.env.PAYSTACK_SECRET_KEY = 'sk_test_control_characters';
  return pointDataDirAtTempFolder();
});

const ORIGIN = 'http://localhost:3000';
/** NUL, an escape sequence that clears a terminal, and NEL (a C1 control). */
const HOSTILE = '\u0000\u001b[2J\u0085';
const STORED_CONTROL = '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]';

const callers = setUpAdminTestDatabase(dataDir);

type Path = (string | number)[];

/** The path to every string in a plain value (objects, arrays, FormData entries). */
function stringPaths(value: unknown, at: Path = []): Path[] {
  if (typeof value === 'string') return [at];
  if (value instanceof FormData) return [...value.keys()].filter((key) => typeof value.get(key) === 'string').map((key) => [key]);
  if (Array.isArray(value)) return value.flatMap((item, index) => stringPaths(item, [...at, index]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...at, key]));
  return [];
}

/** The value with HOSTILE added to the string at `at`. */
function withHostile(value: unknown, at: Path): unknown {
  if (at.length === 0) return `${value as string}${HOSTILE}`;
  const [head, ...rest] = at;
  if (value instanceof FormData) {
    const copy = new FormData();
    for (const [key, item] of value.entries()) copy.append(key, key === head ? (withHostile(item, rest) as string) : item);
    return copy;
  }
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head!] = withHostile(copy[head!], rest);
  return copy;
}

/** An action's answer; a redirect or refresh (a form action's way of answering) counts as one. */
async function answerOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    return await run();
  } catch (error) {
    const digest = String((error as { digest?: unknown }).digest ?? (error as Error).message);
    // refresh() needs the scope Next gives a server action, which a test has not.
    if (/NEXT_REDIRECT|refresh can only be called/.test(digest)) return { navigated: digest.slice(0, 40) };
    throw error;
  }
}

/** Calls `fn` once per text input of `input()`, each time with control characters in it. */
async function expectNoFailure(caller: TestCaller, action: Discovered, input: () => Promise<unknown>) {
  const paths = stringPaths(await input());
  for (const at of paths) {
    const hostile = withHostile(await input(), at);
    const answer = await as(caller, () => answerOf(() => action.fn(hostile)));
    expect(answer, `${action.name} with a control character in ${at.join('.') || 'its input'}: ${JSON.stringify(answer)}`).not.toMatchObject({ code: 'failed' });
  }
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};

// ---- the rule ---------------------------------------------------------------------------------

describe('text in schemas', () => {
  it('starts from oneLine() or multiLine() wherever input is read: src/lib, actions and src/app', () => {
    // Passwords (and the codes typed with them) are kept exactly as typed: they are only hashed or compared.
    const AS_TYPED = /password|Password|src\/lib\/account-security\.ts/;
    const readsInput = ({ file, text }: { file: string; text: string }) => file.startsWith('src/lib/') || file.startsWith('src/app/') || isServerActionModule(text);
    const bare = sources
      .filter((source) => readsInput(source) && source.file !== 'src/lib/schemas/fields.ts')
      .flatMap(({ file, text }) => text.split('\n').map((line, index) => ({ at: `${file}:${index + 1}`, line })))
      .filter(({ at, line }) => /\bz\.string\(|^\s*\.string\(/.test(line) && !AS_TYPED.test(`${at} ${line}`));
    expect(bare.map(({ at }) => at), 'Use oneLine() or multiLine() from src/lib/schemas/fields.ts').toEqual([]);
  });
});

// ---- actions ----------------------------------------------------------------------------------

describe.each(adminActions.map((action) => [`${action.name} (${action.file})`, action] as const))('%s', (_label, action) => {
  it('a control character in any text input is cleaned or refused, never a failure', async () => {
    const entry = actionInputs.get(action.name);
    if (!entry) throw new Error(`${action.name} has no entry in tests/integration/admin-authorization/*.ts`);
    await expectNoFailure(callers.admin, action, entry.factory);
  });
});

/** An input for each of the shopper's and the public's actions; not every one need pass the action's other checks. */
const SHOPPER_INPUTS: Record<string, () => Promise<unknown>> = {
  checkCartAction: async () => [{ id: (await insertProduct()).id, unitPriceKobo: 45_000_00 }],
  searchProductsAction: async () => 'sofa',
  confirmReceiptAction: async () => ({ orderNumber: 'AL-20260101-ABCD' }),
  reportProblemAction: async () => ({ orderNumber: 'AL-20260101-ABCD', report: 'A leg arrived broken.\nPlease help.', photoKeys: [] }),
  trackOrderAction: async () => form({ orderNumber: 'AL-20260101-ABCD', contact: '0803 123 4567' }),
  priceDeliveryAction: async () => ({ lines: [{ productId: (await insertProduct()).id, quantity: 1 }], method: 'delivery', state: 'Lagos', discountCode: 'DETTY25' }),
  placeOrderAction: async () => ({
    shipping: { fullName: 'Ada Obi', email: 'ada@example.com', phone: '0803 123 4567', address: '12 Bode Thomas Street\nSurulere', state: 'Lagos', notes: 'Call first.' },
    lines: [{ productId: (await insertProduct()).id, quantity: 1, unitPriceKobo: 45_000_00, variant: 'Large / Green' }],
    delivery: { method: 'pickup', feeKobo: 0 },
    paymentMethod: 'bank_transfer',
    discountCode: 'DETTY25',
    idempotencyKey: randomUUID(),
  }),
  askQuoteQuestionAction: async () => ({ quoteNumber: 'Q-20260101-ABCD', body: 'Does it come in oak?' }),
  claimQuoteAction: async () => ({ quoteNumber: 'Q-20260101-ABCD' }),
  declineQuoteAction: async () => ({ quoteNumber: 'Q-20260101-ABCD', reason: 'Over our budget.' }),
  acceptQuoteAction: async () => ({
    quoteNumber: 'Q-20260101-ABCD',
    shipping: { fullName: 'Ada Obi', email: 'ada@example.com', phone: '0803 123 4567', address: '12 Bode Thomas Street', state: 'Lagos' },
    paymentMethod: 'bank_transfer',
  }),
  payDraftAction: async () => ({
    token: (await insertDraft(await insertProduct())).token,
    shipping: { fullName: 'Ada Obi', email: 'ada@example.com', phone: '0803 123 4567', address: '12 Bode Thomas Street\nSurulere', state: 'Lagos', notes: 'Call first.' },
    paymentMethod: 'bank_transfer',
    deposit: false,
  }),
  markReviewHelpfulAction: async () => ({ id: randomUUID() }),
  helpfulFormAction: async () => form({ id: randomUUID(), back: '/product/x' }),
  setMarketingMailAction: async () => ({ wanted: true }),
  setMessagingConsentAction: async () => ({ phone: '0803 123 4567', purpose: 'order_updates', granted: true }),
  startTwoFactorSetup: async () => ({ password: 'not-the-password' }),
  regenerateBackupCodes: async () => ({ password: 'not-the-password' }),
  confirmIdentity: async () => ({ password: 'not-the-password', code: '123456' }),
  startStaffEnrolmentAction: async () => ({ token: 'abc' }),
  mailMyEnrolmentLinkAction: async () => ({}),
  forgetTrustedDevices: async () => ({}),
  forgotPasswordAction: async () => ({ email: 'ada@example.com' }),
  resetPasswordAction: async () => ({ token: 'abc', password: 'a long new passphrase', confirmPassword: 'a long new passphrase' }),
  verifyEmailAction: async () => ({ token: 'abc' }),
  confirmEmailChangeAction: async () => ({ token: 'abc' }),
  undoEmailChangeAction: async () => ({ token: 'abc' }),
  resendVerificationAction: async () => ({}),
  requestEmailChangeAction: async () => ({ newEmail: 'ada.new@example.com', password: 'not-the-password' }),
  updateProfileAction: async () => ({ name: 'Ada Obi', phone: '0803 123 4567', address: '12 Bode Thomas Street\nSurulere' }),
  syncCartAction: async () => ({ lines: [{ productId: (await insertProduct()).id, quantity: 1, variant: 'Large / Green' }], base: null, changed: true }),
  applyDiscountAction: async () => ({ lines: [{ productId: (await insertProduct()).id, quantity: 1 }], method: 'pickup', state: null, code: 'DETTY25' }),
  acceptInvitationWithPasswordAction: async () => ({ token: 'abc', name: 'Ngozi', password: 'a long new passphrase', confirmPassword: 'a long new passphrase' }),
  acceptInvitationSignedInAction: async () => ({ token: 'abc' }),
  payNowAction: async () => ({ orderNumber: 'AL-20260101-ABCD' }),
  closeMyAccountAction: async () => ({ accountId: 'someone', password: 'not-the-password', confirmation: 'CLOSE', withPasskey: false }),
  watchPieceAction: async () => ({ productId: (await insertProduct()).id }),
  watchingPieceAction: async () => ({ productId: (await insertProduct()).id }),
  stopWatchingPieceAction: async () => ({ productId: (await insertProduct()).id }),
  askWhenBackAction: async () => ({ productId: (await insertProduct()).id, email: 'ada@example.com' }),
  confirmStockAlertAction: async () => ({ token: 'abc' }),
  savePieceAction: async () => ({ productId: (await insertProduct()).id, saved: true }),
  mergeSavedPiecesAction: async () => ({ productIds: [(await insertProduct()).id] }),
};

/** Actions that redraw the page with refresh() once they have written, checked by what they wrote. */
const REDRAWN = ['updateProfileAction'];

describe("the shopper's and the public's actions", () => {
  it('each has an input here', () => {
    expect(otherActions.map(({ name }) => name).filter((name) => !(name in SHOPPER_INPUTS))).toEqual([]);
    expect(Object.keys(SHOPPER_INPUTS).filter((name) => !otherActions.some((action) => action.name === name))).toEqual([]);
  });

  it.each(otherActions.filter(({ name }) => !REDRAWN.includes(name)).map((action) => [`${action.name} (${action.file})`, action] as const))(
    '%s: a control character in any text input is cleaned or refused, never a failure',
    async (_label, action) => {
      await expectNoFailure(callers.shopper, action, SHOPPER_INPUTS[action.name]!);
    },
  );

  it('updateProfileAction stores the name and address cleaned, the address keeping its line break', async () => {
    // It redraws the page with refresh() after writing, which fails outside Next: what it wrote is checked instead.
    const action = otherActions.find(({ name }) => name === 'updateProfileAction')!;
    await as(callers.shopper, () => action.fn({ name: `Ada${HOSTILE} Obi`, phone: '0803 123 4567', address: `12 Bode Thomas Street${HOSTILE}\nSurulere` }));
    const [row] = await db.select({ name: users.name, address: users.address }).from(users).where(eq(users.email, callers.shopper.email));
    expect(row).toEqual({ name: 'Ada[2J Obi', address: '12 Bode Thomas Street[2J\nSurulere' });
  });
});

// ---- route handlers ---------------------------------------------------------------------------

type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
type RouteCall = {
  method: string;
  url: string;
  params?: Record<string, string | string[]>;
  body?: BodyInit;
  as?: 'admin' | 'shopper' | 'nobody';
  /** Signed as Paystack signs its webhook's body. */
  signed?: boolean;
};

const N = encodeURIComponent(HOSTILE);
const json = (body: unknown) => JSON.stringify(body);

/** Requests with control characters in every text a route handler reads: query, path, form or JSON body. */
const ROUTE_CALLS: Record<string, RouteCall[]> = {
  'src/app/(store)/checkout/paystack/return/route.ts': [{ method: 'GET', url: `/checkout/paystack/return?reference=abc${N}` }],
  'src/app/admin/activity/export/route.ts': [{ method: 'GET', url: `/admin/activity/export?q=ada${N}&person=x${N}&type=order${N}&from=2026-01-01${N}`, as: 'admin' }],
  'src/app/admin/einvoices/export/route.ts': [{ method: 'GET', url: `/admin/einvoices/export?q=ord${N}&state=waiting${N}&from=2026-01-01${N}`, as: 'admin' }],
  'src/app/admin/orders/export/route.ts': [{ method: 'GET', url: `/admin/orders/export?q=ada${N}&status=pending${N}&from=2026-01-01${N}`, as: 'admin' }],
  'src/app/admin/reports/export/route.ts': [{ method: 'GET', url: `/admin/reports/export?table=channels${N}&period=custom${N}&from=2026-01-01${N}&to=2026-01-31${N}&by=week${N}`, as: 'admin' }],
  'src/app/admin/reports/made-to-order/export/route.ts': [{ method: 'GET', url: `/admin/reports/made-to-order/export?table=balances${N}&period=custom${N}&from=2026-01-01${N}&to=2026-01-31${N}&by=week${N}`, as: 'admin' }],
  'src/app/admin/reports/stock/export/route.ts': [{ method: 'GET', url: `/admin/reports/stock/export?table=pieces${N}&period=custom${N}&from=2026-01-01${N}&to=2026-01-31${N}`, as: 'admin' }],
  'src/app/admin/reports/marketing/export/route.ts': [{ method: 'GET', url: `/admin/reports/marketing/export?table=codes${N}&period=custom${N}&from=2026-01-01${N}&to=2026-01-31${N}&by=week${N}`, as: 'admin' }],
  'src/app/admin/reports/accounts/export/route.ts': [{ method: 'GET', url: `/admin/reports/accounts/export?table=vat${N}&period=custom${N}&from=2026-01-01${N}&to=2026-01-31${N}`, as: 'admin' }],
  'src/app/admin/inbox/pulse/route.ts': [{ method: 'GET', url: `/admin/inbox/pulse?conversation=x${N}`, as: 'admin' }],
  'src/app/admin/orders/latest/route.ts': [{ method: 'GET', url: `/admin/orders/latest?after=x${N}`, as: 'admin' }],
  'src/app/admin/quotes/files/[fileId]/route.ts': [{ method: 'GET', url: `/admin/quotes/files/x${N}`, params: { fileId: `x${HOSTILE}` }, as: 'admin' }],
  'src/app/api/account/data/route.ts': [{ method: 'GET', url: `/api/account/data?format=txt${N}`, as: 'shopper' }],
  'src/app/api/auth/[...all]/route.ts': [
    { method: 'POST', url: '/api/auth/sign-up/email', body: json({ name: `Ada${HOSTILE}`, email: `ada.nul@example.com`, password: 'a long new passphrase' }) },
    { method: 'POST', url: '/api/auth/sign-in/email', body: json({ email: `ada${HOSTILE}@example.com`, password: `x${HOSTILE}` }) },
    { method: 'GET', url: `/api/auth/get-session?x=${N}` },
  ],
  'src/app/api/contact-email/route.ts': [
    { method: 'POST', url: '/api/contact-email', body: json({ name: `Chioma${HOSTILE} Eze`, email: 'chioma@example.com', phone: '0803 123 4567', message: `Curtains${HOSTILE}\nfor Lekki.` }) },
  ],
  'src/app/api/product-question/route.ts': [
    { method: 'POST', url: '/api/product-question', body: json({ name: `Chioma${HOSTILE}`, email: 'chioma@example.com', question: `Green${HOSTILE}?`, productId: '00000000-0000-4000-8000-000000000000' }) },
  ],
  'src/app/api/data-saver/route.ts': [{ method: 'POST', url: '/api/data-saver', body: form({ mode: `on${HOSTILE}` }) }],
  'src/app/api/health/route.ts': [{ method: 'GET', url: `/api/health?x=${N}` }],
  'src/app/api/shop-facets/route.ts': [{ method: 'GET', url: `/api/shop-facets?category=sofas${N}&fabric=velvet${N}&min=1${N}` }],
  'src/app/api/orders/photos/route.ts': [{ method: 'GET', url: `/api/orders/photos?key=private/stage-photos/x${N}&t=${N}`, as: 'shopper' }],
  'src/app/api/orders/problem-photos/route.ts': [{ method: 'POST', url: '/api/orders/problem-photos', body: form({ order: `AL-20260101-ABCD${HOSTILE}` }), as: 'shopper' }],
  'src/app/api/orders/stage-photos/route.ts': [{ method: 'POST', url: '/api/orders/stage-photos', body: form({ orderId: `x${HOSTILE}` }), as: 'admin' }],
  'src/app/api/payments/paystack/route.ts': [
    // A charge event asks Paystack about its reference (a network call): the refund event's reference is looked up here.
    { method: 'POST', url: '/api/payments/paystack', body: json({ event: 'refund.processed', data: { transaction_reference: `x${HOSTILE}` } }), signed: true },
  ],
  'src/app/api/payments/proofs/[paymentId]/route.ts': [{ method: 'GET', url: `/api/payments/proofs/x${N}`, params: { paymentId: `x${HOSTILE}` }, as: 'shopper' }],
  'src/app/api/payments/proofs/route.ts': [{ method: 'POST', url: '/api/payments/proofs', body: form({ orderNumber: `AL-20260101-ABCD${HOSTILE}` }), as: 'shopper' }],
  'src/app/api/quotes/route.ts': [
    {
      method: 'POST',
      url: '/api/quotes',
      body: form({ kind: 'custom', description: `A dining table${HOSTILE}\nin iroko`, quantity: '1', name: `Ada${HOSTILE}`, email: 'ada@example.com', phone: '0803 123 4567', fabric: `Linen${HOSTILE}` }),
    },
  ],
  'src/app/admin/products/export/route.ts': [{ method: 'GET', url: `/admin/products/export?from=x${N}`, as: 'admin' }],
  'src/app/admin/products/[id]/labels/route.ts': [
    { method: 'GET', url: `/admin/products/x${N}/labels?copies=stock${N}`, params: { id: `x${HOSTILE}` }, as: 'admin' },
  ],
  'src/app/admin/products/import/progress/route.ts': [{ method: 'GET', url: `/admin/products/import/progress?x=${N}`, as: 'admin' }],
  'src/app/admin/products/import/[importId]/failures/route.ts': [
    { method: 'GET', url: `/admin/products/import/x${N}/failures`, params: { importId: `x${HOSTILE}` }, as: 'admin' },
  ],
  'src/app/admin/products/import/route.ts': [
    { method: 'POST', url: `/admin/products/import?name=catalogue${N}.csv`, body: `Handle,Title,Type,Variant Price\nsofa${HOSTILE},Sofa${HOSTILE},sofas,450000\n`, as: 'admin' },
  ],
  'src/app/api/reviews/[reviewId]/photos/[index]/route.ts': [{ method: 'GET', url: `/api/reviews/x${N}/photos/0`, params: { reviewId: `x${HOSTILE}`, index: `0${HOSTILE}` } }],
  'src/app/api/reviews/route.ts': [
    { method: 'POST', url: '/api/reviews', body: form({ orderNumber: `AL-20260101-ABCD${HOSTILE}`, productId: randomUUID(), rating: '5', title: `Lovely${HOSTILE}`, body: `Sturdy${HOSTILE}\nand soft.` }), as: 'shopper' },
  ],
  // Messaging is not configured here: each refuses before reading (503), as an unconfigured shop does.
  'src/app/api/sms/termii/route.ts': [{ method: 'POST', url: `/api/sms/termii?x=${N}`, body: json({ message_id: `x${HOSTILE}`, status: `Delivered${HOSTILE}` }) }],
  'src/app/api/whatsapp/webhook/route.ts': [
    { method: 'GET', url: `/api/whatsapp/webhook?hub.mode=subscribe${N}&hub.verify_token=x${N}&hub.challenge=1${N}` },
    { method: 'POST', url: '/api/whatsapp/webhook', body: json({ object: `whatsapp_business_account${HOSTILE}`, entry: [] }) },
  ],
  'src/app/api/unsubscribe/route.ts': [
    { method: 'GET', url: `/api/unsubscribe?token=abc${N}` },
    { method: 'POST', url: `/api/unsubscribe?token=abc${N}`, body: 'List-Unsubscribe=One-Click' },
  ],
  'src/app/api/uploads/route.ts': [
    { method: 'POST', url: `/api/uploads?folder=products${N}&kind=image${N}`, body: form({ folder: `products${HOSTILE}` }), as: 'admin' },
  ],
  'src/app/media/[...key]/route.ts': [{ method: 'GET', url: `/media/products/x${N}.webp`, params: { key: ['products', `x${HOSTILE}.webp`] } }],
  'src/app/receipts/[orderNumber]/payments/[paymentId]/route.ts': [
    { method: 'GET', url: `/receipts/AL-20260101-ABCD${N}/payments/x${N}`, params: { orderNumber: `AL-20260101-ABCD${HOSTILE}`, paymentId: `x${HOSTILE}` }, as: 'shopper' },
  ],
  'src/app/receipts/[orderNumber]/route.ts': [{ method: 'GET', url: `/receipts/AL-20260101-ABCD${N}`, params: { orderNumber: `AL-20260101-ABCD${HOSTILE}` }, as: 'shopper' }],
};

const routeFiles = sources.filter(({ file }) => /^src\/app\/.+\/route\.tsx?$/.test(file)).map(({ file }) => file);

async function call(file: string, { method, url, params = {}, body, as: who = 'nobody', signed }: RouteCall) {
  const handlers = (await import(pathToFileURL(path.join(ROOT, file)).href)) as Record<string, Handler>;
  const caller = who === 'admin' ? callers.admin : who === 'shopper' ? callers.shopper : signedOut;
  const headers = new Headers(caller.headers);
  headers.set(CLIENT_IP_HEADER, '198.51.100.77');
  if (typeof body === 'string') headers.set('content-type', body.startsWith('{') ? 'application/json' : 'application/x-www-form-urlencoded');
  if (signed) headers.set('x-paystack-signature', createHmac('sha512', process.env.PAYSTACK_SECRET_KEY!).update(body as string).digest('hex'));
  let payload: BodyInit | undefined = body;
  if (body instanceof FormData) {
    const encoded = new Response(body);
    headers.set('content-type', encoded.headers.get('content-type')!);
    payload = await encoded.arrayBuffer();
  }
  if (payload !== undefined) headers.set('content-length', String(typeof payload === 'string' ? Buffer.byteLength(payload) : (payload as ArrayBuffer).byteLength));
  const request = new Request(`${ORIGIN}${url}`, { method, headers, body: payload });
  const response = await answerOf(() => handlers[method]!(request, { params: Promise.resolve(params) }));
  return response instanceof Response ? response.status : 303;
}

describe('route handlers', () => {
  it('each has requests here with control characters in what it reads', () => {
    expect(routeFiles.filter((file) => !(file in ROUTE_CALLS))).toEqual([]);
    expect(Object.keys(ROUTE_CALLS).filter((file) => !routeFiles.includes(file))).toEqual([]);
  });

  it.each(Object.entries(ROUTE_CALLS))('%s answers with a refusal or cleans the text, never a 500', async (file, calls) => {
    for (const request of calls) {
      const status = await call(file, request);
      expect(status, `${request.method} ${request.url}`).toBeLessThan(500);
    }
  });

  it('the contact form stores the message cleaned, its line break kept', async () => {
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.email, 'chioma@example.com'));
    expect(row).toMatchObject({ name: 'Chioma[2J Eze', message: 'Curtains[2J\nfor Lekki.' });
  });
});

// ---- pages and what was stored --------------------------------------------------------------

describe('pages', () => {
  it('GET /search?q=%2Fe%00 searches for "/e"', async () => {
    const metadata = await searchPageMetadata({ searchParams: Promise.resolve({ q: '/e\u0000' }) });
    expect(metadata.title).toBe('Search: /e');
    await expect(searchProducts('/e')).resolves.toEqual({ results: expect.any(Array), didYouMean: null });
  });
});

describe('what was stored', () => {
  it('a new category named with control characters is stored without them', async () => {
    const action = adminActions.find(({ name }) => name === 'createCategoryAction')!;
    const result = await as(callers.admin, () => action.fn({ name: `Dining${HOSTILE} Chairs\tand Stools`, slug: '', description: `Seats.${HOSTILE}\nFor six.`, displayOrder: '' }));
    expect(result).toMatchObject({ ok: true });
    const [row] = await db.select().from(categories).where(eq(categories.name, 'Dining[2J Chairs and Stools'));
    expect(row?.description).toBe('Seats.[2J\nFor six.');
  });

  it('no table holds text with a control character (other than tab and line breaks)', async () => {
    const tables = await queryRows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    const dirty: string[] = [];
    for (const { table_name: table } of tables) {
      const [row] = await queryRows<{ count: number }>(sql`select count(*)::int as count from ${sql.identifier(table)} t where t::text ~ ${STORED_CONTROL}`);
      if (row!.count > 0) dirty.push(`${table}: ${row!.count}`);
    }
    expect(dirty).toEqual([]);
  });
});
