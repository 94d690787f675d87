// @postgres: reminders are claimed in batches with SKIP LOCKED by the job maintenance; times are set with SQL intervals
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as, signedInShopper, signedOut, type TestCaller } from '../helpers/sessions';
import { readableMail, startSmtpSink } from '../helpers/smtp-sink';
import { runJobsUntilIdle } from '../helpers/jobs';
import { takeBankTransfers } from '../helpers/checkout';
import { db } from '@/server/db/client';
import { auditLog, categories, orders, products, serverCarts, users, websiteSettings } from '@/server/db/schema';
import { jobMaintenance } from '@/server/composition/jobs';
import { syncCartAction } from '@/server/abandoned-checkouts/actions/store/sync-cart';
import { cartOfRestoreToken } from '@/server/abandoned-checkouts/restore-link';
import { listAdminAbandonedCheckouts } from '@/server/abandoned-checkouts/admin-abandoned-checkout-reads';
import { readRecoveredCarts } from '@/server/abandoned-checkouts/recovered-carts';
import { whatsappFollowUpAction } from '@/server/abandoned-checkouts/actions/whatsapp-follow-up';
import { POST as unsubscribe } from '@/app/api/unsubscribe/route';
import { newCategory, newProduct, placeTestOrder, setStock } from '../helpers/factories';
import { resetDatabase, SIGNED_IN_ACCOUNTS } from '../helpers/reset-database';

// Abandoned checkouts (docs/product.md, "Abandoned checkouts") on a real database, real sessions and a
// real SMTP server on loopback: the cart kept on the server and joined between devices, checkout
// reached, both reminders through the worker's own maintenance entry, what stops them, the restore
// link, recovery, and the back office's list and dashboard figure.

const { dataDir, smtpPort } = await vi.hoisted(async () => {
  const { pointMailAtSmtpSink } = await import('../helpers/loopback-port');
  const port = await pointMailAtSmtpSink();
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return { dataDir: pointDataDirAtTempFolder(), smtpPort: port };
});

const callers = setUpAdminTestDatabase(dataDir);
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

const SOFA_PRICE = 450_000_00;
const CHAIR_PRICE = 85_000_00;
let sofa: string;
let chair: string;

beforeAll(async () => {
  smtp = await startSmtpSink(smtpPort);
  await takeBankTransfers({ siteName: 'Adire Living' });
  await newCategory('Sofas');
});
afterAll(async () => smtp.close());
beforeEach(async () => {
  await resetDatabase({ keep: [...SIGNED_IN_ACCOUNTS, categories, websiteSettings] });
  smtp.received.length = 0;
  sofa = (await newProduct({ name: 'Lekki Sofa', priceKobo: SOFA_PRICE, stockQuantity: 5, colorVariants: ['Indigo', 'Sand'] })).id;
  chair = (await newProduct({ name: 'Ikoyi Lounge Chair', priceKobo: CHAIR_PRICE, stockQuantity: 5 })).id;
});

const reminders = jobMaintenance.find((task) => task.name === 'abandoned checkout reminders queued')!;

const userIdOf = async (caller: TestCaller) => (await db.select({ id: users.id }).from(users).where(eq(users.email, caller.email)))[0]!.id;

const line = (productId: string, quantity: number, variant: string | null = null) => ({ productId, quantity, variant });

async function sync(caller: TestCaller, request: Parameters<typeof syncCartAction>[0]) {
  const result = await as(caller, () => syncCartAction(request));
  if (!result.ok) throw new Error(result.error);
  return result.data;
}

const quantities = (lines: readonly { id: string; variant: string | null; quantity: number }[]) =>
  Object.fromEntries(lines.map((l) => [`${l.id === sofa ? 'sofa' : 'chair'}${l.variant ? `:${l.variant}` : ''}`, l.quantity]));

/** A new shopper who reached checkout with a sofa in Indigo and two chairs. */
async function shopperAtCheckout() {
  const caller = await signedInShopper();
  await sync(caller, { lines: [line(sofa, 1, 'Indigo'), line(chair, 2)], base: null, changed: true, checkoutReached: true });
  // Signing up mailed a confirmation link: out of the way of the reminders.
  await runJobsUntilIdle();
  smtp.received.length = 0;
  return { caller, userId: await userIdOf(caller) };
}

/** Moves the cart's clock back: checkout reached `minutes` ago (and the first reminder `firstMinutes` ago). */
async function backdate(userId: string, minutes: number, firstMinutes?: number) {
  await db
    .update(serverCarts)
    .set({
      checkoutReachedAt: sql`now() - make_interval(mins => ${minutes})`,
      ...(firstMinutes === undefined ? {} : { firstReminderAt: sql`now() - make_interval(mins => ${firstMinutes})` }),
    })
    .where(eq(serverCarts.userId, userId));
}

/** Runs the maintenance entry, then the mail jobs it queued; returns how many it queued and what arrived. */
async function runReminders() {
  const queued = await reminders.run();
  await runJobsUntilIdle();
  // Headers unfolded (a long List-Unsubscribe is folded over two lines).
  const mails = smtp.received.map((mail) => ({ to: mail.to[0], raw: mail.raw.replace(/\r\n[ \t]+/g, ' '), text: readableMail(mail.raw) }));
  smtp.received.length = 0;
  return { queued, mails };
}

const restoreTokenIn = (text: string) => /\/cart\/restore\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];

async function order(userId: string, lines: { productId: string; quantity: number; variant?: string | null; unitPriceKobo: number }[]) {
  return placeTestOrder(lines, { buyer: { id: userId } });
}

describe('the cart kept on the server', () => {
  it('follows the shopper between devices: joined on sign-in, replaced by a change, taken as it is when unchanged', async () => {
    const shopper = await signedInShopper();
    // The phone signs in with a sofa: the server had nothing, so it keeps the phone's cart, priced today.
    const phone = await sync(shopper, { lines: [line(sofa, 1, 'Indigo')], base: null, changed: true });
    // Its stock is the colour's: the sofa's 5 were shared out, 3 Indigo and 2 Sand.
    expect(phone.lines).toEqual([expect.objectContaining({ id: sofa, name: 'Lekki Sofa', variant: 'Indigo', quantity: 1, unitPriceKobo: SOFA_PRICE, stockQuantity: 3 })]);

    // The laptop signs in with two chairs and the sofa ×3: the carts are joined, a shared line at the larger quantity.
    const laptop = await sync(shopper, { lines: [line(chair, 2), line(sofa, 3, 'Indigo')], base: null, changed: true });
    expect(quantities(laptop.lines)).toEqual({ chair: 2, 'sofa:Indigo': 3 });

    // The phone, unchanged since it last agreed, takes the server's cart as it is.
    const phoneAgain = await sync(shopper, { lines: [line(sofa, 1, 'Indigo')], base: phone.base, changed: false });
    expect(quantities(phoneAgain.lines)).toEqual({ chair: 2, 'sofa:Indigo': 3 });

    // The phone removes the chairs: it is at the server's version, so its cart replaces the server's.
    const removed = await sync(shopper, { lines: [line(sofa, 3, 'Indigo')], base: phoneAgain.base, changed: true });
    expect(quantities(removed.lines)).toEqual({ 'sofa:Indigo': 3 });
    // ...and the laptop, unchanged since, loses them too.
    expect(quantities((await sync(shopper, { lines: [line(chair, 2), line(sofa, 3, 'Indigo')], base: laptop.base, changed: false })).lines)).toEqual({
      'sofa:Indigo': 3,
    });

    // A device that changed its cart from an older version is joined with the server's: nothing added anywhere is lost.
    const joined = await sync(shopper, { lines: [line(sofa, 1, 'Sand')], base: laptop.base, changed: true });
    expect(quantities(joined.lines)).toEqual({ 'sofa:Sand': 1, 'sofa:Indigo': 3 });
    const [stored] = await db.select({ lines: serverCarts.lines }).from(serverCarts).where(eq(serverCarts.userId, await userIdOf(shopper)));
    expect(stored!.lines).toEqual([line(sofa, 1, 'Sand'), line(sofa, 3, 'Indigo')]);
  });

  it('reads a cart saved before variants, whose lines name a colour, as that colour’s variant', async () => {
    const shopper = await signedInShopper();
    const userId = await userIdOf(shopper);
    await db.insert(serverCarts).values({ userId, lines: [{ productId: sofa, quantity: 2, color: 'Indigo' }] });
    const joined = await sync(shopper, { lines: [line(sofa, 1, 'Sand')], base: null, changed: true });
    expect(quantities(joined.lines)).toEqual({ 'sofa:Sand': 1, 'sofa:Indigo': 2 });
    expect(joined.lines.find((piece) => piece.variant === 'Indigo')).toMatchObject({ unitPriceKobo: SOFA_PRICE, stockQuantity: 3 });
    expect(joined.unavailable).toEqual([]);
    // Written back the one way lines are stored now.
    const [stored] = await db.select({ lines: serverCarts.lines }).from(serverCarts).where(eq(serverCarts.userId, userId));
    expect(stored!.lines).toEqual([line(sofa, 1, 'Sand'), line(sofa, 2, 'Indigo')]);
  });

  it('never joins two carts into more lines than a cart holds, the browser’s own first', async () => {
    const shopper = await signedInShopper();
    const colours = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => line(sofa, 1, `${prefix} ${i}`));
    await sync(shopper, { lines: colours('Phone', 70), base: null, changed: true });
    const joined = await sync(shopper, { lines: colours('Laptop', 70), base: null, changed: true });
    expect(joined.lines).toHaveLength(100);
    expect(joined.lines.filter((piece) => piece.variant?.startsWith('Laptop'))).toHaveLength(70);
    // The joined cart can be sent back as it is.
    expect((await sync(shopper, { lines: joined.lines.map((piece) => line(piece.id, piece.quantity, piece.variant)), base: joined.base, changed: true })).lines).toHaveLength(100);
  });

  it('is only ever the signed-in shopper’s own, and takes only well-formed lines', async () => {
    expect(await as(signedOut, () => syncCartAction({ lines: [line(sofa, 1)], base: null, changed: true }))).toMatchObject({ ok: false, code: 'signed-out' });
    expect(await as(callers.shopper, () => syncCartAction({ lines: [line(sofa, 0)], base: null, changed: true }))).toMatchObject({ ok: false, code: 'invalid' });
    expect(await as(callers.shopper, () => syncCartAction({ lines: [line('not-a-product', 1)], base: null, changed: true }))).toMatchObject({ ok: false, code: 'invalid' });
    expect(await db.select().from(serverCarts)).toEqual([]);
  });
});

describe('reaching checkout', () => {
  it('stamps the cart with its lines once, and an empty cart is no abandoned checkout', async () => {
    const { caller, userId } = await shopperAtCheckout();
    const [first] = await db.select().from(serverCarts).where(eq(serverCarts.userId, userId));
    expect(first!.checkoutReachedAt).toBeInstanceOf(Date);
    expect(first!.lines).toEqual([line(sofa, 1, 'Indigo'), line(chair, 2)]);

    // Visiting checkout again does not restart the reminders' clock.
    await backdate(userId, 30);
    const [before] = await db.select({ at: serverCarts.checkoutReachedAt }).from(serverCarts).where(eq(serverCarts.userId, userId));
    const again = await sync(caller, { lines: [line(sofa, 1, 'Indigo'), line(chair, 2)], base: null, changed: true, checkoutReached: true });
    const [after] = await db.select({ at: serverCarts.checkoutReachedAt }).from(serverCarts).where(eq(serverCarts.userId, userId));
    expect(after!.at).toEqual(before!.at);

    await sync(caller, { lines: [], base: again.base, changed: true });
    const [emptied] = await db.select().from(serverCarts).where(eq(serverCarts.userId, userId));
    expect(emptied).toMatchObject({ lines: [], checkoutReachedAt: null });

    const empty = await signedInShopper();
    await sync(empty, { lines: [], base: null, changed: true, checkoutReached: true });
    const [none] = await db.select().from(serverCarts).where(eq(serverCarts.userId, await userIdOf(empty)));
    expect(none!.checkoutReachedAt).toBeNull();
  });
});

describe('the reminders', () => {
  it('mails once at the first delay and once at the second, with today’s prices, a restore link and an unsubscribe link', async () => {
    const { caller, userId } = await shopperAtCheckout();
    await backdate(userId, 59);
    expect((await runReminders()).queued).toBe(0);

    // The sofa's price drops after the shopper left: the mail shows today's price.
    await db.update(products).set({ discountPriceKobo: 400_000_00 }).where(eq(products.id, sofa));
    await backdate(userId, 61);
    const first = await runReminders();
    expect(first.queued).toBe(1);
    expect(first.mails).toHaveLength(1);
    expect(first.mails[0]!.to).toBe(caller.email);
    expect(first.mails[0]!.text).toContain('Subject: Your cart at Adire Living is waiting for you');
    expect(first.mails[0]!.text).toContain('- Lekki Sofa (Indigo) × 1: ₦400,000');
    expect(first.mails[0]!.text).toContain('- Ikoyi Lounge Chair × 2: ₦170,000');
    expect(first.mails[0]!.text).toContain("Subtotal at today's prices: ₦570,000");
    expect(first.mails[0]!.text).toMatch(/To stop reminders and review requests: http:\/\/localhost:3000\/unsubscribe\?token=/);
    expect(first.mails[0]!.raw).toMatch(/List-Unsubscribe: <http:\/\/localhost:3000\/api\/unsubscribe\?token=/);
    expect(first.mails[0]!.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(restoreTokenIn(first.mails[0]!.text)).toBeDefined();

    // Once: the next runs send nothing until the second delay.
    expect((await runReminders()).queued).toBe(0);
    await backdate(userId, 23 * 60, 22 * 60);
    expect((await runReminders()).queued).toBe(0);

    await backdate(userId, 24 * 60 + 1, 23 * 60);
    const second = await runReminders();
    expect(second.mails).toHaveLength(1);
    expect(second.mails[0]!.text).toContain('Subject: Still thinking it over? Your pieces are in your cart');
    expect(second.mails[0]!.text).toContain('- Lekki Sofa (Indigo) × 1: ₦400,000');
    expect((await runReminders()).queued).toBe(0);
    await backdate(userId, 7 * 24 * 60, 6 * 24 * 60);
    expect((await runReminders()).queued).toBe(0);

    const [cart] = await db.select().from(serverCarts).where(eq(serverCarts.userId, userId));
    expect(cart!.firstReminderAt).toBeInstanceOf(Date);
    expect(cart!.secondReminderAt).toBeInstanceOf(Date);
  });

  it('follows the delays in the settings', async () => {
    await takeBankTransfers({ abandonedFirstDelayMinutes: 15, abandonedSecondDelayHours: 2 });
    try {
      const { userId } = await shopperAtCheckout();
      await backdate(userId, 16);
      expect((await runReminders()).queued).toBe(1);
      await backdate(userId, 121, 100);
      expect((await runReminders()).queued).toBe(1);
    } finally {
      await takeBankTransfers({ abandonedFirstDelayMinutes: 60, abandonedSecondDelayHours: 24 });
    }
  });

  it('sends nothing once the shopper ordered, and the cart is closed', async () => {
    const { userId } = await shopperAtCheckout();
    // Due for its first reminder, but the order comes first.
    await backdate(userId, 61);
    await order(userId, [{ productId: chair, quantity: 2, unitPriceKobo: CHAIR_PRICE }]);
    expect((await runReminders()).queued).toBe(0);
    const [cart] = await db.select().from(serverCarts).where(eq(serverCarts.userId, userId));
    expect(cart).toMatchObject({ lines: [], checkoutReachedAt: null, firstReminderAt: null, recoveredOrderId: null });
  });

  it('leaves sold-out pieces out, and sends nothing when every piece is sold out', async () => {
    const { userId } = await shopperAtCheckout();
    await setStock(chair, 0);
    await backdate(userId, 61);
    const partly = await runReminders();
    expect(partly.mails).toHaveLength(1);
    expect(partly.mails[0]!.text).toContain('Lekki Sofa (Indigo)');
    expect(partly.mails[0]!.text).not.toContain('Ikoyi Lounge Chair');

    const other = await shopperAtCheckout();
    await setStock(sofa, 0, 'Indigo');
    await setStock(sofa, 0, 'Sand');
    await backdate(other.userId, 61);
    expect((await runReminders()).queued).toBe(0);
    const [cart] = await db.select().from(serverCarts).where(eq(serverCarts.userId, other.userId));
    expect(cart!.firstReminderAt).toBeNull();
  });

  it('sends nothing more once the shopper unsubscribed through the mail’s one-click link', async () => {
    const { userId } = await shopperAtCheckout();
    await backdate(userId, 61);
    const { mails } = await runReminders();
    const oneClick = /List-Unsubscribe: <([^>]+)>/.exec(mails[0]!.raw)![1]!;
    const response = await unsubscribe(new Request(oneClick, { method: 'POST', body: 'List-Unsubscribe=One-Click' }));
    expect(response.status).toBe(200);
    expect((await db.select({ optOut: users.marketingOptOut }).from(users).where(eq(users.id, userId)))[0]!.optOut).toBe(true);
    await backdate(userId, 25 * 60, 24 * 60);
    expect((await runReminders()).queued).toBe(0);
  });
});

describe('the restore link', () => {
  it('restores exactly the cart’s lines at today’s prices, changes nothing when opened, and refuses a wrong or expired token', async () => {
    const { userId } = await shopperAtCheckout();
    await backdate(userId, 61);
    const token = restoreTokenIn((await runReminders()).mails[0]!.text)!;
    const [before] = await db.select().from(serverCarts).where(eq(serverCarts.userId, userId));
    expect(before!.restoreTokenHash).not.toContain(token);

    await db.update(products).set({ priceKobo: 90_000_00 }).where(eq(products.id, chair));
    const restored = await cartOfRestoreToken(token);
    expect(restored!.userId).toBe(userId);
    expect(restored!.lines.map(({ id, variant, quantity, unitPriceKobo }) => ({ id, variant, quantity, unitPriceKobo }))).toEqual([
      { id: sofa, variant: 'Indigo', quantity: 1, unitPriceKobo: SOFA_PRICE },
      { id: chair, variant: null, quantity: 2, unitPriceKobo: 90_000_00 },
    ]);
    // Opening it twice works and writes nothing: a mail scanner spends nothing.
    expect(await cartOfRestoreToken(token)).not.toBeNull();
    const [after] = await db.select().from(serverCarts).where(eq(serverCarts.userId, userId));
    expect(after).toEqual(before);

    expect(await cartOfRestoreToken(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(await cartOfRestoreToken('short')).toBeNull();
    await db.update(serverCarts).set({ restoreTokenExpiresAt: sql`now() - interval '1 second'` }).where(eq(serverCarts.userId, userId));
    expect(await cartOfRestoreToken(token)).toBeNull();
  });

  it('no longer opens the cart once the shopper emptied it, filled again or not', async () => {
    const { caller, userId } = await shopperAtCheckout();
    await backdate(userId, 61);
    const token = restoreTokenIn((await runReminders()).mails[0]!.text)!;
    const current = await sync(caller, { lines: [], base: null, changed: false });
    const emptied = await sync(caller, { lines: [], base: current.base, changed: true });
    expect(emptied.lines).toEqual([]);
    await sync(caller, { lines: [line(chair, 1)], base: emptied.base, changed: true });
    expect(await cartOfRestoreToken(token)).toBeNull();
  });
});

describe('recovery', () => {
  it('marks an order placed after a reminder as the cart recovered, and the dashboard counts it for its total', async () => {
    const reminded = await shopperAtCheckout();
    await backdate(reminded.userId, 61);
    await runReminders();
    const placed = await order(reminded.userId, [{ productId: chair, quantity: 2, unitPriceKobo: CHAIR_PRICE }]);
    const [cart] = await db.select().from(serverCarts).where(eq(serverCarts.userId, reminded.userId));
    expect(cart!.recoveredOrderId).toBe(placed.orderId);
    expect(cart!.recoveredAt).toBeInstanceOf(Date);

    // Ordering without a reminder is not a recovery.
    const prompt = await shopperAtCheckout();
    await order(prompt.userId, [{ productId: sofa, quantity: 1, variant: 'Indigo', unitPriceKobo: SOFA_PRICE }]);
    const [promptCart] = await db.select().from(serverCarts).where(eq(serverCarts.userId, prompt.userId));
    expect(promptCart!.recoveredOrderId).toBeNull();

    expect(await as(callers.admin, () => readRecoveredCarts())).toEqual({ count: 1, totalKobo: 2 * CHAIR_PRICE, days: 30 });
    // Older than the window, or cancelled: not counted.
    await db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, placed.orderId));
    expect(await as(callers.admin, () => readRecoveredCarts())).toMatchObject({ count: 0, totalKobo: 0 });
  });
});

describe('the back office', () => {
  it('lists open abandoned checkouts newest first with their value today, reminders and phone; searches; follows up on WhatsApp', async () => {
    const older = await shopperAtCheckout();
    await backdate(older.userId, 61);
    await runReminders();
    await db.update(users).set({ name: 'Amaka Obi', phone: '0803 123 4567' }).where(eq(users.id, older.userId));
    const newer = await shopperAtCheckout();
    const ordered = await shopperAtCheckout();
    await order(ordered.userId, [{ productId: chair, quantity: 2, unitPriceKobo: CHAIR_PRICE }]);
    await db.update(products).set({ priceKobo: 500_000_00 }).where(eq(products.id, sofa));

    const page = await as(callers.admin, () => listAdminAbandonedCheckouts({ q: '', page: 1 }));
    expect(page.total).toBe(2);
    expect(page.rows.map((row) => row.email)).toEqual([newer.caller.email, older.caller.email]);
    expect(page.rows[1]).toMatchObject({ name: 'Amaka Obi', phone: '0803 123 4567', remindersSent: 1, valueKobo: 500_000_00 + 2 * CHAIR_PRICE });
    expect(page.rows[0]).toMatchObject({ phone: null, remindersSent: 0 });
    expect(page.rows[1]!.pieces.map((piece) => [piece.name, piece.variant, piece.quantity])).toEqual([
      ['Lekki Sofa', 'Indigo', 1],
      ['Ikoyi Lounge Chair', null, 2],
    ]);
    expect((await as(callers.admin, () => listAdminAbandonedCheckouts({ q: 'amaka', page: 1 }))).rows.map((row) => row.id)).toEqual([older.userId]);

    const followUp = await as(callers.admin, () => whatsappFollowUpAction({ userId: older.userId }));
    expect(followUp.ok).toBe(true);
    const url = new URL(followUp.ok ? followUp.data.url : '');
    expect(url.origin + url.pathname).toBe('https://wa.me/2348031234567');
    const message = url.searchParams.get('text')!;
    expect(message).toContain('- Lekki Sofa (Indigo) × 1: ₦500,000');
    // The message's link restores the cart (it replaces the mailed one).
    expect((await cartOfRestoreToken(restoreTokenIn(message)!))!.userId).toBe(older.userId);
    const [row] = await db.select().from(auditLog).where(and(eq(auditLog.entityId, older.userId), eq(auditLog.action, 'checkout_follow_up')));
    expect(row).toMatchObject({ entityType: 'account', entityLabel: 'Customer Amaka Obi', actorEmail: callers.admin.email });

    // No phone known: refused with a reason.
    expect(await as(callers.admin, () => whatsappFollowUpAction({ userId: newer.userId }))).toMatchObject({ ok: false, error: 'There is no phone number for this customer.' });
    // A shopper may not.
    expect(await as(callers.shopper, () => whatsappFollowUpAction({ userId: older.userId }))).toMatchObject({ ok: false, code: 'not-admin' });
  });
});
