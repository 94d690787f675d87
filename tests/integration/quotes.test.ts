// @postgres: one quote accepted twice at once (the quote's row lock)
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { as, signedInAdmin, signedInShopper, signedOut, type TestCaller } from '../helpers/sessions';
import { takeBankTransfers } from '../helpers/checkout';
import { jobsOfKind } from '../helpers/jobs';
import { auditRowsOf } from '../helpers/audit-rows-of';
import { expectOpenedThroughTheDoor } from '../helpers/order-door';
import { db } from '@/server/db/client';
import { customers, jobs, orderItems, orders, payments, quoteFiles, quoteMessages, quotes, users } from '@/server/db/schema';
import { insertDeliveryZones } from '../../seed/delivery';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import { addCalendarDays, lagosToday } from '@/lib/delivery/business-days';
import { SEND_MAIL_JOB } from '@/server/mail/mail-jobs';
import { getStorage } from '@/server/media/storage';
import { confirmPayment } from '@/server/payments/confirm-payment';
import { listQuotesForUser, getQuoteForUser, unclaimedQuoteFor } from '@/server/quotes/customer-quotes';
import { getSessionUser } from '@/server/auth/session';
import { acceptQuoteAction } from '@/server/quotes/actions/store/accept-quote';
import { askQuoteQuestionAction } from '@/server/quotes/actions/store/ask-quote-question';
import { claimQuoteAction } from '@/server/quotes/actions/store/claim-quote';
import { declineQuoteAction } from '@/server/quotes/actions/store/decline-quote';
import { CONFIRM_EMAIL_FIRST } from '@/server/quotes/accept-quote';
import { QUOTE_NOTE_LIMIT } from '@/server/quotes/request-quote';
import { createAccountToken } from '@/server/account/account-tokens';
import { confirmEmailChange, verifyEmail } from '@/server/account/email-address';
import { closeMyAccountAction } from '@/server/privacy/actions/store/close-my-account';
import { GET as downloadData } from '@/app/api/account/data/route';
import { sendQuoteAction } from '@/server/quotes/actions/send-quote';
import { sendQuoteMessageAction } from '@/server/quotes/actions/send-shop-message';
import { extendQuoteAction } from '@/server/quotes/actions/extend-quote';
import { updateOrderStatusAction } from '@/server/order-desk/actions/update-order-status';
import { POST as requestQuote, type QuoteRequestResponse } from '@/app/api/quotes/route';
import { GET as quoteFile } from '@/app/admin/quotes/files/[fileId]/route';

// Quotes for custom pieces end to end on the server (docs/product.md, "Quotes for custom pieces"):
// a visitor's request through its route with real files, the builder and its mail, the
// conversation mailed both ways, and accepting into an order at the quoted prices, once.

vi.hoisted(async () => {
  process.env.SHOP_EMAIL = 'studio@adireliving.test';
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  pointDataDirAtTempFolder();
});
const ORIGIN = 'http://localhost:3000';

let database: TestDatabase;
let customer: TestCaller;
let stranger: TestCaller;
let admin: TestCaller;

beforeAll(async () => {
  database = await createTestDatabase();
  await takeBankTransfers();
  await db.transaction((tx) => insertDeliveryZones(tx));
  [customer, stranger, admin] = await Promise.all([signedInShopper(), signedInShopper(), signedInAdmin()]);
});
afterAll(() => database.dispose());

const png = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#a4472a' } }).png().toBuffer();
let ipCounter = 0;
const freshIp = () => `203.0.113.${(ipCounter += 1)}`;

type Upload = { bytes: Buffer; name: string; type: string };

/** A request through the route, signed out unless `caller` is given. */
async function send(fields: Record<string, string>, files: Upload[] = [], ip = freshIp(), caller: TestCaller = signedOut) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('files', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const headers = new Headers(caller.headers);
  headers.set(CLIENT_IP_HEADER, ip);
  const response = await requestQuote(new Request(`${ORIGIN}/api/quotes`, { method: 'POST', headers, body: form }));
  return { status: response.status, body: (await response.json()) as QuoteRequestResponse };
}

const request = (email: string) => ({
  kind: 'piece',
  description: 'A three-seater sofa like the Lekki, in a deeper seat.',
  widthCm: '220',
  depthCm: '95',
  heightCm: '80',
  fabric: 'Aso-oke, indigo',
  finish: 'Dark walnut legs',
  quantity: '1',
  deliveryState: 'Lagos',
  budget: '1m_3m',
  wantedBy: addCalendarDays(lagosToday(), 60),
  name: 'Amaka Obi',
  email,
  phone: '0803 123 4567',
  contactVia: 'whatsapp',
});

async function quoteRow(quoteNumber: string) {
  const [row] = await db.select().from(quotes).where(eq(quotes.quoteNumber, quoteNumber));
  return row!;
}

const mailsTo = async (to: string) => (await jobsOfKind(SEND_MAIL_JOB)).map((job) => job.payload as { to: string; subject: string; text: string; replyTo?: string }).filter((mail) => mail.to === to);

/** Asked signed in as `caller` (the customer by default), or signed out with `signedOut`. */
async function requested(email = customer.email, caller: TestCaller = customer) {
  const sent = await send(request(email), [], freshIp(), caller);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return quoteRow(sent.body.data!.quoteNumber);
}

// One line of ₦3,333.35 at a 30% deposit: 100,000.5 kobo, rounded half up to 100,001.
const BUILT = {
  lines: [{ description: 'Bespoke Lekki sofa, 220 cm, aso-oke', quantity: '1', unitPrice: '3333.35' }],
  delivery: { mode: 'zone' as const, zoneName: 'Lagos', deliveryClass: 'parcel' as const },
  leadTimeMinDays: '21',
  leadTimeMaxDays: '28',
  depositPercent: '30',
  validUntil: addCalendarDays(lagosToday(), 14),
};

async function quoted(email = customer.email, caller: TestCaller = customer) {
  const quote = await requested(email, caller);
  const result = await as(admin, () => sendQuoteAction({ id: quote.id, ...BUILT }));
  expect(result, JSON.stringify(result)).toMatchObject({ ok: true });
  return quoteRow(quote.quoteNumber);
}

const SHIPPING = { fullName: 'Amaka Obi', phone: '0803 123 4567', address: '12 Admiralty Way, Lekki Phase 1', state: 'Lagos' as const };
const accept = (caller: TestCaller, quoteNumber: string) =>
  as(caller, () => acceptQuoteAction({ quoteNumber, shipping: { ...SHIPPING, email: caller.email }, paymentMethod: 'bank_transfer' }));

describe('a visitor’s request', () => {
  it('is stored with its photo under a private key, and mailed to the shop', async () => {
    const sent = await send(request('visitor@example.com'), [{ bytes: await png(), name: 'my room.png', type: 'image/png' }]);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const quote = await quoteRow(sent.body.data!.quoteNumber);
    expect(quote).toMatchObject({ status: 'new', userId: null, widthCm: 220, depthCm: 95, heightCm: 80, budget: '1m_3m', contactVia: 'whatsapp' });
    const files = await db.select().from(quoteFiles).where(eq(quoteFiles.quoteId, quote.id));
    expect(files).toHaveLength(1);
    expect(files[0]!.storageKey).toMatch(/^private\/quote-files\/.+\.png$/);
    expect(await getStorage().stat(files[0]!.storageKey)).not.toBeNull();
    const [mail] = await mailsTo('studio@adireliving.test');
    expect(mail).toMatchObject({ replyTo: 'visitor@example.com', subject: expect.stringContaining(quote.quoteNumber) });

    // The file is for staff only.
    const get = (caller: TestCaller) => quoteFile(new Request(`${ORIGIN}/admin/quotes/files/${files[0]!.id}`, { headers: caller.headers }), { params: Promise.resolve({ fileId: files[0]!.id }) });
    expect((await get(signedOut)).status).toBe(401);
    expect((await get(customer)).status).toBe(403);
    const staff = await get(admin);
    expect(staff.status).toBe(200);
    expect(staff.headers.get('content-type')).toBe('image/png');
    expect(staff.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses a file that is not a picture or PDF by its bytes, whatever it is called, and stores nothing', async () => {
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(quotes);
    const sent = await send(request('visitor@example.com'), [{ bytes: Buffer.from('<script>alert(1)</script>'), name: 'sofa.png', type: 'image/png' }]);
    expect(sent.status).toBe(415);
    expect(sent.body.error?.fieldErrors?.files).toMatch(/JPEG or PNG/);
    expect(await db.select({ n: sql<number>`count(*)::int` }).from(quotes)).toEqual(before);
  });

  it('answers each field’s problem in the form’s words', async () => {
    const sent = await send({ ...request('not-an-email'), widthCm: '0' });
    expect(sent.status).toBe(400);
    expect(sent.body.error?.fieldErrors).toEqual({ email: 'Enter a valid email address', widthCm: 'Enter whole centimetres between 1 and 10,000' });
    const noPhone = await send({ ...request('visitor@example.com'), contactVia: 'phone', phone: '' });
    expect(noPhone.body.error?.fieldErrors).toEqual({ phone: 'Add a phone number to be reached by WhatsApp or phone' });
  });

  it('takes the contact form’s limit per address: five in ten minutes', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) expect((await send(request('busy@example.com'), [], ip)).status).toBe(200);
    const sixth = await send(request('busy@example.com'), [], ip);
    expect(sixth.status).toBe(429);
    expect((await send(request('busy@example.com'), [], freshIp())).status).toBe(200);
  });
});

async function signedInShopperWith(email: string): Promise<TestCaller> {
  const { getAuth } = await import('@/server/auth/auth');
  const response = await getAuth().handler(
    new Request(`${ORIGIN}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, [CLIENT_IP_HEADER]: freshIp() },
      body: JSON.stringify({ email, password: 'shopper-pass', name: 'Later Shopper' }),
    }),
  );
  expect(response.ok).toBe(true);
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  return { email: email.toLowerCase(), headers: new Headers({ cookie, origin: ORIGIN }) };
}

/** The account's address confirmed, as its link does (src/server/account/email-address.ts). */
async function confirmAddress(email: string) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  const token = await db.transaction((tx) => createAccountToken(tx, user!.id, 'verify-email'));
  await verifyEmail(token);
  return user!.id;
}

const listedFor = (caller: TestCaller) => as(caller, async () => (await listQuotesForUser((await getSessionUser())!)).map((row) => row.quoteNumber));
const openedBy = (caller: TestCaller, quoteNumber: string) => as(caller, async () => getQuoteForUser(quoteNumber, (await getSessionUser())!));

describe('whose request it is', () => {
  it('asked signed in, is the session’s account’s, whatever email the form gives; asked signed out, is nobody’s', async () => {
    const mine = await requested('someone-else@example.com', customer);
    const user = await as(customer, () => getSessionUser());
    expect(mine.userId).toBe(user!.id);
    expect(await listedFor(customer)).toContain(mine.quoteNumber);

    // The customer's own address, but signed out: not theirs until the address is proved.
    const signedOutOne = await requested(customer.email.toUpperCase(), signedOut);
    expect(signedOutOne.userId).toBeNull();
    expect(await listedFor(customer)).not.toContain(signedOutOne.quoteNumber);
  });

  it('is shown to nobody who signs up with the address and never confirms it: not listed, opened, accepted, declined, messaged, downloaded, nor deleted with the account', async () => {
    const victim = `victim-${randomUUID()}@example.com`;
    const quote = await quoted(victim, signedOut);
    expect(await as(admin, () => sendQuoteMessageAction({ id: quote.id, body: 'Would you like piping on the cushions?' }))).toMatchObject({ ok: true });
    const squatter = await signedInShopperWith(victim);

    expect(await listedFor(squatter)).toEqual([]);
    expect(await openedBy(squatter, quote.quoteNumber)).toBeNull();
    expect(await accept(squatter, quote.quoteNumber)).toMatchObject({ ok: false, error: 'This quote does not exist.' });
    expect(await as(squatter, () => declineQuoteAction({ quoteNumber: quote.quoteNumber, reason: 'No' }))).toMatchObject({ ok: false, error: 'This quote does not exist.' });
    expect(await as(squatter, () => askQuoteQuestionAction({ quoteNumber: quote.quoteNumber, body: 'Hello' }))).toMatchObject({ ok: false, error: 'This quote does not exist.' });
    expect(await as(squatter, () => claimQuoteAction({ quoteNumber: quote.quoteNumber }))).toMatchObject({ ok: false, error: CONFIRM_EMAIL_FIRST });

    const download = await as(squatter, () => downloadData(new Request(`${ORIGIN}/api/account/data?format=json`, { headers: squatter.headers })));
    expect(download.status).toBe(200);
    const data = (await download.json()) as { quotes: unknown[] };
    expect(data.quotes).toEqual([]);
    expect(JSON.stringify(data)).not.toContain(quote.quoteNumber);

    const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, victim));
    const closed = await as(squatter, () => closeMyAccountAction({ accountId: account!.id, password: 'shopper-pass', confirmation: 'DELETE', withPasskey: false }));
    expect(closed).toMatchObject({ ok: true });
    expect(await quoteRow(quote.quoteNumber)).toMatchObject({ status: 'quoted', userId: null, description: quote.description, email: victim });
    expect(await db.select().from(quoteMessages).where(eq(quoteMessages.quoteId, quote.id))).toHaveLength(1);
  });

  it('joins the account when its address is confirmed, by the link mailed at sign-up or by a confirmed change of email', async () => {
    const owner = `owner-${randomUUID()}@example.com`;
    const quote = await requested(owner.toUpperCase(), signedOut);
    const account = await signedInShopperWith(owner);
    expect(await listedFor(account)).toEqual([]);
    const userId = await confirmAddress(owner);
    expect((await quoteRow(quote.quoteNumber)).userId).toBe(userId);
    expect(await listedFor(account)).toEqual([quote.quoteNumber]);
    expect(await openedBy(account, quote.quoteNumber)).toMatchObject({ quoteNumber: quote.quoteNumber });
    // Nobody else sees it.
    expect(await openedBy(stranger, quote.quoteNumber)).toBeNull();

    const moved = `moved-${randomUUID()}@example.com`;
    const movedQuote = await requested(moved, signedOut);
    const token = await db.transaction((tx) => createAccountToken(tx, userId, 'change-email', { newEmail: moved }));
    await confirmEmailChange(token);
    expect((await quoteRow(movedQuote.quoteNumber)).userId).toBe(userId);
  });

  it('with a confirmed customer’s address, stays out of their account and mails them only a neutral note until they say it is theirs', async () => {
    const address = `confirmed-${randomUUID()}@example.com`;
    const holder = await signedInShopperWith(address);
    const holderId = await confirmAddress(address);
    const quote = await requested(address, signedOut);
    expect(quote.userId).toBeNull();
    expect(await listedFor(holder)).toEqual([]);
    expect(await openedBy(holder, quote.quoteNumber)).toBeNull();

    // One mail, with the number and the link, and none of the requester's words.
    const notes = await mailsTo(address);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.subject).toMatch(/^Did you ask .+ for a quote\?$/);
    expect(notes[0]!.text).toContain(`/account/quotes/${quote.quoteNumber}`);
    for (const words of [quote.name, quote.description, quote.phone!, quote.fabric!]) expect(notes[0]!.text).not.toContain(words);
    // Their quote page offers "This request is mine", with the number and day only.
    expect(await unclaimedQuoteFor(quote.quoteNumber, { id: holderId })).toMatchObject({ quoteNumber: quote.quoteNumber, emailConfirmed: true });

    // Another account cannot claim it, nor learn of it.
    expect(await as(stranger, () => claimQuoteAction({ quoteNumber: quote.quoteNumber }))).toMatchObject({ ok: false });
    expect(await unclaimedQuoteFor(quote.quoteNumber, { id: (await as(stranger, () => getSessionUser()))!.id })).toBeNull();

    expect(await as(holder, () => claimQuoteAction({ quoteNumber: quote.quoteNumber }))).toEqual({ ok: true, data: { quoteNumber: quote.quoteNumber } });
    expect(await listedFor(holder)).toEqual([quote.quoteNumber]);
    expect((await quoteRow(quote.quoteNumber)).userId).toBe(holderId);
  });

  it('mails the note to one address three times a day at most, whatever the client', async () => {
    const address = `bombed-${randomUUID()}@example.com`;
    await signedInShopperWith(address);
    await confirmAddress(address);
    for (let i = 0; i < 5; i += 1) await requested(address, signedOut);
    expect(await mailsTo(address)).toHaveLength(QUOTE_NOTE_LIMIT.max);
  });
});

describe('the shop’s quote', () => {
  it('fixes the lines, the zone’s fee, lead time, deposit and validity, reads quoted, and mails the customer a link', async () => {
    const quote = await quoted();
    expect(quote).toMatchObject({ status: 'quoted', deliveryFeeKobo: 5_000_00, deliveryZoneName: 'Lagos', leadTimeMinDays: 21, leadTimeMaxDays: 28, depositPercent: 30 });
    expect(quote.sentAt).not.toBeNull();
    const mail = (await mailsTo(customer.email)).find((m) => m.subject.includes(quote.quoteNumber) && m.subject.includes('ready'));
    expect(mail?.text).toContain(`/account/quotes/${quote.quoteNumber}`);
    expect(mail?.text).toContain('Pay a deposit of ₦1,000.01 now, ₦7,333.34 before delivery');
  });

  it('is refused to a lead time that ends before it starts', async () => {
    const quote = await requested();
    const result = await as(admin, () => sendQuoteAction({ id: quote.id, ...BUILT, leadTimeMinDays: '30', leadTimeMaxDays: '10' }));
    expect(result).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { leadTimeMaxDays: [expect.any(String)] } });
    expect((await quoteRow(quote.quoteNumber)).status).toBe('new');
  });

  it('carries messages both ways, each mailed to the other side', async () => {
    const quote = await quoted();
    expect(await as(admin, () => sendQuoteMessageAction({ id: quote.id, body: 'Would you like piping on the cushions?' }))).toMatchObject({ ok: true });
    expect((await mailsTo(customer.email)).some((m) => m.text.includes('piping on the cushions') && m.replyTo === 'studio@adireliving.test')).toBe(true);

    expect(await as(customer, () => askQuoteQuestionAction({ quoteNumber: quote.quoteNumber, body: 'Yes please, in brass.' }))).toMatchObject({ ok: true });
    expect((await mailsTo('studio@adireliving.test')).some((m) => m.text.includes('Yes please, in brass.') && m.replyTo === customer.email)).toBe(true);
    const messages = await db.select().from(quoteMessages).where(eq(quoteMessages.quoteId, quote.id));
    expect(messages.map((m) => m.author).sort()).toEqual(['customer', 'shop']);

    // A stranger's question is refused as if the quote did not exist.
    expect(await as(stranger, () => askQuoteQuestionAction({ quoteNumber: quote.quoteNumber, body: 'Hello' }))).toMatchObject({ ok: false, error: 'This quote does not exist.' });
  });
});

describe('accepting', () => {
  it('places an order from the quote’s lines at its prices: deposit of the lines in kobo, delivery in the balance, no stock', async () => {
    const quote = await quoted();
    const customersBefore = await db.select().from(customers).where(sql`lower(${customers.email}) = lower(${customer.email})`);
    const result = await accept(customer, quote.quoteNumber);
    expect(result, JSON.stringify(result)).toMatchObject({ ok: true });
    if (!result.ok) return;
    const [order] = await db.select().from(orders).where(eq(orders.orderNumber, result.data.orderNumber));
    expect(order).toMatchObject({
      quoteId: quote.id,
      subtotalKobo: 333_335,
      deliveryFeeKobo: 5_000_00,
      totalAmountKobo: 833_335,
      depositKobo: 100_001,
      paymentMethod: 'bank_transfer',
      deliveryState: 'Lagos',
      deliveryZoneName: 'Lagos',
      paymentStatus: 'pending',
    });
    expect(order!.paymentDueAt).not.toBeNull();
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(items).toEqual([expect.objectContaining({ productId: null, productName: 'Bespoke Lekki sofa, 220 cm, aso-oke', priceKobo: 333_335, quantity: 1, leadTimeMinDays: 21, leadTimeMaxDays: 28 })]);
    expect(await quoteRow(quote.quoteNumber)).toMatchObject({ status: 'accepted', orderId: order!.id });
    // The confirmation mail and the reservation's jobs, with the order.
    const kinds = (await db.select({ kind: jobs.kind, payload: jobs.payload }).from(jobs)).filter((job) => (job.payload as { orderId?: string }).orderId === order!.id).map((job) => job.kind);
    expect(kinds).toEqual(expect.arrayContaining(['order-placed-mails', 'reservation-expiry', 'transfer-reminder']));
    const [customerRow] = await db.select().from(customers).where(sql`lower(${customers.email}) = lower(${customer.email})`);
    expect(customerRow!.totalSpentKobo).toBe((customersBefore[0]?.totalSpentKobo ?? 0) + 833_335);
    await expectOpenedThroughTheDoor(order!.id, { action: 'quote_ordered', unitsTaken: 0, by: 'system' });

    // Accepted once.
    expect(await accept(customer, quote.quoteNumber)).toMatchObject({ ok: false, error: 'This quote has already been accepted or declined.' });
    expect(await db.select().from(orders).where(eq(orders.quoteId, quote.id))).toHaveLength(1);
  });

  it('places one order when accepted twice at once (the quote’s row lock)', async () => {
    const quote = await quoted();
    const results = await Promise.all([accept(customer, quote.quoteNumber), accept(customer, quote.quoteNumber)]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(await db.select().from(orders).where(eq(orders.quoteId, quote.id))).toHaveLength(1);
  });

  it('is refused to another account, as if the quote did not exist', async () => {
    const quote = await quoted();
    expect(await accept(stranger, quote.quoteNumber)).toMatchObject({ ok: false, error: 'This quote does not exist.' });
    expect(await accept(admin, quote.quoteNumber)).toMatchObject({ ok: false, error: 'This quote does not exist.' });
    expect((await quoteRow(quote.quoteNumber)).status).toBe('quoted');
  });

  it('is refused once the quote has expired, and allowed again after the shop extends it', async () => {
    const quote = await quoted();
    await db.update(quotes).set({ validUntil: addCalendarDays(lagosToday(), -1) }).where(eq(quotes.id, quote.id));
    const user = (await as(customer, () => getSessionUser()))!;
    expect((await getQuoteForUser(quote.quoteNumber, user))!.status).toBe('expired');
    expect(await accept(customer, quote.quoteNumber)).toMatchObject({ ok: false, error: expect.stringMatching(/expired/) });

    const extended = await as(admin, () => extendQuoteAction({ id: quote.id, validUntil: addCalendarDays(lagosToday(), 7) }));
    expect(extended).toMatchObject({ ok: true });
    expect((await mailsTo(customer.email)).some((m) => m.subject.includes(quote.quoteNumber) && m.subject.includes('now holds until'))).toBe(true);
    expect(await accept(customer, quote.quoteNumber)).toMatchObject({ ok: true });
  });

  it('is refused outside the zone the delivery was priced for', async () => {
    const quote = await quoted();
    const result = await as(customer, () =>
      acceptQuoteAction({ quoteNumber: quote.quoteNumber, shipping: { ...SHIPPING, state: 'Kano', email: customer.email }, paymentMethod: 'bank_transfer' }),
    );
    expect(result).toMatchObject({ ok: false, error: expect.stringMatching(/priced for Lagos/) });
  });

  it('never takes pay on delivery', async () => {
    const quote = await quoted();
    const result = await as(customer, () =>
      acceptQuoteAction({ quoteNumber: quote.quoteNumber, shipping: { ...SHIPPING, email: customer.email }, paymentMethod: 'pay_on_delivery' as 'paystack' }),
    );
    expect(result).toMatchObject({ ok: false, code: 'invalid' });
  });

  it('turns the quote ordered once the deposit is confirmed', async () => {
    const quote = await quoted();
    const result = await accept(customer, quote.quoteNumber);
    if (!result.ok) throw new Error(result.error);
    const confirmed = await confirmPayment({ orderId: result.data.orderId, method: 'bank_transfer', amountKobo: 100_001, currency: 'NGN' });
    expect(confirmed.outcome).toBe('paid');
    const [order] = await db.select().from(orders).where(eq(orders.id, result.data.orderId));
    expect(order!.paymentStatus).toBe('deposit_paid');
    expect((await quoteRow(quote.quoteNumber)).status).toBe('ordered');
  });
});

/** What the reservation's end does to an unpaid order. */
const expireUnpaid = (orderId: string) => db.update(orders).set({ status: 'cancelled', cancelReason: 'not paid in time' }).where(eq(orders.id, orderId));
const orderStatus = async (orderId: string) => (await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status;

describe('an order not paid in time', () => {
  it('leaves its quote to be sent again, and accepted anew', async () => {
    const quote = await quoted();
    const first = await accept(customer, quote.quoteNumber);
    if (!first.ok) throw new Error(first.error);
    await expireUnpaid(first.data.orderId);
    expect(await accept(customer, quote.quoteNumber)).toMatchObject({ ok: false });
    expect(await as(admin, () => sendQuoteAction({ id: quote.id, ...BUILT }))).toMatchObject({ ok: true });
    expect(await quoteRow(quote.quoteNumber)).toMatchObject({ status: 'quoted', orderId: null });
    const second = await accept(customer, quote.quoteNumber);
    expect(second).toMatchObject({ ok: true });
    expect(second.ok && second.data.orderId).not.toBe(first.data.orderId);
  });

  it('is reopened by money that arrives late while its quote still names it', async () => {
    const quote = await quoted();
    const first = await accept(customer, quote.quoteNumber);
    if (!first.ok) throw new Error(first.error);
    await expireUnpaid(first.data.orderId);
    const late = await confirmPayment({ orderId: first.data.orderId, method: 'bank_transfer', amountKobo: 100_001, currency: 'NGN' });
    expect(late.outcome).toBe('reopened');
    expect(await as(admin, () => sendQuoteAction({ id: quote.id, ...BUILT }))).toMatchObject({ ok: false, error: expect.stringMatching(/already accepted/) });
  });

  it('once sent again, leaves the cancelled order cancelled: money for it is a refund due, and an admin cannot reopen it', async () => {
    const quote = await quoted();
    const first = await accept(customer, quote.quoteNumber);
    if (!first.ok) throw new Error(first.error);
    await expireUnpaid(first.data.orderId);
    expect(await as(admin, () => sendQuoteAction({ id: quote.id, ...BUILT }))).toMatchObject({ ok: true });

    const second = await accept(customer, quote.quoteNumber);
    if (!second.ok) throw new Error(second.error);

    // Late money for the old order: given back, the old order stays cancelled.
    const late = await confirmPayment({ orderId: first.data.orderId, method: 'bank_transfer', amountKobo: 100_001, currency: 'NGN' });
    expect(late).toMatchObject({ outcome: 'refund_due', reason: expect.stringMatching(/quote was sent again/) });
    expect(await orderStatus(first.data.orderId)).toBe('cancelled');
    const [payment] = await db.select().from(payments).where(eq(payments.id, late.paymentId));
    expect(payment).toMatchObject({ status: 'succeeded', arrivedLate: true, reason: late.reason });
    const reopen = await as(admin, () => updateOrderStatusAction({ id: first.data.orderId, status: 'pending', paymentStatus: 'deposit_paid', notes: '' }));
    expect(reopen).toMatchObject({ ok: false, error: expect.stringMatching(/quote was sent to the customer again/) });
    const live = (await db.select({ status: orders.status }).from(orders).where(eq(orders.quoteId, quote.id))).filter((order) => order.status !== 'cancelled');
    expect(live).toHaveLength(1);
    expect(await quoteRow(quote.quoteNumber)).toMatchObject({ status: 'accepted', orderId: second.data.orderId });
  });

  it('never ends with two live orders when late money and "Send quote" come at once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const quote = await quoted();
      const first = await accept(customer, quote.quoteNumber);
      if (!first.ok) throw new Error(first.error);
      await expireUnpaid(first.data.orderId);
      const [late, sent] = await Promise.all([
        confirmPayment({ orderId: first.data.orderId, method: 'bank_transfer', amountKobo: 100_001, currency: 'NGN' }),
        as(admin, () => sendQuoteAction({ id: quote.id, ...BUILT })),
      ]);
      // Exactly one wins: the order lives again and the quote stays with it, or the quote was sent again and the money is given back.
      expect([late.outcome, sent.ok]).toEqual(late.outcome === 'reopened' ? ['reopened', false] : ['refund_due', true]);
      if (sent.ok) expect(await accept(customer, quote.quoteNumber)).toMatchObject({ ok: true });
      const live = (await db.select({ status: orders.status }).from(orders).where(eq(orders.quoteId, quote.id))).filter((order) => order.status !== 'cancelled');
      expect(live).toHaveLength(1);
    }
  });

  it('is not reopened while the order stands', async () => {
    const quote = await quoted();
    expect(await accept(customer, quote.quoteNumber)).toMatchObject({ ok: true });
    expect(await as(admin, () => sendQuoteAction({ id: quote.id, ...BUILT }))).toMatchObject({ ok: false, error: expect.stringMatching(/already accepted/) });
  });
});

describe('declining', () => {
  it('keeps the reason, tells the shop, and the quote can no longer be accepted', async () => {
    const quote = await quoted();
    expect(await as(customer, () => declineQuoteAction({ quoteNumber: quote.quoteNumber, reason: 'Over our budget for now.' }))).toMatchObject({ ok: true });
    expect(await quoteRow(quote.quoteNumber)).toMatchObject({ status: 'declined', declineReason: 'Over our budget for now.' });
    expect((await mailsTo('studio@adireliving.test')).some((m) => m.text.includes('Over our budget for now.'))).toBe(true);
    expect(await accept(customer, quote.quoteNumber)).toMatchObject({ ok: false });
    expect(await as(customer, () => declineQuoteAction({ quoteNumber: quote.quoteNumber, reason: 'Again' }))).toMatchObject({ ok: false });
  });
});

describe('the activity log', () => {
  it('records a quote sent with its total in kobo, an extension and a message, by the staff member', async () => {
    const quote = await quoted();
    const validUntil = addCalendarDays(lagosToday(), 30);
    expect(await as(admin, () => extendQuoteAction({ id: quote.id, validUntil }))).toMatchObject({ ok: true });
    expect(await as(admin, () => sendQuoteMessageAction({ id: quote.id, body: 'Piping on the cushions?' }))).toMatchObject({ ok: true });

    const rows = await auditRowsOf('quote', quote.id);
    expect(rows.map((row) => row.action)).toEqual(['quote_sent', 'update', 'message_sent']);
    expect(rows[0]).toMatchObject({
      entityLabel: `Quote ${quote.quoteNumber}`,
      actorKind: 'staff',
      changes: { status: { before: 'new', after: 'quoted' }, lines: { before: 0, after: 1 }, totalKobo: { before: null, after: expect.any(Number) }, depositPercent: { before: null, after: 30 } },
    });
    expect(rows[1]!.changes).toEqual({ validUntil: { before: BUILT.validUntil, after: validUntil } });
    // The words stay in the conversation, not in the log.
    expect(JSON.stringify(rows[2])).not.toContain('Piping');
  });
});
