import { randomUUID } from 'node:crypto';
import { expect, test, type Browser } from './support/test';
import { Client } from 'pg';
import sharp from 'sharp';
import { S3RVER_CREDENTIALS, startS3Server } from '../helpers/s3-server';
import { readableMail, startSmtpSink } from '../helpers/smtp-sink';
import { newAccount, signInViaApi, signUpViaApi } from './support/auth-api';
import { e2eServer } from './support/server-env';
import { toast } from './support/shop';
import { callServerAction, createDatabase, serverActionId, startInstance, type StoreInstance } from './support/store-instances';

// The shop run like a business (README "Deploy", docs/architecture.md section 8): two real
// production instances, A and B, on one PostgreSQL, one S3-compatible store (s3rver) and Redis,
// as behind a load balancer. What one instance does, the other sees at once; what must happen
// once happens once. The page cache's TTL is set far beyond each wait below, so only Redis can
// bring B the new price in time.

test.describe.configure({ mode: 'serial' });

const SHOP_EMAIL = 'orders@adireliving.test';
const STOCK = 5;
const BUYERS = 20;
const OLD_PRICE_KOBO = 90_000_00;
const NEW_PRICE_KOBO = 95_000_00;

type Cookie = { name: string; value: string };
const cookieHeader = (cookies: Cookie[]) => cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');

let a: StoreInstance;
let b: StoreInstance;
let database: Client;
let productId = '';
const stopAll: Array<() => Promise<unknown>> = [];
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  sink = await startSmtpSink(e2eServer.port + 1007);
  stopAll.push(sink.close);
  const s3 = await startS3Server('product-images', e2eServer.port + 1008);
  stopAll.push(s3.close);
  const shared = await createDatabase();
  stopAll.push(shared.drop);
  const env = {
    DATABASE_URL: shared.url,
    BETTER_AUTH_SECRET: 'multi-instance-e2e-secret-shared-by-both',
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    S3_BUCKET: s3.bucket,
    REDIS_URL: process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379',
    SMTP_URL: `smtp://127.0.0.1:${e2eServer.port + 1007}`,
    SHOP_EMAIL,
    ADMIN_EMAIL: e2eServer.admin.email,
    ADMIN_PASSWORD: e2eServer.admin.password,
    SEED_DEMO: 'false',
    PAGE_CACHE_SECONDS: '600',
    JOB_POLL_INTERVAL_MS: '200',
    CHECKOUT_ORDERS_PER_HOUR_PER_ADDRESS: '1000', // every buyer here comes from 127.0.0.1
    LOG_LEVEL: 'warn',
    PAYSTACK_SECRET_KEY: '',
    BETTER_AUTH_URL: '',
    TRUST_PROXY: '',
  };
  // One after the other: the first start migrates and seeds the empty database.
  a = await startInstance('a', e2eServer.port + 8, env);
  stopAll.push(a.stop);
  b = await startInstance('b', e2eServer.port + 9, env);
  stopAll.push(b.stop);

  database = new Client({ connectionString: shared.url });
  await database.connect();
  stopAll.push(() => database.end());
  // The one piece everyone wants, and bank transfers (the base seed takes none): pickup orders
  // paid by transfer need no delivery zone and queue the payment jobs.
  const { rows } = await database.query<{ id: string }>(
    `insert into products (name, category, price_kobo) values ('Oyo Leather Ottoman', 'furniture', $1) returning id`,
    [OLD_PRICE_KOBO],
  );
  productId = rows[0]!.id;
  // Its stock is held by its single variant; the product's count follows.
  await database.query(`insert into product_variants (product_id, position, stock_quantity) values ($1, 1, $2)`, [productId, STOCK]);
  await database.query(
    `update website_settings set bank_transfer_enabled = true, bank_name = 'Test Bank', bank_account_name = 'Adire Living Ltd', bank_account_number = '0123456789'`,
  );
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  // Stores first, then what they use; the database last (dropped even with connections left).
  for (const stop of stopAll.reverse()) await stop().catch(() => {});
});

async function productPage(store: StoreInstance) {
  const response = await fetch(`${store.baseUrl}/product/${productId}`);
  return { fromCache: response.headers.get('x-page-cache') === 'hit', html: await response.text() };
}

/** The price the product page states for machines (JSON-LD offers), e.g. "90000.00". */
const statedPrice = (html: string) => /"price":"(\d+\.\d\d)"/.exec(html)?.[1];

async function adminPage(browser: Browser, store: StoreInstance) {
  const context = await browser.newContext({ baseURL: store.baseUrl });
  await context.addCookies(await signInViaApi(e2eServer.admin, store));
  return context.newPage();
}

test('an admin changes a price on A and B serves the new price at once', async ({ browser }) => {
  // A sign-in and the product form's save on a second store: more than 30 s on a busy two-core machine.
  test.slow();
  // Kept once its first render has gone out; on a busy machine the next read may come before that.
  let cached = await productPage(b);
  await expect.poll(async () => (cached = await productPage(b)).fromCache, { timeout: 10_000 }).toBe(true);
  expect(statedPrice(cached.html)).toBe('90000.00');

  const page = await adminPage(browser, a);
  await page.goto(`/admin/products/${productId}`);
  await page.getByRole('textbox', { name: 'Price (₦)', exact: true }).fill('95000');
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(toast(page, 'Product updated successfully.')).toBeVisible();

  await expect.poll(async () => statedPrice((await productPage(b)).html), { timeout: 5_000 }).toBe('95000.00');
  await page.context().close();
});

test('a shopper signs in on A and is signed in on B', async () => {
  const shopper = newAccount('both-instances');
  await signUpViaApi(shopper, b);
  const cookie = cookieHeader(await signInViaApi(shopper, a));

  const session = (await (await fetch(`${b.baseUrl}/api/auth/get-session`, { headers: { cookie } })).json()) as { user?: { email: string } } | null;
  expect(session?.user?.email).toBe(shopper.email);
  const account = await fetch(`${b.baseUrl}/account`, { headers: { cookie }, redirect: 'manual' });
  expect(account.status).toBe(200);
});

test('an image uploaded on A is served by B', async () => {
  const cookie = cookieHeader(await signInViaApi(e2eServer.admin, a));
  const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#8b4513' } }).png().toBuffer();
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'ottoman.png');
  const upload = await fetch(`${a.baseUrl}/api/uploads?kind=image&folder=products`, { method: 'POST', headers: { cookie, origin: a.baseUrl }, body: form });
  expect(upload.status).toBe(200);
  const { data } = (await upload.json()) as { data: { url: string } };
  expect(data.url).toMatch(/^\/media\/products\/.+\.webp$/);

  const [fromA, fromB] = await Promise.all([fetch(`${a.baseUrl}${data.url}`), fetch(`${b.baseUrl}${data.url}`)]);
  expect(fromB.status).toBe(200);
  expect(fromB.headers.get('content-type')).toBe('image/webp');
  expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
});

type Placed = { ok: true; data: { orderNumber: string } } | { ok: false; error: string };
const buyers = Array.from({ length: BUYERS }, (_, i) => ({ account: newAccount(`buyer${i}`), cookie: '', placed: null as Placed | null }));

test(`${BUYERS} buyers spread over both instances for stock ${STOCK} give exactly ${STOCK} orders`, async () => {
  const placeOrder = serverActionId('src/server/checkout/actions/store/place-order.ts', 'placeOrderAction');
  const storeOf = (i: number) => (i % 2 === 0 ? a : b);
  await Promise.all(buyers.map(async (buyer, i) => (buyer.cookie = cookieHeader(await signUpViaApi(buyer.account, storeOf(i + 1))))));

  // All at once, half on each instance, through checkout's own server action.
  await Promise.all(
    buyers.map(async (buyer, i) => {
      const order = {
        shipping: { fullName: buyer.account.name, email: buyer.account.email, phone: '0803 123 4567', address: '12 Awolowo Road, Ikoyi', state: 'Lagos' },
        lines: [{ productId, quantity: 1, unitPriceKobo: NEW_PRICE_KOBO, variant: null }],
        delivery: { method: 'pickup', feeKobo: 0 },
        paymentMethod: 'bank_transfer',
        idempotencyKey: randomUUID(),
      };
      buyer.placed = await callServerAction<Placed>(storeOf(i), '/checkout', placeOrder, [order], buyer.cookie);
    }),
  );

  const placed = buyers.filter((buyer) => buyer.placed?.ok);
  expect(placed).toHaveLength(STOCK);
  // The others are told the piece is gone, not that something broke.
  for (const buyer of buyers.filter((entry) => !entry.placed?.ok)) expect(buyer.placed).toMatchObject({ ok: false, error: expect.stringMatching(/stock|sold out|available/i) });
  const { rows } = await database.query<{ orders: number; stock: number }>(
    `select (select count(*)::int from order_items where product_id = $1) as orders, (select stock_quantity from products where id = $1) as stock`,
    [productId],
  );
  expect(rows[0]).toEqual({ orders: STOCK, stock: 0 });
});

/** Every message the sink received for this recipient that says `text` (its subject, or its body when the subject is encoded). */
const mailsTo = (address: string, text: string) =>
  sink.received.filter((mail) => mail.to.includes(address) && readableMail(mail.raw).replace(/\r?\n[ \t]+/g, ' ').includes(text));

async function jobsOf(kind: string, orderIds: string[]) {
  const { rows } = await database.query<{ status: string; attempts: number }>(
    `select status, attempts from jobs where kind = $1 and payload->>'orderId' = any($2::text[])`,
    [kind, orderIds],
  );
  return rows;
}

/** Both workers poll every 200 ms: this long after a job is done, a second run would have shown. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 2_000));

test('the payment jobs run once, with both instances working the queue', async () => {
  const placed = buyers.filter((buyer) => buyer.placed?.ok).map((buyer) => ({ ...buyer, orderNumber: (buyer.placed as Extract<Placed, { ok: true }>).data.orderNumber }));
  const { rows: orderRows } = await database.query<{ id: string }>(`select id from orders where order_number = any($1::text[])`, [placed.map((p) => p.orderNumber)]);
  const orderIds = orderRows.map((row) => row.id);
  const doneOnce = Array.from({ length: STOCK }, () => ({ status: 'done', attempts: 1 }));

  // Placing an order queues its confirmation and the shop's notice: wait for both of every order
  // (the sink also holds the buyers' sign-up mails, so a count of mails would not say which).
  const bothMailsSent = (p: (typeof placed)[number]) =>
    mailsTo(p.account.email, `Your Adire Living order ${p.orderNumber}`).length > 0 && mailsTo(SHOP_EMAIL, `New order ${p.orderNumber}`).length > 0;
  await expect.poll(() => placed.filter(bothMailsSent).length, { timeout: 30_000 }).toBe(STOCK);
  await settle();
  for (const { account, orderNumber } of placed) {
    expect(mailsTo(account.email, `Your Adire Living order ${orderNumber}`)).toHaveLength(1);
    expect(mailsTo(SHOP_EMAIL, `New order ${orderNumber}`)).toHaveLength(1);
  }
  expect(await jobsOf('order-placed-mails', orderIds)).toEqual(doneOnce);

  // The transfer reminder (a plain send: run twice, it would mail twice), brought forward.
  await database.query(`update jobs set run_at = now() where kind = 'transfer-reminder' and payload->>'orderId' = any($1::text[])`, [orderIds]);
  await expect.poll(() => placed.filter((p) => mailsTo(p.account.email, `Reminder: order ${p.orderNumber} is waiting for your transfer`).length > 0).length, { timeout: 20_000 }).toBe(STOCK);
  await settle();
  for (const p of placed) expect(mailsTo(p.account.email, `Reminder: order ${p.orderNumber} is waiting for your transfer`)).toHaveLength(1);
  expect(await jobsOf('transfer-reminder', orderIds)).toEqual(doneOnce);

  // The reservations run out: each order is cancelled once, its stock returned once.
  await database.query(`update orders set payment_due_at = now() where id = any($1::uuid[])`, [orderIds]);
  await database.query(`update jobs set run_at = now() where kind = 'reservation-expiry' and payload->>'orderId' = any($1::text[])`, [orderIds]);
  const expiredMail = (p: (typeof placed)[number]) => mailsTo(p.account.email, `Your order ${p.orderNumber} was cancelled: not paid in time`);
  await expect.poll(() => placed.filter((p) => expiredMail(p).length > 0).length, { timeout: 20_000 }).toBe(STOCK);
  await settle();
  for (const p of placed) expect(expiredMail(p)).toHaveLength(1);
  expect(await jobsOf('reservation-expiry', orderIds)).toEqual(doneOnce);
  const { rows } = await database.query<{ cancelled: number; stock: number }>(
    `select (select count(*)::int from orders where id = any($1::uuid[]) and status = 'cancelled') as cancelled, (select stock_quantity from products where id = $2) as stock`,
    [orderIds, productId],
  );
  expect(rows[0]).toEqual({ cancelled: STOCK, stock: STOCK });
});
