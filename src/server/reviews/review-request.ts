import 'server-only';
import { mailInBatches } from '@/server/jobs/in-batches';
import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { db, type Transaction } from '@/server/db/client';
import { orderItems, orders, products, reviews, users, websiteSettings } from '@/server/db/schema';
import { queueMail } from '@/server/mail/mail-jobs';
import { oneClickUnsubscribeUrl, unsubscribePageUrl } from '@/server/marketing/unsubscribe';
import { siteUrl } from '@/server/site-url';
import { SITE_DEFAULTS } from '@/lib/constants';
import { firstNameOf, writeReviewPath } from '@/lib/reviews';

// The review request (docs/product.md, "Reviews"): website_settings.review_request_days after an
// order was delivered (orders.delivered_at, kept by a trigger), its buyer is mailed once with a
// "Write a review" link per piece they have not reviewed yet. A periodic maintenance step of the job
// worker (src/server/composition/jobs.ts) finds due orders in batches, locked and skipped by other
// instances, and marks each one (orders.review_requested_at) in the transaction that queues its
// mail, so no order is asked about twice. Orders without an account, buyers who unsubscribed
// (users.marketing_opt_out) and orders whose pieces are all reviewed or gone are marked without a
// mail: the set of orders still to look at stays that of the last few days' deliveries.

const BATCH = 100;

type DueOrder = { id: string; orderNumber: string; userId: string | null; email: string | null; name: string | null; optOut: boolean | null };
type Piece = { orderId: string; productId: string; name: string };

/** The pieces of these orders their buyer may still review: on sale, and not reviewed by them yet. */
async function piecesToReview(tx: Transaction, due: DueOrder[]): Promise<Piece[]> {
  const rows = await tx
    .selectDistinct({ orderId: orderItems.orderId, productId: products.id, name: products.name, userId: orders.userId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(reviews, and(eq(reviews.productId, products.id), eq(reviews.userId, orders.userId)))
    // A swatch is no purchase of its piece (docs/decisions/0059-fabric-samples.md).
    .where(and(inArray(orderItems.orderId, due.map((order) => order.id)), eq(products.status, 'active'), isNull(reviews.id), isNull(orderItems.swatch)))
    .orderBy(asc(products.name));
  return rows;
}

function requestMail(order: DueOrder & { userId: string; email: string }, pieces: Piece[], siteName: string) {
  const lines = [
    `Hello ${firstNameOf(order.name ?? '')},`,
    '',
    `Your order ${order.orderNumber} arrived a little while ago. How are you finding ${pieces.length === 1 ? 'it' : 'your pieces'}?`,
    'A few words, and a photo if you like, help other buyers choose and tell our workshop what to keep doing.',
    '',
  ];
  for (const piece of pieces) lines.push(piece.name, `Write a review: ${siteUrl(writeReviewPath(order.orderNumber, piece.productId))}`, '');
  lines.push(
    `You get this because you bought from ${siteName}. To stop reminders and review requests: ${unsubscribePageUrl(order.userId)}`,
    '',
    siteName,
  );
  return {
    to: order.email,
    subject: pieces.length === 1 ? `How is your ${pieces[0]!.name}?` : `How are your pieces from order ${order.orderNumber}?`,
    text: lines.join('\n'),
    listUnsubscribe: oneClickUnsubscribeUrl(order.userId),
  };
}

/** One batch: the due orders, locked (another instance skips them), each mailed or not, all marked. */
async function requestBatch(): Promise<{ seen: number; mailed: number }> {
  return db.transaction(async (tx) => {
    const [settings] = await tx.select({ days: websiteSettings.reviewRequestDays, siteName: websiteSettings.siteName }).from(websiteSettings).limit(1);
    const days = settings?.days ?? 7;
    const due: DueOrder[] = await tx
      .select({ id: orders.id, orderNumber: orders.orderNumber, userId: orders.userId, email: users.email, name: users.name, optOut: users.marketingOptOut })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(
        and(
          eq(orders.status, 'delivered'),
          isNull(orders.reviewRequestedAt),
          isNotNull(orders.deliveredAt),
          lte(orders.deliveredAt, sql`now() - make_interval(days => ${days})`),
        ),
      )
      .orderBy(asc(orders.deliveredAt))
      .limit(BATCH)
      .for('update', { of: orders, skipLocked: true });
    if (due.length === 0) return { seen: 0, mailed: 0 };
    const pieces = await piecesToReview(tx, due);
    let mailed = 0;
    for (const order of due) {
      const own = pieces.filter((piece) => piece.orderId === order.id);
      if (!order.userId || !order.email || order.optOut || own.length === 0) continue;
      await queueMail(requestMail({ ...order, userId: order.userId, email: order.email }, own, settings?.siteName ?? SITE_DEFAULTS.siteName), tx, {
        dedupeKey: `review-request:${order.id}`,
      });
      mailed += 1;
    }
    await tx
      .update(orders)
      .set({ reviewRequestedAt: sql`now()` })
      .where(inArray(orders.id, due.map((order) => order.id)));
    return { seen: due.length, mailed };
  });
}

/** The maintenance step: every due order looked at, batch by batch; returns how many were mailed. */
export function requestDueReviews(): Promise<number> {
  return mailInBatches(BATCH, requestBatch);
}
