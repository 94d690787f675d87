// @postgres: two orders are finished at once; mails are found in the jobs' JSON payload (->>) and sums cast in SQL
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as, signedInShopper, type TestCaller } from '../helpers/sessions';
import { BANK_TRANSFER, PICKUP, takeBankTransfers } from '../helpers/checkout';
import { getAuth } from '@/server/auth/auth';
import { db } from '@/server/db/client';
import { accountDeletions, auditLog, checkoutReminders, contactMessages, customers, draftOrders, discountCodes, discountRedemptions, jobs, orders, payments, products, quoteFiles, quotes, refunds, reviewHelpfulVotes, reviews, savedPieces, serverCarts, sessions, stockAlerts, users } from '@/server/db/schema';
import { getStorage, newObjectKey } from '@/server/media/storage';
import { REVIEW_PHOTOS_FOLDER, thumbnailKeyOf } from '@/server/reviews/review-photos';
import { placeOrder } from '@/server/checkout/place-order';
import { placeOrderSchema } from '@/lib/schemas/checkout';
import { DELETED_CUSTOMER, isClosedAccountEmail } from '@/lib/privacy';
import { closeMyAccountAction } from '@/server/privacy/actions/store/close-my-account';
import { closeCustomerAccountAction } from '@/server/privacy/actions/close-customer-account';
import { auditRowsOf } from '../helpers/audit-rows-of';
import { GET as downloadData } from '@/app/api/account/data/route';
import { updateCustomerAction } from '@/server/customers/actions/update-customer';
import { checkDiscount } from '@/server/discounts/discount-check';
import { queueMail } from '@/server/mail/mail-jobs';
import { newQuoteNumber } from '@/server/quotes/quote-number';
import { PROBLEM_PHOTO_FOLDER } from '@/lib/order-following';
import { newBuyer, newCategory, newMessageRow, newProduct } from '../helpers/factories';
import { recordConsent } from '@/server/messaging/consent';
import { insertDraft } from '../helpers/drafts';

// The shopper's data under the NDPA 2023 against a real database and real Better Auth sessions:
// "Download my data" holds the account's own orders, payments, proofs and messages and nobody
// else's; closing is refused while an order is unfinished, and otherwise deletes the account and
// keeps its orders for the tax record without the person's identity, the customer totals unchanged.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});

const callers = setUpAdminTestDatabase(dataDir);
const PRICE = 120_000_00;
let productId: string;

beforeAll(async () => {
  await takeBankTransfers();
  await newCategory('Tables');
  productId = (await newProduct({ name: 'Oshogbo Dining Table', category: 'tables', priceKobo: PRICE, stockQuantity: 1000 })).id;
});

async function userIdOf(email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** Another account, which places an order with someone else's email typed in at checkout. */
async function someoneElse() {
  return (await newBuyer({ name: 'Someone' })).id;
}

/** An order through checkout's own transaction, by the account `userId` (null: another account) with `email`. */
async function order(userId: string | null, email: string, name = 'Bisi Adeyemi', code: { discountCode?: string; discountKobo?: number } = {}) {
  const request = placeOrderSchema.parse({
    ...code,
    shipping: { fullName: name, email, phone: '0803 555 0101', address: '4 Awolowo Road, Ikoyi', state: 'Lagos', notes: 'Call before you come' },
    lines: [{ productId, quantity: 1, unitPriceKobo: PRICE }],
    idempotencyKey: randomUUID(),
    delivery: PICKUP,
    paymentMethod: BANK_TRANSFER,
  });
  return placeOrder({ id: userId ?? (await someoneElse()) }, request);
}

const finish = (orderId: string) => db.update(orders).set({ status: 'delivered', paymentStatus: 'paid' }).where(eq(orders.id, orderId));

async function download(caller: TestCaller, format: 'json' | 'txt' = 'json') {
  return as(caller, () => downloadData(new Request(`http://localhost:3000/api/account/data?format=${format}`, { headers: caller.headers })));
}

const customerTotals = async () => {
  const [row] = await db.select({ orders: sql<number>`sum(${customers.totalOrders})::int`, spent: sql<number>`sum(${customers.totalSpentKobo})::bigint` }).from(customers);
  return { orders: Number(row?.orders ?? 0), spent: Number(row?.spent ?? 0) };
};

describe('Download my data', () => {
  it('holds the account, its orders with lines and payments, its proof of transfer, and no one else’s orders', async () => {
    const shopper = await signedInShopper();
    const other = await signedInShopper();
    const mine = await order(await userIdOf(shopper.email), shopper.email);
    await order(await userIdOf(other.email), other.email, 'Someone Else');
    const proof = Buffer.from('%PDF-1.4 proof of a transfer');
    const key = newObjectKey('private/proofs', 'pdf');
    await getStorage().put(key, proof, 'application/pdf');
    await db.insert(payments).values({ orderId: mine.orderId, method: 'bank_transfer', amountKobo: PRICE, proofKey: key, proofContentType: 'application/pdf' });

    const response = await download(shopper);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const data = await response.json();
    expect(data.account).toMatchObject({ email: shopper.email, name: 'Test Shopper' });
    expect(data.orders.map((placed: { orderNumber: string }) => placed.orderNumber)).toEqual([mine.orderNumber]);
    expect(data.orders[0].lines).toEqual([expect.objectContaining({ productName: 'Oshogbo Dining Table', quantity: 1, totalKobo: PRICE })]);
    const withProof = data.orders[0].payments.find((payment: { proofOfTransfer: unknown }) => payment.proofOfTransfer);
    expect(Buffer.from(withProof.proofOfTransfer.base64, 'base64').equals(proof)).toBe(true);
    expect(data.sessions.length).toBeGreaterThan(0);

    const summary = await (await download(shopper, 'txt')).text();
    expect(summary).toContain(mine.orderNumber);
    expect(summary).toContain('₦120,000');
    expect(summary).toContain('1 × Oshogbo Dining Table');
  });

  it('includes contact-form messages sent with the address only once the address is confirmed', async () => {
    const shopper = await signedInShopper();
    await db.insert(contactMessages).values({ name: 'Bisi', email: shopper.email.toUpperCase(), message: 'Do you make beds in walnut?' });
    expect((await (await download(shopper)).json()).contactMessages).toEqual([]);
    await db.update(users).set({ emailVerified: true }).where(eq(users.email, shopper.email));
    const messages = (await (await download(shopper)).json()).contactMessages;
    expect(messages).toEqual([expect.objectContaining({ message: 'Do you make beds in walnut?' })]);
  });

  it('is refused signed out', async () => {
    const response = await downloadData(new Request('http://localhost:3000/api/account/data'));
    expect(response.status).toBe(401);
    expect(await response.text()).not.toContain('@');
  });
});

describe('Close my account', () => {
  const close = async (caller: TestCaller, input: Partial<{ accountId: string; password: string; confirmation: string; withPasskey: boolean }> = {}) => {
    const accountId = await userIdOf(caller.email);
    return as(caller, () => closeMyAccountAction({ accountId, password: 'shopper-pass', confirmation: 'DELETE', withPasskey: false, ...input }));
  };

  it('is refused while an order is unpaid, being made, on its way or owed a refund, naming the order and why', async () => {
    const shopper = await signedInShopper();
    const placed = await order(await userIdOf(shopper.email), shopper.email);
    const unpaid = await close(shopper);
    expect(unpaid).toMatchObject({ ok: false, error: expect.stringContaining(`${placed.orderNumber} (unpaid)`) });

    await db.update(orders).set({ status: 'processing', paymentStatus: 'deposit_paid', stage: 'in_production' }).where(eq(orders.id, placed.orderId));
    expect(await close(shopper)).toMatchObject({ ok: false, error: expect.stringContaining(`${placed.orderNumber} (balance unpaid)`) });
    await db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, placed.orderId));
    expect(await close(shopper)).toMatchObject({ ok: false, error: expect.stringContaining(`${placed.orderNumber} (being made)`) });
    await db.update(orders).set({ status: 'shipped', stage: 'out_for_delivery' }).where(eq(orders.id, placed.orderId));
    expect(await close(shopper)).toMatchObject({ ok: false, error: expect.stringContaining(`${placed.orderNumber} (on its way)`) });

    await finish(placed.orderId);
    await db.insert(refunds).values({ orderId: placed.orderId, amountKobo: 1000_00, reason: 'Scratched leg' });
    expect(await close(shopper)).toMatchObject({ ok: false, error: expect.stringContaining(`${placed.orderNumber} (refund in progress)`) });
    expect(await userIdOf(shopper.email)).toBeTruthy();
  });

  it('asks for the right password and the typed confirmation', async () => {
    const shopper = await signedInShopper();
    expect(await close(shopper, { password: 'not-my-password' })).toMatchObject({ ok: false, error: 'That password is not right. Please try again.' });
    expect(await close(shopper, { confirmation: 'delete' })).toMatchObject({ ok: false, fieldErrors: { confirmation: ['Type DELETE to confirm'] } });
    // The page's account must be the session's: a passkey of another account would have switched it.
    expect(await close(shopper, { accountId: 'another-account' })).toMatchObject({ ok: false, error: expect.stringContaining('another account') });
    // A passkey stands in only for an account that has one.
    expect(await close(shopper, { password: '', withPasskey: true })).toMatchObject({ ok: false, error: 'This account has no passkey. Enter your password instead.' });
  });

  it('deletes the account and its sessions, keeps its orders anonymised and the customer totals as they were', async () => {
    const shopper = await signedInShopper();
    const userId = await userIdOf(shopper.email);
    const first = await order(userId, shopper.email);
    const second = await order(userId, shopper.email);
    await Promise.all([finish(first.orderId), finish(second.orderId)]);
    // An order another account placed with the same (unconfirmed) address is not this account's to erase.
    const guest = await order(null, shopper.email, 'Real Owner');
    await finish(guest.orderId);
    const before = await customerTotals();

    expect(await close(shopper)).toEqual({ ok: true, data: { ordersKept: 2 } });

    expect(await db.select().from(users).where(eq(users.id, userId))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    expect(await getAuth().api.getSession({ headers: shopper.headers })).toBeNull();
    const kept = await db.select().from(orders).where(sql`${orders.id} in (${first.orderId}, ${second.orderId})`);
    expect(kept).toHaveLength(2);
    for (const row of kept) {
      expect(row).toMatchObject({ customerName: DELETED_CUSTOMER, customerPhone: null, shippingAddress: DELETED_CUSTOMER, notes: null, userId: null, totalAmountKobo: PRICE });
      expect(isClosedAccountEmail(row.customerEmail)).toBe(true);
    }
    expect(kept[0]!.customerEmail).toBe(kept[1]!.customerEmail);
    const [stranger] = await db.select().from(orders).where(eq(orders.id, guest.orderId));
    expect(stranger).toMatchObject({ customerName: 'Real Owner', customerEmail: shopper.email });

    expect(await customerTotals()).toEqual(before);
    const [anonymous] = await db.select().from(customers).where(eq(customers.email, kept[0]!.customerEmail));
    expect(anonymous).toMatchObject({ name: DELETED_CUSTOMER, phone: null, address: null, totalOrders: 2, totalSpentKobo: 2 * PRICE });
    const [real] = await db.select().from(customers).where(sql`lower(${customers.email}) = lower(${shopper.email})`);
    expect(real).toMatchObject({ totalOrders: 1, totalSpentKobo: PRICE });
    const [record] = await db.select().from(accountDeletions).where(eq(accountDeletions.customerRecordId, anonymous!.id));
    expect(record).toMatchObject({ closedBy: 'customer', ordersKept: 2, reason: null });
  });
});

describe('Closing an account with reviews', () => {
  it('takes its reviews off the product’s average and its helpful votes off the reviews, and removes its review photos', async () => {
    const [leaving, staying] = await Promise.all([signedInShopper(), signedInShopper()]);
    const [leavingId, stayingId] = await Promise.all([userIdOf(leaving.email), userIdOf(staying.email)]);
    const piece = await newProduct({ name: 'Ikeja Rattan Chair', category: 'tables', priceKobo: PRICE, stockQuantity: 3 });
    const storage = getStorage();
    const photo = newObjectKey(REVIEW_PHOTOS_FOLDER, 'webp');
    await Promise.all([storage.put(photo, Buffer.from('photo'), 'image/webp'), storage.put(thumbnailKeyOf(photo), Buffer.from('thumb'), 'image/webp')]);
    const review = (userId: string, rating: number, photos: string[] = []) => ({
      productId: piece.id,
      userId,
      rating,
      title: `${rating} stars`,
      body: 'Sturdy and comfortable.',
      photos,
      status: 'approved' as const,
      reviewerName: 'Bisi',
      reviewerState: 'Lagos',
    });
    const [theirs, other] = await db.insert(reviews).values([review(leavingId, 5, [photo]), review(stayingId, 1)]).returning({ id: reviews.id });
    await db.insert(reviewHelpfulVotes).values({ reviewId: other!.id, userId: leavingId });
    await db.update(reviews).set({ helpfulCount: 1 }).where(eq(reviews.id, other!.id));
    await db.update(products).set({ reviewCount: 2, reviewRatingSum: 6 }).where(eq(products.id, piece.id));

    expect(await as(leaving, () => closeMyAccountAction({ accountId: leavingId, password: 'shopper-pass', confirmation: 'DELETE', withPasskey: false }))).toMatchObject({ ok: true });

    const [product] = await db.select({ count: products.reviewCount, sum: products.reviewRatingSum }).from(products).where(eq(products.id, piece.id));
    expect(product).toEqual({ count: 1, sum: 1 });
    expect(await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, theirs!.id))).toEqual([]);
    const [left] = await db.select({ helpfulCount: reviews.helpfulCount }).from(reviews).where(eq(reviews.id, other!.id));
    expect(left).toEqual({ helpfulCount: 0 });
    expect(await storage.stat(photo)).toBeNull();
    expect(await storage.stat(thumbnailKeyOf(photo))).toBeNull();
  });
});

describe('Closing an account leaves nobody behind', () => {
  const closeOwn = async (caller: TestCaller) =>
    as(caller, async () => closeMyAccountAction({ accountId: await userIdOf(caller.email), password: 'shopper-pass', confirmation: 'DELETE', withPasskey: false }));

  /** A shopper whose address is confirmed, so what was sent with it alone is theirs too. */
  async function confirmedShopper() {
    const shopper = await signedInShopper();
    await db.update(users).set({ emailVerified: true }).where(eq(users.email, shopper.email));
    return { ...shopper, userId: await userIdOf(shopper.email) };
  }

  it('removes a problem report’s words and photos, keeping that a problem was reported', async () => {
    const shopper = await confirmedShopper();
    const placed = await order(shopper.userId, shopper.email);
    await finish(placed.orderId);
    const storage = getStorage();
    const photo = newObjectKey(`${PROBLEM_PHOTO_FOLDER}/${placed.orderId}`, 'jpg');
    await storage.put(photo, Buffer.from('a photo of the sitting room'), 'image/jpeg');
    const reportedAt = new Date();
    await db.update(orders).set({ problemReportedAt: reportedAt, problemReport: 'The leg arrived cracked, see our sitting room', problemPhotoKeys: [photo] }).where(eq(orders.id, placed.orderId));

    expect(await closeOwn(shopper)).toMatchObject({ ok: true });

    const [kept] = await db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(kept).toMatchObject({ problemReport: null, problemPhotoKeys: [], problemReportedAt: reportedAt });
    expect(await storage.stat(photo)).toBeNull();
  });

  it('shows the draft orders made for the address in the download, then deletes the unpaid ones and keeps an ordered one anonymised', async () => {
    const shopper = await confirmedShopper();
    const table = { id: productId, name: 'Oshogbo Dining Table' };
    const unpaid = await insertDraft(table, { customerEmail: shopper.email.toUpperCase(), note: 'As agreed on WhatsApp' });
    const placed = await order(shopper.userId, shopper.email);
    await finish(placed.orderId);
    const ordered = await insertDraft(table, { customerEmail: shopper.email, status: 'ordered', orderId: placed.orderId });
    const strangers = await insertDraft(table, { customerEmail: 'someone.else@example.com' });

    const drafts = (await (await download(shopper)).json()).draftOrders;
    expect(drafts).toHaveLength(2);
    expect(drafts).toContainEqual(expect.objectContaining({ note: 'As agreed on WhatsApp', pieces: [expect.objectContaining({ productName: 'Oshogbo Dining Table', quantity: 1 })] }));
    expect(await (await download(shopper, 'txt')).text()).toContain('ORDERS WE PREPARED FOR YOU BY CHAT (2)');

    expect(await closeOwn(shopper)).toMatchObject({ ok: true });
    const left = await db.select().from(draftOrders);
    expect(left.map((draft) => draft.id).sort()).toEqual([ordered.draftId, strangers.draftId].sort());
    expect(left.find((draft) => draft.id === ordered.draftId)).toMatchObject({ customerName: DELETED_CUSTOMER, customerPhone: null, note: null });
    expect(JSON.stringify(left)).not.toContain(shopper.email);
    expect(left.find((draft) => draft.id === unpaid.draftId)).toBeUndefined();
  });

  it('removes stock alerts, confirmed by a link or made signed in, and mails queued or kept for the address', async () => {
    const shopper = await confirmedShopper();
    const piece = await newProduct({ name: 'Ibadan Bookcase', category: 'tables', priceKobo: PRICE, stockQuantity: 0 });
    const other = await newProduct({ name: 'Enugu Side Table', category: 'tables', priceKobo: PRICE, stockQuantity: 0 });
    // One asked for signed out and confirmed by its link, one signed in and already mailed.
    await db.insert(stockAlerts).values([
      { productId: piece.id, email: shopper.email.toUpperCase(), confirmedAt: new Date() },
      { productId: other.id, email: shopper.email, userId: shopper.userId, confirmedAt: new Date(), notifiedAt: new Date() },
    ]);
    await queueMail({ to: shopper.email, subject: 'Your order was delivered', text: 'Dear Bisi, …' });
    await queueMail({ to: shopper.email, subject: 'Your order is on its way', text: 'Dear Bisi, …' });
    await db.update(jobs).set({ status: 'done', finishedAt: new Date() }).where(sql`${jobs.payload}->>'subject' = 'Your order is on its way'`);
    await queueMail({ to: 'someone.else@example.com', subject: 'Hello', text: '…' });
    const mailsTo = (address: string) => db.select({ status: jobs.status }).from(jobs).where(sql`${jobs.payload}->>'to' = ${address}`);
    expect(await mailsTo(shopper.email)).toHaveLength(2);

    expect(await closeOwn(shopper)).toMatchObject({ ok: true });

    expect(await db.select().from(stockAlerts).where(sql`lower(${stockAlerts.email}) = lower(${shopper.email})`)).toEqual([]);
    expect(await mailsTo(shopper.email)).toEqual([]);
    expect(await mailsTo('someone.else@example.com')).toHaveLength(1);
  });

  it('erases the customer record’s before and after values from the activity log, keeping that each change happened', async () => {
    const shopper = await confirmedShopper();
    await finish((await order(shopper.userId, shopper.email, 'Amaka Obi')).orderId);
    const [record] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, shopper.email));
    expect(
      await as(callers.admin, () => updateCustomerAction({ id: record!.id, name: 'Amaka Obi', email: shopper.email, phone: '0803 555 0199', address: '12 Allen Avenue, Ikeja' })),
    ).toMatchObject({ ok: true });
    const [edit] = await auditRowsOf('customer', record!.id);
    expect(JSON.stringify(edit)).toContain('Allen Avenue');
    // The log refuses any other rewrite of the row while the record still names the person.
    await expect(db.update(auditLog).set({ entityLabel: `Customer ${DELETED_CUSTOMER}`, changes: sql`audit_log_erased_changes(${auditLog.changes})` }).where(eq(auditLog.id, edit!.id))).rejects.toThrow();

    expect(await closeOwn(shopper)).toMatchObject({ ok: true });

    const rows = await auditRowsOf('customer', record!.id);
    expect(rows).toHaveLength(1);
    const removed = { before: 'Removed when the account was closed', after: 'Removed when the account was closed' };
    expect(rows[0]).toMatchObject({ id: edit!.id, at: edit!.at, action: 'update', actorId: edit!.actorId, entityLabel: `Customer ${DELETED_CUSTOMER}`, changes: { phone: removed, address: removed } });
    expect(JSON.stringify(rows)).not.toMatch(/Amaka|Allen Avenue|0803 555 0199/);
    // Erased is all it can become: writing anything else into it is still refused.
    await expect(db.update(auditLog).set({ changes: { phone: { before: null, after: 'made up' } } }).where(eq(auditLog.id, edit!.id))).rejects.toThrow();
  });

  it('keeps only a hash of the address on its code uses, and a code once per customer still counts them when the address comes back', async () => {
    await db.insert(discountCodes).values({ code: 'WELCOME10', kind: 'fixed', amountKobo: 10_000_00, perCustomerLimit: 1 });
    const shopper = await confirmedShopper();
    const placed = await order(shopper.userId, shopper.email, 'Bisi Adeyemi', { discountCode: 'WELCOME10', discountKobo: 10_000_00 });
    await finish(placed.orderId);

    expect(await closeOwn(shopper)).toMatchObject({ ok: true });

    const [use] = await db.select().from(discountRedemptions).where(eq(discountRedemptions.orderId, placed.orderId));
    expect(use).toMatchObject({ userId: null, amountKobo: 10_000_00 });
    expect(use!.customerEmail).not.toContain('@');
    const again = (email: string) => checkDiscount(db, { code: 'WELCOME10', lines: [{ productId, category: 'tables', totalKobo: PRICE }], deliveryFeeKobo: 0, customer: { userId: null, email } });
    expect(await again(shopper.email.toUpperCase())).toMatchObject({ ok: false, refusal: { reason: 'used-by-you' } });
    expect(await again('a.new.customer@example.com')).toMatchObject({ ok: true });
  });
});

describe('Download my data, beyond orders', () => {
  it('holds the account’s reviews with their photos, helpful votes, saved pieces, stock alerts, kept cart, mail preferences, quote files, WhatsApp consents and messages', async () => {
    const shopper = await signedInShopper();
    const userId = await userIdOf(shopper.email);
    const piece = await newProduct({ name: 'Abeokuta Armchair', category: 'tables', priceKobo: PRICE, stockQuantity: 0 });
    const storage = getStorage();
    const photo = newObjectKey(REVIEW_PHOTOS_FOLDER, 'webp');
    await storage.put(photo, Buffer.from('review photo'), 'image/webp');
    const [theirs] = await db
      .insert(reviews)
      .values({ productId: piece.id, userId, rating: 4, title: 'Lovely chair', body: 'Firm and well made.', photos: [photo], reviewerName: 'Bisi', reviewerState: 'Lagos' })
      .returning({ id: reviews.id });
    const otherId = await someoneElse();
    const [liked] = await db
      .insert(reviews)
      .values({ productId: piece.id, userId: otherId, rating: 5, title: 'Worth the wait', body: 'Beautiful.', status: 'approved', reviewerName: 'Tunde' })
      .returning({ id: reviews.id });
    await db.insert(reviewHelpfulVotes).values({ reviewId: liked!.id, userId });
    await db.insert(savedPieces).values({ userId, productId: piece.id });
    await db.insert(stockAlerts).values({ productId: piece.id, email: shopper.email, userId, confirmedAt: new Date() });
    await db.insert(serverCarts).values({ userId, lines: [{ productId, quantity: 2, color: 'Walnut' }] });
    const leftAt = new Date('2026-11-20T10:00:00Z');
    await db.insert(checkoutReminders).values({ userId, checkoutReachedAt: leftAt, kind: 'first', sentAt: new Date('2026-11-20T11:00:00Z') });
    await db.update(users).set({ marketingOptOut: true }).where(eq(users.id, userId));
    const [quote] = await db
      .insert(quotes)
      .values({ quoteNumber: newQuoteNumber(), userId, name: 'Bisi', email: shopper.email, contactVia: 'email', kind: 'piece', description: 'A bench for the hall' })
      .returning({ id: quotes.id });
    const sketch = newObjectKey('private/quote-files', 'pdf');
    await storage.put(sketch, Buffer.from('%PDF-1.4 a sketch'), 'application/pdf');
    await db.insert(quoteFiles).values({ quoteId: quote!.id, storageKey: sketch, contentType: 'application/pdf', fileName: 'hall-bench.pdf' });
    await recordConsent(db, { phone: '0803 000 0002', userId, purpose: 'marketing', granted: true, source: 'account', wordsShown: 'Tell me on WhatsApp' });
    await newMessageRow({ userId, phone: '+2348030000002', event: 'back_in_stock', purpose: 'marketing', body: 'Bisi, the Abeokuta Armchair is back.' });

    const data = await (await download(shopper)).json();
    expect(data.messagingConsents).toEqual([expect.objectContaining({ phone: '+2348030000002', purpose: 'marketing', granted: true, where: 'account', wordsShown: 'Tell me on WhatsApp' })]);
    expect(data.messagesSent).toEqual([expect.objectContaining({ channel: 'whatsapp', event: 'back_in_stock', text: 'Bisi, the Abeokuta Armchair is back.' })]);

    expect(data.account).toMatchObject({ marketingOptOut: true });
    expect(data.reviews).toEqual([expect.objectContaining({ product: 'Abeokuta Armchair', rating: 4, title: 'Lovely chair', status: 'pending' })]);
    expect(Buffer.from(data.reviews[0].photos[0].base64, 'base64').toString()).toBe('review photo');
    expect(data.helpfulVotes).toEqual([expect.objectContaining({ product: 'Abeokuta Armchair', review: 'Worth the wait' })]);
    expect(data.savedPieces).toEqual([expect.objectContaining({ product: 'Abeokuta Armchair' })]);
    expect(data.stockAlerts).toEqual([expect.objectContaining({ product: 'Abeokuta Armchair', email: shopper.email })]);
    expect(data.cart.lines).toEqual([{ product: 'Oshogbo Dining Table', quantity: 2, variant: 'Walnut' }]);
    expect(data.checkoutReminders).toEqual([{ checkoutReachedAt: leftAt.toISOString(), reminder: 'first', sentAt: '2026-11-20T11:00:00.000Z', orderPlaced: null }]);
    expect(data.quotes[0].filesSent).toEqual([expect.objectContaining({ fileName: 'hall-bench.pdf', contentType: 'application/pdf' })]);
    expect(Buffer.from(data.quotes[0].filesSent[0].base64, 'base64').toString()).toBe('%PDF-1.4 a sketch');
    expect(JSON.stringify(data)).not.toContain(theirs!.id);

    const summary = await (await download(shopper, 'txt')).text();
    expect(summary).toContain('Lovely chair: Firm and well made.');
    expect(summary).toContain('Saved pieces: Abeokuta Armchair');
    expect(summary).toContain('Cart: 2 × Oshogbo Dining Table (Walnut)');
    expect(summary).toContain('Reminders of a checkout you left: mailed 20 November 2026');
    expect(summary).toContain('Reminder and review-request mails: off');
    expect(summary).toContain('File: hall-bench.pdf');
    expect(summary).toContain('+2348030000002 — offers: yes (account) — "Tell me on WhatsApp"');
    expect(summary).toMatch(/whatsapp to \+2348030000002 — delivered: Bisi, the Abeokuta Armchair is back\./);
  });
});

describe('Close account from Customers', () => {
  const closeAs = (caller: TestCaller, id: string, reason = 'Request by email from the customer on 3 March') =>
    as(caller, () => closeCustomerAccountAction({ id, reason, confirmation: 'DELETE' }));

  it('is for admins only, asks for a reason and keeps it', async () => {
    const placed = await order(null, 'guest.buyer@example.com', 'Guest Buyer');
    await finish(placed.orderId);
    await db.insert(contactMessages).values({ name: 'Guest Buyer', email: 'guest.buyer@example.com', message: 'Please delete my data' });
    const [record] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, 'guest.buyer@example.com'));
    const before = await customerTotals();

    expect(await closeAs(callers.shopper, record!.id)).toMatchObject({ ok: false, code: 'not-admin' });
    expect(await closeAs(callers.admin, record!.id, 'no')).toMatchObject({ ok: false, code: 'invalid' });
    expect(await closeAs(callers.admin, record!.id)).toEqual({ ok: true, data: { ordersKept: 1 } });

    const [row] = await db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(row).toMatchObject({ customerName: DELETED_CUSTOMER, customerPhone: null });
    expect(await db.select().from(contactMessages).where(eq(contactMessages.email, 'guest.buyer@example.com'))).toEqual([]);
    expect(await customerTotals()).toEqual(before);
    const [kept] = await db.select().from(accountDeletions).where(eq(accountDeletions.customerRecordId, record!.id));
    expect(kept).toMatchObject({ closedBy: 'admin', reason: 'Request by email from the customer on 3 March', ordersKept: 1 });
    // The activity log keeps who closed it and why, never who it was (the log must not undo the anonymising).
    const closed = (await auditRowsOf('customer', record!.id)).filter((row) => row.action === 'account_closed');
    expect(closed).toEqual([
      expect.objectContaining({
        entityLabel: `Customer ${DELETED_CUSTOMER}`,
        actorRole: 'owner',
        changes: {},
        details: expect.objectContaining({ reason: 'Request by email from the customer on 3 March', ordersKept: 1 }),
      }),
    ]);
    expect(JSON.stringify(closed)).not.toMatch(/guest\.buyer|Guest Buyer/i);
    expect(await closeAs(callers.admin, record!.id)).toMatchObject({ ok: false, error: 'This account is already closed.' });
  });

  it('refuses a staff account', async () => {
    await order(null, callers.admin.email, 'Shop Owner');
    const [record] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, callers.admin.email));
    expect(await closeAs(callers.admin, record!.id)).toMatchObject({ ok: false, error: expect.stringContaining('staff account') });
  });
});
