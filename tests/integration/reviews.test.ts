// @postgres: review requests claimed with SKIP LOCKED by the job maintenance; dates set with SQL intervals
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as, signedInShopper, signedOut, type TestCaller } from '../helpers/sessions';
import { readableMail, startSmtpSink } from '../helpers/smtp-sink';
import { runJobsUntilIdle } from '../helpers/jobs';
import { db } from '@/server/db/client';
import { auditLog, categories, orderItems, orders, products, reviewHelpfulVotes, reviews, users, websiteSettings } from '@/server/db/schema';
import { POST as writeReview, type ReviewWriteResponse } from '@/app/api/reviews/route';
import { GET as reviewPhoto } from '@/app/api/reviews/[reviewId]/photos/[index]/route';
import { POST as unsubscribe } from '@/app/api/unsubscribe/route';
import { setReviewStatusAction } from '@/server/reviews/actions/set-review-status';
import { REVIEW_EDITED, reviewWords } from '@/server/reviews/moderation';
import { replyToReviewAction } from '@/server/reviews/actions/reply-to-review';
import { markReviewHelpfulAction } from '@/server/reviews/actions/store/mark-review-helpful';
import { loadHomeReviews, loadProductReviews } from '@/server/reviews/product-review-reads';
import { requestDueReviews } from '@/server/reviews/review-request';
import { jobMaintenance } from '@/server/composition/jobs';
import { unsubscribeToken } from '@/server/marketing/unsubscribe';
import { productJsonLd } from '@/lib/seo/json-ld';
import { withReviews } from '@/lib/seo/review-json-ld';
import { productReviewViewSchema } from '@/lib/schemas/review';
import { reviewRefusals } from '@/server/reviews/write-review';
import { newCategory, newOrderRow, newProduct } from '../helpers/factories';
import { resetDatabase, SIGNED_IN_ACCOUNTS } from '../helpers/reset-database';

// Reviews from real buyers (docs/product.md, "Reviews"), through the real routes, actions and
// maintenance step, on a real database with real sessions and a real SMTP server on loopback.

const { dataDir, smtpPort } = await vi.hoisted(async () => {
  const { pointMailAtSmtpSink } = await import('../helpers/loopback-port');
  const port = await pointMailAtSmtpSink();
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return { dataDir: pointDataDirAtTempFolder(), smtpPort: port };
});

const callers = setUpAdminTestDatabase(dataDir);
const ORIGIN = 'http://localhost:3000';
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let buyer: TestCaller;
let other: TestCaller;

beforeAll(async () => {
  smtp = await startSmtpSink(smtpPort);
  [buyer, other] = await Promise.all([signedInShopper(), signedInShopper()]);
  await newCategory('Sofas');
});
afterAll(() => smtp.close());
beforeEach(async () => {
  await resetDatabase({ keep: [...SIGNED_IN_ACCOUNTS, categories] });
  await db.update(users).set({ marketingOptOut: false });
  smtp.received.length = 0;
});


async function userIdOf(caller: TestCaller) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, caller.email));
  return row!.id;
}

/** An order of `caller`'s (or a guest's) with one line per product, in `status` (the trigger dates a delivery). */
async function orderOf(caller: TestCaller | null, productIds: string[], status: 'delivered' | 'processing' = 'delivered') {
  const order = await newOrderRow({ userId: caller ? await userIdOf(caller) : null, shippingAddress: '12 Admiralty Way, Lekki', deliveryState: 'Lagos', status });
  for (const productId of productIds) {
    await db.insert(orderItems).values({ orderId: order.id, productId, productName: 'Lekki Sofa', quantity: 1, priceKobo: 450_000_00, totalKobo: 450_000_00 });
  }
  return { id: order.id, orderNumber: order.orderNumber };
}

const png = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#a0522d' } }).png().toBuffer();

type Fields = { orderNumber: string; productId: string; rating?: number; title?: string; body?: string; keepPhotos?: number[] };

async function sendReview(caller: TestCaller, fields: Fields, photos: { name: string; bytes: Buffer; type: string }[] = []) {
  const form = new FormData();
  form.set('orderNumber', fields.orderNumber);
  form.set('productId', fields.productId);
  form.set('rating', String(fields.rating ?? 5));
  form.set('title', fields.title ?? 'Worth every naira');
  form.set('body', fields.body ?? 'Firm cushions, a deep seat and the finish is perfect.');
  for (const index of fields.keepPhotos ?? []) form.append('keepPhotos', String(index));
  for (const photo of photos) form.append('photos', new File([new Uint8Array(photo.bytes)], photo.name, { type: photo.type }));
  const headers = new Headers(caller.headers);
  headers.set('origin', ORIGIN);
  const response = await writeReview(new Request(`${ORIGIN}/api/reviews`, { method: 'POST', headers, body: form }));
  return { status: response.status, body: (await response.json()) as ReviewWriteResponse };
}

async function reviewed(caller: TestCaller, product: { id: string }, rating = 5, body?: string) {
  const order = await orderOf(caller, [product.id]);
  const sent = await sendReview(caller, { orderNumber: order.orderNumber, productId: product.id, rating, body });
  expect(sent.status).toBe(200);
  return { id: sent.body.data!.id, order };
}

async function kept(productId: string) {
  const [row] = await db.select({ count: products.reviewCount, sum: products.reviewRatingSum }).from(products).where(eq(products.id, productId));
  return row!;
}

/** The fingerprint of the review's words as the Reviews list shows them to the moderator now. */
async function wordsOf(id: string) {
  const [row] = await db.select({ words: reviewWords }).from(reviews).where(eq(reviews.id, id));
  return row!.words;
}
const approve = async (id: string, caller = callers.admin) => as(caller, async () => setReviewStatusAction({ id, status: 'approved', words: await wordsOf(id) }));
const hide = async (id: string) => as(callers.admin, async () => setReviewStatusAction({ id, status: 'hidden', words: await wordsOf(id) }));

function photoRequest(caller: TestCaller | null, reviewId: string, index = 0) {
  return reviewPhoto(new Request(`${ORIGIN}/api/reviews/${reviewId}/photos/${index}`, { headers: caller?.headers ?? new Headers() }), {
    params: Promise.resolve({ reviewId, index: String(index) }),
  });
}

describe('writing a review', () => {
  it('only from a delivered order of one’s own, with a clear refusal otherwise', async () => {
    const product = await newProduct();
    const elsewhere = await newProduct();
    const processing = await orderOf(buyer, [product.id], 'processing');
    const notYet = await sendReview(buyer, { orderNumber: processing.orderNumber, productId: product.id });
    expect(notYet).toMatchObject({ status: 409, body: { error: { message: reviewRefusals.notDelivered } } });

    const othersOrder = await orderOf(other, [product.id]);
    const stranger = await sendReview(buyer, { orderNumber: othersOrder.orderNumber, productId: product.id });
    expect(stranger).toMatchObject({ status: 404, body: { error: { message: reviewRefusals.noOrder } } });

    const delivered = await orderOf(buyer, [product.id]);
    const wrongPiece = await sendReview(buyer, { orderNumber: delivered.orderNumber, productId: elsewhere.id });
    expect(wrongPiece).toMatchObject({ status: 404, body: { error: { message: reviewRefusals.notInOrder } } });

    expect((await sendReview(signedOut, { orderNumber: delivered.orderNumber, productId: product.id })).status).toBe(401);
    const noStars = await sendReview(buyer, { orderNumber: delivered.orderNumber, productId: product.id, rating: 0 });
    expect(noStars).toMatchObject({ status: 400, body: { error: { fieldErrors: { rating: 'Choose from 1 to 5 stars.' } } } });
    expect(await db.select().from(reviews)).toHaveLength(0);

    const ok = await sendReview(buyer, { orderNumber: delivered.orderNumber, productId: product.id, rating: 4 });
    expect(ok.status).toBe(200);
    const [row] = await db.select().from(reviews).where(eq(reviews.id, ok.body.data!.id));
    expect(row).toMatchObject({ status: 'pending', rating: 4, reviewerName: 'Test', reviewerState: 'Lagos', orderId: delivered.id });
    // Waiting for moderation: nothing counted, nothing shown.
    expect(await kept(product.id)).toEqual({ count: 0, sum: 0 });
    expect((await loadProductReviews(product.id, productReviewViewSchema.parse({}))).reviews).toHaveLength(0);
  });

  it('keeps photos private until approved, re-encoded as WebP; a non-image is refused', async () => {
    const product = await newProduct();
    const order = await orderOf(buyer, [product.id]);
    const refused = await sendReview(buyer, { orderNumber: order.orderNumber, productId: product.id }, [
      { name: 'invoice.pdf', bytes: Buffer.from('%PDF-1.4 not a picture'), type: 'image/png' },
    ]);
    expect(refused).toMatchObject({ status: 415, body: { error: { message: 'invoice.pdf is not a photo. Please choose a JPEG, PNG or WebP picture.' } } });
    expect(await db.select().from(reviews)).toHaveLength(0);

    const sent = await sendReview(buyer, { orderNumber: order.orderNumber, productId: product.id }, [{ name: 'sofa.png', bytes: await png(), type: 'image/png' }]);
    expect(sent.status).toBe(200);
    const id = sent.body.data!.id;
    const [row] = await db.select({ photos: reviews.photos }).from(reviews).where(eq(reviews.id, id));
    expect(row!.photos).toHaveLength(1);
    expect(row!.photos[0]).toMatch(/^private\/review-photos\/[0-9a-f-]+\.webp$/);

    expect((await photoRequest(null, id)).status).toBe(404);
    expect((await photoRequest(other, id)).status).toBe(404);
    const own = await photoRequest(buyer, id);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    const bytes = Buffer.from(await own.arrayBuffer());
    expect((await sharp(bytes).metadata()).format).toBe('webp');
    expect((await photoRequest(callers.admin, id)).status).toBe(200);

    await approve(id);
    const open = await photoRequest(null, id);
    expect(open.status).toBe(200);
    expect(open.headers.get('cache-control')).toMatch(/^public/);
    await hide(id);
    expect((await photoRequest(null, id)).status).toBe(404);
  });

  it('one review per product and customer: writing again edits it, keeping the photos asked for', async () => {
    const product = await newProduct();
    const first = await orderOf(buyer, [product.id]);
    const sent = await sendReview(buyer, { orderNumber: first.orderNumber, productId: product.id, rating: 3 }, [
      { name: 'a.png', bytes: await png(), type: 'image/png' },
      { name: 'b.png', bytes: await png(), type: 'image/png' },
    ]);
    const [before] = await db.select({ photos: reviews.photos }).from(reviews).where(eq(reviews.id, sent.body.data!.id));
    const second = await orderOf(buyer, [product.id]);
    const edited = await sendReview(buyer, { orderNumber: second.orderNumber, productId: product.id, rating: 5, title: 'Even better now', keepPhotos: [1] });
    expect(edited.body.data!.id).toBe(sent.body.data!.id);
    const rows = await db.select().from(reviews).where(eq(reviews.productId, product.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 5, title: 'Even better now', photos: [before!.photos[1]] });

    const tooMany = await sendReview(buyer, { orderNumber: second.orderNumber, productId: product.id, keepPhotos: [0] }, [
      { name: 'c.png', bytes: await png(), type: 'image/png' },
      { name: 'd.png', bytes: await png(), type: 'image/png' },
      { name: 'e.png', bytes: await png(), type: 'image/png' },
    ]);
    expect(tooMany).toMatchObject({ status: 400, body: { error: { message: 'Add at most 3 photos.' } } });
  });
});

describe('moderation', () => {
  it('keeps the product’s count and sum exactly: approve, hide, re-approve, and an edit of an approved review', async () => {
    const product = await newProduct();
    const mine = await reviewed(buyer, product, 4);
    const theirs = await reviewed(other, product, 5);

    expect((await approve(mine.id)).ok).toBe(true);
    expect(await kept(product.id)).toEqual({ count: 1, sum: 4 });
    await approve(theirs.id);
    expect(await kept(product.id)).toEqual({ count: 2, sum: 9 });
    // Approving again changes nothing.
    await approve(theirs.id);
    expect(await kept(product.id)).toEqual({ count: 2, sum: 9 });
    await hide(theirs.id);
    expect(await kept(product.id)).toEqual({ count: 1, sum: 4 });
    await approve(theirs.id);
    expect(await kept(product.id)).toEqual({ count: 2, sum: 9 });

    // The buyer edits an approved review: it waits again and leaves the counts until approved.
    const readBefore = await wordsOf(mine.id);
    await sendReview(buyer, { orderNumber: mine.order.orderNumber, productId: product.id, rating: 2 });
    expect((await db.select({ status: reviews.status }).from(reviews).where(eq(reviews.id, mine.id)))[0]!.status).toBe('pending');
    expect(await kept(product.id)).toEqual({ count: 1, sum: 5 });
    // A moderator who read it before the edit cannot approve the edit unread.
    expect(await as(callers.admin, () => setReviewStatusAction({ id: mine.id, status: 'approved', words: readBefore }))).toMatchObject({ ok: false, error: REVIEW_EDITED });
    expect(await kept(product.id)).toEqual({ count: 1, sum: 5 });
    await approve(mine.id);
    expect(await kept(product.id)).toEqual({ count: 2, sum: 7 });
    // The kept numbers match a count of the approved rows.
    const [counted] = await db
      .select({ count: sql<number>`count(*)`.mapWith(Number), sum: sql<number>`coalesce(sum(${reviews.rating}), 0)`.mapWith(Number) })
      .from(reviews)
      .where(and(eq(reviews.productId, product.id), eq(reviews.status, 'approved')));
    expect(counted).toEqual(await kept(product.id));
  });

  it('records each moderation in the activity log, as "Review of <product> by <first name>"', async () => {
    const product = await newProduct({ name: 'Ikoyi Armchair' });
    const { id } = await reviewed(buyer, product, 5);
    await approve(id);
    await hide(id);
    expect((await as(callers.admin, () => replyToReviewAction({ id, reply: 'Thank you, Test!' }))).ok).toBe(true);
    expect((await as(callers.admin, () => replyToReviewAction({ id, reply: '' }))).ok).toBe(true);
    const rows = await db.select().from(auditLog).where(and(eq(auditLog.entityType, 'review'), eq(auditLog.entityId, id))).orderBy(auditLog.at);
    expect(rows.map((row) => row.action)).toEqual(['approve', 'hide', 'reply', 'reply_removed']);
    expect(rows.every((row) => row.entityLabel === 'Review of Ikoyi Armchair by Test' && row.actorEmail === callers.admin.email)).toBe(true);
    expect(rows[1]!.changes).toEqual({ status: { before: 'approved', after: 'hidden' } });
    expect((await db.select({ reply: reviews.reply, repliedAt: reviews.repliedAt }).from(reviews).where(eq(reviews.id, id)))[0]).toEqual({ reply: null, repliedAt: null });
  });

  it('is for roles with reviews.manage: a content editor may, fulfilment may not', async () => {
    const product = await newProduct();
    const { id } = await reviewed(buyer, product, 5);
    const words = await wordsOf(id);
    expect(await as(await callers.staff('fulfilment'), () => setReviewStatusAction({ id, status: 'approved', words }))).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await as(callers.shopper, () => setReviewStatusAction({ id, status: 'approved', words }))).toMatchObject({ ok: false });
    expect(await kept(product.id)).toEqual({ count: 0, sum: 0 });
    expect((await approve(id, await callers.staff('content'))).ok).toBe(true);
    expect(await kept(product.id)).toEqual({ count: 1, sum: 5 });
  });
});

describe('the product page’s reviews', () => {
  it('counts a Helpful vote once per account, never for one’s own review, and sorts newest or most helpful', async () => {
    const product = await newProduct();
    const older = await reviewed(buyer, product, 3);
    const newer = await reviewed(other, product, 5);
    await db.update(reviews).set({ createdAt: sql`now() - interval '2 days'` }).where(eq(reviews.id, older.id));
    await approve(older.id);
    await approve(newer.id);

    expect(await as(other, () => markReviewHelpfulAction({ id: older.id }))).toEqual({ ok: true, data: { counted: true } });
    expect(await as(other, () => markReviewHelpfulAction({ id: older.id }))).toEqual({ ok: true, data: { counted: false } });
    expect(await as(buyer, () => markReviewHelpfulAction({ id: older.id }))).toMatchObject({ ok: false, error: 'You cannot vote for your own review.' });
    expect(await as(signedOut, () => markReviewHelpfulAction({ id: older.id }))).toMatchObject({ ok: false, code: 'signed-out' });
    expect(await db.select().from(reviewHelpfulVotes).where(eq(reviewHelpfulVotes.reviewId, older.id))).toHaveLength(1);

    const newest = await loadProductReviews(product.id, productReviewViewSchema.parse({}));
    expect(newest.reviews.map((review) => review.id)).toEqual([newer.id, older.id]);
    const helpful = await loadProductReviews(product.id, productReviewViewSchema.parse({ reviews: 'helpful' }));
    expect(helpful.reviews.map((review) => [review.id, review.helpfulCount])).toEqual([
      [older.id, 1],
      [newer.id, 0],
    ]);
    expect(helpful).toMatchObject({ count: 2, average: '4.0', hasMore: false });
    const firstOnly = await loadProductReviews(product.id, productReviewViewSchema.parse({ shown: '1' }));
    expect(firstOnly).toMatchObject({ hasMore: true });
    expect(firstOnly.reviews).toHaveLength(1);
  });

  it('adds an AggregateRating and Review items to the product’s JSON-LD, only once it has approved reviews', async () => {
    const product = await newProduct();
    const base = productJsonLd({ name: product.name, description: null, images: [], sku: null, priceKobo: 450_000_00, inStock: true, url: 'https://shop.test/p' });
    const a = await reviewed(buyer, product, 4);
    const b = await reviewed(other, product, 5);
    expect(withReviews(base, await loadProductReviews(product.id, productReviewViewSchema.parse({})))).not.toHaveProperty('aggregateRating');
    await approve(a.id);
    await approve(b.id);
    const jsonLd = withReviews(base, await loadProductReviews(product.id, productReviewViewSchema.parse({})));
    expect(jsonLd).toMatchObject({ aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.5', reviewCount: 2 } });
    expect(jsonLd.review).toHaveLength(2);
    expect(jsonLd.review?.[0]).toMatchObject({ '@type': 'Review', author: { '@type': 'Person', name: 'Test' }, reviewRating: { ratingValue: 5 } });
  });

  it('puts real reviews on the home page once there are enough 4- and 5-star ones (the setting)', async () => {
    await db.insert(websiteSettings).values({ siteName: 'Adire Living' }).onConflictDoNothing();
    await db.update(websiteSettings).set({ homeReviewsMinimum: 2 });
    const [sofa, chair, lamp] = [await newProduct(), await newProduct(), await newProduct()];
    const three = await reviewed(buyer, sofa, 3);
    const five = await reviewed(buyer, chair, 5);
    await approve(three.id);
    await approve(five.id);
    expect(await loadHomeReviews()).toBeNull();
    const four = await reviewed(buyer, lamp, 4);
    await approve(four.id);
    const home = await loadHomeReviews();
    expect(home?.map((review) => review.id).sort()).toEqual([five.id, four.id].sort());
    await hide(four.id);
    expect(await loadHomeReviews()).toBeNull();
  });
});

describe('the review request mail', () => {
  const daysAgo = (orderId: string, days: number) =>
    db.update(orders).set({ deliveredAt: sql`now() - make_interval(days => ${days})` }).where(eq(orders.id, orderId));

  it('goes out once, the set days after delivery, from the maintenance step, with links to write a review and to unsubscribe', async () => {
    const product = await newProduct({ name: 'Surulere Sideboard' });
    const due = await orderOf(buyer, [product.id]);
    const recent = await orderOf(other, [product.id]);
    const guest = await orderOf(null, [product.id]);
    await daysAgo(due.id, 8);
    await daysAgo(recent.id, 3);
    await daysAgo(guest.id, 8);

    const step = jobMaintenance.find((task) => task.run === requestDueReviews);
    expect(step).toBeDefined();
    expect(await step!.run()).toBe(1);
    expect(await requestDueReviews()).toBe(0);
    await runJobsUntilIdle();
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual([buyer.email]);
    const text = readableMail(mail.raw);
    expect(text).toContain('How is your Surulere Sideboard?');
    expect(text).toContain(`Write a review: http://localhost:3000/account/reviews/write?order=${due.orderNumber}&product=${product.id}`);
    expect(text).toMatch(/List-Unsubscribe:\s+<http:\/\/localhost:3000\/api\/unsubscribe\?token=[^>]+>/);
    expect(text).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const [marked] = await db.select({ at: orders.reviewRequestedAt }).from(orders).where(eq(orders.id, due.id));
    expect(marked!.at).not.toBeNull();
    const [notYet] = await db.select({ at: orders.reviewRequestedAt }).from(orders).where(eq(orders.id, recent.id));
    expect(notYet!.at).toBeNull();

    // Its days come: mailed then, and only then.
    await daysAgo(recent.id, 7);
    expect(await requestDueReviews()).toBe(1);
  });

  it('is not sent to a buyer who unsubscribed, nor for pieces already reviewed', async () => {
    const product = await newProduct();
    await db.update(users).set({ marketingOptOut: true }).where(eq(users.email, buyer.email));
    const unsubscribed = await orderOf(buyer, [product.id]);
    await daysAgo(unsubscribed.id, 10);
    const { order: reviewedOrder } = await reviewed(other, product, 5);
    await daysAgo(reviewedOrder.id, 10);
    expect(await requestDueReviews()).toBe(0);
    await runJobsUntilIdle();
    expect(smtp.received).toHaveLength(0);
    // Both looked at once, never again.
    const marked = await db.select({ at: orders.reviewRequestedAt }).from(orders);
    expect(marked.every((row) => row.at !== null)).toBe(true);
  });

  it('unsubscribes with the mail’s signed link (POST only; not the plain user id; a forged one does nothing)', async () => {
    const product = await newProduct();
    const order = await orderOf(buyer, [product.id]);
    await daysAgo(order.id, 8);
    await requestDueReviews();
    await runJobsUntilIdle();
    const text = readableMail(smtp.received[0]!.raw);
    const link = /To stop reminders and review requests: (\S+)/.exec(text)![1]!;
    const token = new URL(link).searchParams.get('token')!;
    const userId = await userIdOf(buyer);
    expect(new URL(link).pathname).toBe('/unsubscribe');
    expect(token).not.toBe(userId);
    expect(link).not.toContain(userId);
    expect(token).toBe(unsubscribeToken(userId));

    const forged = `${Buffer.from(await userIdOf(other)).toString('base64url')}.${token.split('.')[1]}`;
    expect((await unsubscribe(new Request(`${ORIGIN}/api/unsubscribe?token=${forged}`, { method: 'POST' }))).status).toBe(404);
    const oneClick = await unsubscribe(
      new Request(`${ORIGIN}/api/unsubscribe?token=${token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    expect(oneClick.status).toBe(200);
    const optOut = await db.select({ email: users.email, optOut: users.marketingOptOut }).from(users).where(sql`${users.email} in (${buyer.email}, ${other.email})`);
    expect(Object.fromEntries(optOut.map((row) => [row.email, row.optOut]))).toEqual({ [buyer.email]: true, [other.email]: false });
  });
});
