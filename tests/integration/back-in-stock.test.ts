// @postgres: the trigger of migration 0018 and a job's lease (locked_until) held by another worker
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as, signedInConfirmedShopper, signedInShopper, signedOut, type TestCaller } from '../helpers/sessions';
import { readableMail, startSmtpSink } from '../helpers/smtp-sink';
import { jobsOfKind, runJobsUntilIdle } from '../helpers/jobs';
import { BANK_TRANSFER, PICKUP, takeBankTransfers } from '../helpers/checkout';
import { db } from '@/server/db/client';
import { jobs, products, stockAlerts, users } from '@/server/db/schema';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import { placeOrderSchema, type PlaceOrderInput } from '@/lib/schemas/checkout';
import type { ProductFormInput } from '@/lib/schemas/product';
import { productFormInput } from '../helpers/product-form';
import { updateProductAction } from '@/server/catalog/actions/update-product';
import { updateOrderStatusAction } from '@/server/order-desk/actions/update-order-status';
import { placeOrder } from '@/server/checkout/place-order';
import { SEND_MAIL_JOB } from '@/server/mail/mail-jobs';
import { enqueueJob } from '@/server/jobs/queue';
import { BACK_IN_STOCK_JOB, mailBackInStock } from '@/server/saved/back-in-stock-job';
import { askWhenBackAction } from '@/server/saved/actions/store/ask-when-back';
import { confirmStockAlertAction } from '@/server/saved/actions/store/confirm-stock-alert';
import { stopWatchingPieceAction } from '@/server/saved/actions/store/stop-watching-piece';
import { watchPieceAction } from '@/server/saved/actions/store/watch-piece';
import { watchingPieceAction } from '@/server/saved/actions/store/watching-piece';
import { countWaitingForPiece } from '@/server/saved/stock-alert-count';
import { STOCK_ALERT_LIMITED, STOCK_ALERT_LINK_INVALID, STOCK_ALERT_NOT_SOLD_OUT, findUnconfirmedAlert } from '@/server/saved/stock-alerts';
import { newBuyer, newCategory, newProduct, setStock, variantsOf } from '../helpers/factories';

// "Tell me when it's back" (docs/product.md, "Back in stock") through the real actions, the real
// database trigger of migration 0018 (fired by the back office's product update and by an order's
// cancellation, not by hand), the real job queue and a real SMTP server on loopback, on PGlite
// (PostgreSQL with TEST_DATABASE_URL).

const { smtpPort, dataDir } = await vi.hoisted(async () => {
  const { pointMailAtSmtpSink } = await import('../helpers/loopback-port');
  const port = await pointMailAtSmtpSink();
  delete process.env.BETTER_AUTH_URL;
  process.env.PORT = '3000';
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return { smtpPort: port, dataDir: pointDataDirAtTempFolder() };
});

const ORIGIN = 'http://localhost:3000';
const callers = setUpAdminTestDatabase(dataDir);
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  await takeBankTransfers();
  await newCategory('Tables');
  smtp = await startSmtpSink(smtpPort);
});
afterAll(async () => {
  await smtp.close();
});

// ---- helpers ------------------------------------------------------------------------------

// This file's pieces: sold-out tables at ₦320,000, unless a test says otherwise.
const SOLD_OUT = { category: 'tables', priceKobo: 320_000_00, stockQuantity: 0 };

let clients = 0;
/** A visitor, each from its own client address unless one is given. */
const visitor = (ip = `203.0.113.${(++clients % 250) + 1}`): TestCaller => ({ email: '', headers: new Headers({ origin: ORIGIN, [CLIENT_IP_HEADER]: ip }) });

const ask = (productId: string, email: string, caller = visitor()) => as(caller, () => askWhenBackAction({ productId, email }));
const watch = (caller: TestCaller, productId: string) => as(caller, () => watchPieceAction({ productId }));

function mailsTo(address: string, subject: RegExp) {
  return smtp.received
    .filter((mail) => mail.to.includes(address.toLowerCase()))
    .map((mail) => readableMail(mail.raw))
    .filter((text) => subject.test(/^Subject: (.*)$/m.exec(text)?.[1] ?? ''));
}

/** The token of the newest confirmation link mailed to `address`. */
function tokenMailedTo(address: string) {
  const text = mailsTo(address, /^Confirm: tell me when/).at(-1);
  const match = text && new RegExp(`${ORIGIN}/back-in-stock/confirm\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`No confirmation link mailed to ${address}`);
  return match[1]!;
}

async function askAndConfirm(productId: string, email: string) {
  expect(await ask(productId, email)).toMatchObject({ ok: true });
  await runJobsUntilIdle();
  expect(await as(signedOut, () => confirmStockAlertAction({ token: tokenMailedTo(email) }))).toMatchObject({ ok: true });
}

const alertsFor = (productId: string) => db.select().from(stockAlerts).where(eq(stockAlerts.productId, productId)).orderBy(stockAlerts.createdAt);
const backInStockJobs = async (productId: string) => (await jobsOfKind(BACK_IN_STOCK_JOB)).filter((job) => (job.payload as { productId: string }).productId === productId);

/** The back office's product form for `product`, as the browser sends it: opened now, saved with `stock`. */
async function productForm(product: typeof products.$inferSelect, stock: number): Promise<ProductFormInput & { id: string }> {
  const [variant] = await variantsOf(product.id);
  return {
    id: product.id,
    ...productFormInput({
      name: product.name,
      category: product.category,
      price: String(product.priceKobo / 100),
      discountPrice: product.discountPriceKobo === null ? '' : String(product.discountPriceKobo / 100),
      stockQuantity: String(stock),
      stockQuantityRead: variant!.stockQuantity,
    }),
  };
}
const setStockInBackOffice = async (product: typeof products.$inferSelect, stock: number) => {
  const form = await productForm(product, stock);
  return as(callers.admin, () => updateProductAction(form));
};

const email = () => `buyer-${randomUUID().slice(0, 8)}@example.com`;

// ---- asking -------------------------------------------------------------------------------

describe('a signed-in shopper asks', () => {
  it('waits at once with the account’s confirmed address, sees it, and can cancel', async () => {
    const shopper = await signedInConfirmedShopper();
    const piece = await newProduct(SOLD_OUT);
    expect(await watch(shopper, piece.id)).toEqual({ ok: true, data: { watching: true, email: shopper.email } });
    const [row] = await alertsFor(piece.id);
    expect(row).toMatchObject({ email: shopper.email, confirmTokenHash: null, notifiedAt: null });
    expect(row!.confirmedAt).toBeInstanceOf(Date);
    expect(await as(shopper, () => watchingPieceAction({ productId: piece.id }))).toEqual({ ok: true, data: { watching: true, email: shopper.email } });
    // Another shopper sees nothing of it.
    expect(await as(callers.shopper, () => watchingPieceAction({ productId: piece.id }))).toMatchObject({ ok: true, data: { watching: false } });
    await as(callers.shopper, () => stopWatchingPieceAction({ productId: piece.id }));
    expect(await alertsFor(piece.id)).toHaveLength(1);

    expect(await as(shopper, () => stopWatchingPieceAction({ productId: piece.id }))).toEqual({ ok: true, data: { watching: false } });
    expect(await alertsFor(piece.id)).toEqual([]);
  });

  it('with an address not confirmed yet, is mailed a link to confirm it, as a visitor is, and waits only once it is confirmed', async () => {
    const shopper = await signedInShopper();
    const piece = await newProduct(SOLD_OUT);
    expect(await watch(shopper, piece.id)).toEqual({ ok: true, data: { watching: false, email: shopper.email } });
    const [waiting] = await alertsFor(piece.id);
    expect(waiting).toMatchObject({ email: shopper.email, confirmedAt: null });
    expect(await as(shopper, () => watchingPieceAction({ productId: piece.id }))).toMatchObject({ ok: true, data: { watching: false } });
    // The back-in-stock mail waits for the mailbox's word.
    expect(await as(callers.admin, () => countWaitingForPiece(piece.id))).toBe(0);

    await runJobsUntilIdle();
    expect(await as(signedOut, () => confirmStockAlertAction({ token: tokenMailedTo(shopper.email) }))).toMatchObject({ ok: true });
    expect(await as(callers.admin, () => countWaitingForPiece(piece.id))).toBe(1);
  });

  it('with an address not confirmed yet, neither sees nor cancels what that address’s owner asked for', async () => {
    const shopper = await signedInShopper();
    const piece = await newProduct(SOLD_OUT);
    // The address's owner asked and confirmed it from the mailbox, as a visitor.
    await askAndConfirm(piece.id, shopper.email);
    expect(await as(shopper, () => watchingPieceAction({ productId: piece.id }))).toMatchObject({ ok: true, data: { watching: false } });
    await as(shopper, () => stopWatchingPieceAction({ productId: piece.id }));
    expect(await alertsFor(piece.id)).toHaveLength(1);
  });

  it('is refused signed out, for a piece in stock and for a made-to-order piece', async () => {
    const piece = await newProduct(SOLD_OUT);
    expect(await watch(signedOut, piece.id)).toMatchObject({ ok: false, code: 'signed-out' });
    const inStock = await newProduct({ ...SOLD_OUT, stockQuantity: 2 });
    expect(await watch(callers.shopper, inStock.id)).toMatchObject({ ok: false, error: STOCK_ALERT_NOT_SOLD_OUT });
    const madeToOrder = await newProduct({ ...SOLD_OUT, leadTimeMinDays: 14, leadTimeMaxDays: 21 });
    expect(await watch(callers.shopper, madeToOrder.id)).toMatchObject({ ok: false, error: STOCK_ALERT_NOT_SOLD_OUT });
    expect(await db.select().from(stockAlerts).where(eq(stockAlerts.productId, inStock.id))).toEqual([]);
  });
});

describe('a visitor asks', () => {
  it('is mailed a link; opening its page spends nothing; Confirm confirms once; a wrong or used link is refused', async () => {
    const piece = await newProduct(SOLD_OUT);
    const address = email();
    expect(await ask(piece.id, address.toUpperCase())).toEqual({ ok: true, data: { email: address } });
    const [waiting] = await alertsFor(piece.id);
    expect(waiting).toMatchObject({ email: address, confirmedAt: null, userId: null });
    await runJobsUntilIdle();
    const token = tokenMailedTo(address);
    expect(mailsTo(address, /^Confirm/)[0]).toContain(piece.name);
    // Only the link's hash is kept.
    expect(waiting!.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(waiting!.confirmTokenHash).not.toContain(token);

    expect(await findUnconfirmedAlert(token)).toEqual({ email: address, productId: piece.id, productName: piece.name });
    expect(await findUnconfirmedAlert(token)).not.toBeNull();
    expect(await countWaitingForPieceAsAdmin(piece.id)).toBe(0);

    expect(await as(signedOut, () => confirmStockAlertAction({ token: token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) }))).toMatchObject({
      ok: false,
      error: STOCK_ALERT_LINK_INVALID,
    });
    expect(await as(signedOut, () => confirmStockAlertAction({ token: 'nonsense' }))).toMatchObject({ ok: false, error: STOCK_ALERT_LINK_INVALID });
    expect(await as(signedOut, () => confirmStockAlertAction({ token }))).toEqual({ ok: true, data: { email: address, productName: piece.name } });
    expect(await as(signedOut, () => confirmStockAlertAction({ token }))).toMatchObject({ ok: false, error: STOCK_ALERT_LINK_INVALID });
    expect(await findUnconfirmedAlert(token)).toBeNull();
    const [confirmed] = await alertsFor(piece.id);
    expect(confirmed!.confirmedAt).toBeInstanceOf(Date);
    expect(confirmed!.confirmTokenHash).toBeNull();
    expect(await countWaitingForPieceAsAdmin(piece.id)).toBe(1);
  });

  it('keeps one waiting row per address: asking again mails a new link and kills the old one; a confirmed address gets nothing new', async () => {
    const piece = await newProduct(SOLD_OUT);
    const address = email();
    await ask(piece.id, address);
    await runJobsUntilIdle();
    const first = tokenMailedTo(address);
    await ask(piece.id, address.toUpperCase());
    await runJobsUntilIdle();
    const second = tokenMailedTo(address);
    expect(second).not.toBe(first);
    expect(await alertsFor(piece.id)).toHaveLength(1);
    expect(await as(signedOut, () => confirmStockAlertAction({ token: first }))).toMatchObject({ ok: false });
    expect(await as(signedOut, () => confirmStockAlertAction({ token: second }))).toMatchObject({ ok: true });

    const mailed = smtp.received.length;
    expect(await ask(piece.id, address)).toEqual({ ok: true, data: { email: address } });
    await runJobsUntilIdle();
    expect(smtp.received.length).toBe(mailed);
    const [row] = await alertsFor(piece.id);
    expect(row).toMatchObject({ confirmTokenHash: null });
    expect(row!.confirmedAt).toBeInstanceOf(Date);
  });

  it('joins the row of a shopper who later asks signed in with the same address', async () => {
    const shopper = await signedInConfirmedShopper();
    const piece = await newProduct(SOLD_OUT);
    await ask(piece.id, shopper.email.toUpperCase());
    await watch(shopper, piece.id);
    const rows = await alertsFor(piece.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.confirmedAt).toBeInstanceOf(Date);
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, shopper.email));
    expect(rows[0]!.userId).toBe(user!.id);
  });

  it('is limited per address and per client, and refused for a piece in stock or a bad address', async () => {
    const piece = await newProduct(SOLD_OUT);
    const address = email();
    for (let i = 0; i < 3; i++) expect(await ask(piece.id, address)).toMatchObject({ ok: true });
    expect(await ask(piece.id, address)).toMatchObject({ ok: false, error: STOCK_ALERT_LIMITED });

    const client = visitor('198.51.100.77');
    for (let i = 0; i < 10; i++) expect(await ask(piece.id, email(), client)).toMatchObject({ ok: true });
    expect(await ask(piece.id, email(), client)).toMatchObject({ ok: false, error: STOCK_ALERT_LIMITED });

    expect(await ask((await newProduct({ ...SOLD_OUT, stockQuantity: 1 })).id, email())).toMatchObject({ ok: false, error: STOCK_ALERT_NOT_SOLD_OUT });
    expect(await ask(piece.id, 'not an address')).toMatchObject({ ok: false, code: 'invalid' });
    expect(await ask(randomUUID(), email())).toMatchObject({ ok: false, error: STOCK_ALERT_NOT_SOLD_OUT });
  });
});

// ---- the trigger --------------------------------------------------------------------------

describe('when the stock goes from 0 to more', () => {
  it('queues one job through the back office, none for a second rise, none when nobody confirmed waits', async () => {
    const piece = await newProduct(SOLD_OUT);
    const nobody = await newProduct(SOLD_OUT);
    await ask(nobody.id, email()); // never confirmed
    await watch(await signedInConfirmedShopper(), piece.id);
    expect(await setStockInBackOffice(piece, 3)).toMatchObject({ ok: true });
    expect(await setStockInBackOffice(piece, 5)).toMatchObject({ ok: true });
    expect(await backInStockJobs(piece.id)).toHaveLength(1);

    expect(await setStockInBackOffice(nobody, 3)).toMatchObject({ ok: true });
    expect(await backInStockJobs(nobody.id)).toEqual([]);
  });

  it("queues one job when an order's cancellation returns the last piece", async () => {
    const piece = await newProduct({ ...SOLD_OUT, stockQuantity: 1 });
    const shipping: PlaceOrderInput['shipping'] = { fullName: 'Amaka Obi', email: email(), phone: '0803 123 4567', address: '12 Admiralty Way', state: 'Lagos', notes: '' };
    const request = placeOrderSchema.parse({
      shipping,
      lines: [{ productId: piece.id, quantity: 1, unitPriceKobo: piece.priceKobo }],
      idempotencyKey: randomUUID(),
      delivery: PICKUP,
      paymentMethod: BANK_TRANSFER,
    });
    const { id: buyerId } = await newBuyer();
    const placed = await placeOrder({ id: buyerId }, request);
    const [{ stock }] = (await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, piece.id))) as [{ stock: number }];
    expect(stock).toBe(0);
    const shopper = await signedInConfirmedShopper();
    await watch(shopper, piece.id);
    expect(await backInStockJobs(piece.id)).toEqual([]);

    const cancelled = await as(callers.admin, () => updateOrderStatusAction({ id: placed.orderId, status: 'cancelled', paymentStatus: 'pending', notes: '' }));
    expect(cancelled).toMatchObject({ ok: true });
    expect(await backInStockJobs(piece.id)).toHaveLength(1);
  });
});

// ---- the job ------------------------------------------------------------------------------

describe('the back-in-stock job', () => {
  it('mails each confirmed address once, in order of asking, with the price now and a link; a second run sends nothing', async () => {
    const piece = await newProduct({ ...SOLD_OUT, discountPriceKobo: 280_000_00 });
    const [first, second, third] = [email(), email(), email()];
    const unconfirmed = email();
    const shopper = await signedInConfirmedShopper();
    await askAndConfirm(piece.id, first);
    await watch(shopper, piece.id);
    await askAndConfirm(piece.id, second);
    await ask(piece.id, unconfirmed);
    await askAndConfirm(piece.id, third);
    await runJobsUntilIdle();
    expect(await countWaitingForPieceAsAdmin(piece.id)).toBe(4);
    const before = smtp.received.length;

    expect(await setStockInBackOffice(piece, 2)).toMatchObject({ ok: true });
    await runJobsUntilIdle();
    const backInStock = smtp.received.slice(before).map((mail) => ({ to: mail.to[0], text: readableMail(mail.raw) }));
    expect(backInStock.map((mail) => mail.to)).toEqual([first, shopper.email.toLowerCase(), second, third]);
    expect(backInStock[0]!.text).toMatch(new RegExp(`^Subject: Back in stock: ${piece.name}`, 'm'));
    expect(backInStock[0]!.text).toContain('at ₦280,000.');
    expect(backInStock[0]!.text).toContain(`${ORIGIN}/product/${piece.id}`);
    expect(await countWaitingForPieceAsAdmin(piece.id)).toBe(0);
    const rows = await alertsFor(piece.id);
    expect(rows.filter((row) => row.notifiedAt !== null)).toHaveLength(4);
    expect(rows.find((row) => row.email === unconfirmed)).toMatchObject({ notifiedAt: null });

    // The job again (a worker killed after its work, before settling it): nothing new.
    const mailJobs = (await jobsOfKind(SEND_MAIL_JOB)).length;
    await mailBackInStock({ productId: piece.id }, { signal: new AbortController().signal });
    await runJobsUntilIdle();
    expect((await jobsOfKind(SEND_MAIL_JOB)).length).toBe(mailJobs);
    expect(smtp.received.length).toBe(before + 4);

    // Asking again after being told is a new wait.
    expect(await setStockInBackOffice(piece, 0)).toMatchObject({ ok: true });
    expect(await watch(shopper, piece.id)).toMatchObject({ ok: true });
    expect(await alertsFor(piece.id)).toHaveLength(6);
  });

  it('sends nothing while the piece is sold out again, and mails the waiting once it is back', async () => {
    const piece = await newProduct(SOLD_OUT);
    const address = email();
    await askAndConfirm(piece.id, address);
    await setStockInBackOffice(piece, 1);
    // Sold again before the worker came to it: the job ends, the address still waits.
    await setStock(piece.id, 0);
    await runJobsUntilIdle();
    expect(mailsTo(address, /^Back in stock/)).toEqual([]);
    expect(await db.select().from(stockAlerts).where(and(eq(stockAlerts.productId, piece.id), isNull(stockAlerts.notifiedAt)))).toHaveLength(1);
    expect((await backInStockJobs(piece.id)).map((job) => job.status)).toEqual(['done']);

    await setStockInBackOffice(piece, 4);
    await runJobsUntilIdle();
    expect(mailsTo(address, /^Back in stock/)).toHaveLength(1);
  });

  it('a visitor who confirms after the piece came back is mailed by a job queued with the confirmation', async () => {
    const piece = await newProduct(SOLD_OUT);
    const address = email();
    await ask(piece.id, address);
    await runJobsUntilIdle();
    await setStock(piece.id, 2);
    expect(await backInStockJobs(piece.id)).toEqual([]);
    await as(signedOut, () => confirmStockAlertAction({ token: tokenMailedTo(address) }));
    await runJobsUntilIdle();
    expect(mailsTo(address, /^Back in stock/)).toHaveLength(1);
  });

  it('a confirmation while the piece’s job is still running gets a job of its own', async () => {
    const piece = await newProduct(SOLD_OUT);
    const address = email();
    await ask(piece.id, address);
    await runJobsUntilIdle();
    await setStock(piece.id, 2);
    // The piece's job as it is while a worker runs it: still pending, under the piece's key.
    await enqueueJob(BACK_IN_STOCK_JOB, { productId: piece.id }, { dedupeKey: `back-in-stock:${piece.id}` });
    await as(signedOut, () => confirmStockAlertAction({ token: tokenMailedTo(address) }));
    expect(await backInStockJobs(piece.id)).toHaveLength(2);
    await runJobsUntilIdle();
    expect(mailsTo(address, /^Back in stock/)).toHaveLength(1);
  });

  it('stock back again while the piece’s job runs queues a job of its own: the running job has freed the piece’s key', async () => {
    const piece = await newProduct(SOLD_OUT);
    const [early, late] = [email(), email()];
    await askAndConfirm(piece.id, early);
    await setStockInBackOffice(piece, 1);
    const [running] = await backInStockJobs(piece.id);
    // Claimed by a worker (as claimDueJobs leaves it), which runs the handler and has not settled it yet.
    await db.update(jobs).set({ lockedUntil: sql`now() + interval '5 minutes'` }).where(eq(jobs.id, running!.id));
    await mailBackInStock({ productId: piece.id }, { signal: new AbortController().signal });

    // Meanwhile: sold out, a new address confirmed while it is, and back again.
    await setStock(piece.id, 0);
    await askAndConfirm(piece.id, late);
    await setStockInBackOffice(piece, 2);
    expect((await backInStockJobs(piece.id)).filter((job) => job.status === 'pending')).toHaveLength(2);
    await db.update(jobs).set({ status: 'done', lockedUntil: null }).where(eq(jobs.id, running!.id)); // the worker settles it
    await runJobsUntilIdle();
    expect(mailsTo(early, /^Back in stock/)).toHaveLength(1);
    expect(mailsTo(late, /^Back in stock/)).toHaveLength(1);
  });

  it('mails a long queue in batches, each address once', async () => {
    const piece = await newProduct(SOLD_OUT);
    const addresses = Array.from({ length: 120 }, (_, i) => `queue-${i}-${randomUUID().slice(0, 6)}@example.com`);
    await db.insert(stockAlerts).values(
      addresses.map((address, i) => ({ productId: piece.id, email: address, confirmedAt: new Date(), createdAt: new Date(Date.now() - (1000 - i) * 1000) })),
    );
    const before = smtp.received.length;
    await setStockInBackOffice(piece, 1);
    await runJobsUntilIdle();
    const sent = smtp.received.slice(before).map((mail) => mail.to[0]);
    expect(sent).toEqual(addresses);
    const unfinished = await db.select().from(jobs).where(and(eq(jobs.kind, BACK_IN_STOCK_JOB), sql`${jobs.status} <> 'done'`));
    expect(unfinished).toEqual([]);
  });
});

describe('waiting for one variant (docs/decisions/0053-variants-are-the-unit-of-sale.md)', () => {
  it('is mailed, naming the variant, when that variant’s stock returns, not when another’s changes', async () => {
    const piece = await newProduct({ ...SOLD_OUT, colorVariants: ['Emerald', 'Ochre'], stockByColour: { emerald: 0, ochre: 3 } });
    const [emerald, ochre] = await variantsOf(piece.id);
    const visitorAddress = email();
    const shopper = await signedInConfirmedShopper();
    // The piece is in stock (ochre): only the emerald one can be waited for.
    expect(await ask(piece.id, email())).toMatchObject({ ok: false, error: STOCK_ALERT_NOT_SOLD_OUT });
    expect(await as(shopper, () => watchPieceAction({ productId: piece.id, variantId: ochre!.id }))).toMatchObject({ ok: false, error: STOCK_ALERT_NOT_SOLD_OUT });
    expect(await as(shopper, () => watchPieceAction({ productId: piece.id, variantId: emerald!.id }))).toMatchObject({ ok: true, data: { watching: true } });
    expect(await as(shopper, () => watchingPieceAction({ productId: piece.id, variantId: emerald!.id }))).toMatchObject({ ok: true, data: { watching: true } });
    expect(await as(shopper, () => watchingPieceAction({ productId: piece.id }))).toMatchObject({ ok: true, data: { watching: false } });
    expect(await as(visitor(), () => askWhenBackAction({ productId: piece.id, variantId: emerald!.id, email: visitorAddress }))).toMatchObject({ ok: true });
    await runJobsUntilIdle();
    expect(mailsTo(visitorAddress, /^Confirm: tell me when/)[0]).toContain(`${piece.name} (Emerald)`);
    expect(await as(signedOut, () => confirmStockAlertAction({ token: tokenMailedTo(visitorAddress) }))).toEqual({
      ok: true,
      data: { email: visitorAddress, productName: `${piece.name} (Emerald)` },
    });
    expect((await alertsFor(piece.id)).map((row) => row.variantId)).toEqual([emerald!.id, emerald!.id]);
    const before = smtp.received.length;

    // Another variant's stock moves (and the piece's total with it): nobody waiting for emerald is mailed.
    await setStock(piece.id, 5, 'Ochre');
    await setStock(piece.id, 0, 'Ochre');
    await setStock(piece.id, 2, 'Ochre');
    await runJobsUntilIdle();
    expect(smtp.received.length).toBe(before);
    expect(await backInStockJobs(piece.id)).toEqual([]);

    // The emerald one returns: both are mailed once, the variant named, its page opened on it.
    await setStock(piece.id, 4, 'Emerald');
    await runJobsUntilIdle();
    const mailed = smtp.received.slice(before).map((mail) => ({ to: mail.to[0], text: readableMail(mail.raw) }));
    expect(mailed.map((mail) => mail.to).sort()).toEqual([shopper.email.toLowerCase(), visitorAddress].sort());
    expect(mailed[0]!.text).toMatch(new RegExp(`^Subject: Back in stock: ${piece.name} \\(Emerald\\)`, 'm'));
    expect(mailed[0]!.text).toContain('at ₦320,000.');
    expect(mailed[0]!.text).toContain(`${ORIGIN}/product/${piece.id}?variant=${emerald!.id}`);
    expect((await alertsFor(piece.id)).every((row) => row.notifiedAt !== null)).toBe(true);
  });

  it('the piece’s own waiters are mailed when its total returns, whichever variant brings it', async () => {
    const piece = await newProduct({ ...SOLD_OUT, colorVariants: ['Emerald', 'Ochre'], stockByColour: { emerald: 0, ochre: 0 } });
    const [emerald] = await variantsOf(piece.id);
    const forPiece = email();
    const forEmerald = email();
    await askAndConfirm(piece.id, forPiece);
    expect(await as(visitor(), () => askWhenBackAction({ productId: piece.id, variantId: emerald!.id, email: forEmerald }))).toMatchObject({ ok: true });
    await runJobsUntilIdle();
    expect(await as(signedOut, () => confirmStockAlertAction({ token: tokenMailedTo(forEmerald) }))).toMatchObject({ ok: true });
    // Both rows for one address and piece can wait side by side (the variant is part of the unique key).
    expect(await alertsFor(piece.id)).toHaveLength(2);
    const before = smtp.received.length;

    await setStock(piece.id, 1, 'Ochre');
    await runJobsUntilIdle();
    expect(smtp.received.slice(before).map((mail) => mail.to[0])).toEqual([forPiece]);
    await setStock(piece.id, 1, 'Emerald');
    await runJobsUntilIdle();
    expect(smtp.received.slice(before).map((mail) => mail.to[0])).toEqual([forPiece, forEmerald]);
  });
});

describe('the waiting count on the product screen', () => {
  it('is for staff who may read products only', async () => {
    const piece = await newProduct(SOLD_OUT);
    await expect(as(callers.shopper, () => countWaitingForPiece(piece.id))).rejects.toThrow();
    await expect(as(signedOut, () => countWaitingForPiece(piece.id))).rejects.toThrow();
    await expect(as(await callers.staff('fulfilment'), () => countWaitingForPiece(piece.id))).rejects.toThrow();
    expect(await as(await callers.staff('manager'), () => countWaitingForPiece(piece.id))).toBe(0);
  });
});

function countWaitingForPieceAsAdmin(productId: string) {
  return as(callers.admin, () => countWaitingForPiece(productId));
}
