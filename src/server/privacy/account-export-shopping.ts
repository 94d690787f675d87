import 'server-only';
import { desc, eq, inArray } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { checkoutReminders, orders, products, reviewHelpfulVotes, reviews, savedPieces, serverCarts, stockAlerts } from '@/server/db/schema';
import { stockAlertsOf, type DataSubject } from './data-subject';
import { storedFile } from './stored-file';
import { storedLineVariant } from '@/server/abandoned-checkouts/cart-lines';

// The shopping side of "Download my data" (./account-export.ts): what the account wrote, saved,
// asked to be told about and left in its cart, and the reminders mailed about a checkout it left. Review
// photos are inside it (base64), as stored.

async function reviewsOf(userId: string) {
  const rows = await db
    .select({
      product: products.name,
      writtenAt: reviews.createdAt,
      status: reviews.status,
      rating: reviews.rating,
      title: reviews.title,
      body: reviews.body,
      shownAs: reviews.reviewerName,
      shownState: reviews.reviewerState,
      reply: reviews.reply,
      photoKeys: reviews.photos,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt));
  return Promise.all(
    rows.map(async ({ photoKeys, ...review }) => ({
      ...review,
      photos: await Promise.all(photoKeys.map(async (key) => ({ contentType: 'image/webp', base64: await storedFile(key) }))),
    })),
  );
}

/** The cart kept on the server for the account, its lines named; null when there is none. */
async function cartOf(userId: string) {
  const [cart] = await db.select({ lines: serverCarts.lines, updatedAt: serverCarts.updatedAt }).from(serverCarts).where(eq(serverCarts.userId, userId));
  if (!cart) return null;
  const ids = cart.lines.map((line) => line.productId);
  const names = ids.length > 0 ? await db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, ids)) : [];
  return {
    updatedAt: cart.updatedAt,
    lines: cart.lines.map((line) => ({ product: names.find((piece) => piece.id === line.productId)?.name ?? null, quantity: line.quantity, variant: storedLineVariant(line) })),
  };
}

/** Reviews, helpful votes, saved pieces, back-in-stock alerts, the kept cart and the checkout reminders of `subject`. */
export async function shoppingDataOf(subject: DataSubject & { userId: string }) {
  const [written, votes, saved, alerts, cart, reminders] = await Promise.all([
    reviewsOf(subject.userId),
    db
      .select({ product: products.name, review: reviews.title, votedAt: reviewHelpfulVotes.createdAt })
      .from(reviewHelpfulVotes)
      .innerJoin(reviews, eq(reviews.id, reviewHelpfulVotes.reviewId))
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(eq(reviewHelpfulVotes.userId, subject.userId))
      .orderBy(desc(reviewHelpfulVotes.createdAt)),
    db
      .select({ product: products.name, savedAt: savedPieces.createdAt })
      .from(savedPieces)
      .innerJoin(products, eq(products.id, savedPieces.productId))
      .where(eq(savedPieces.userId, subject.userId))
      .orderBy(desc(savedPieces.createdAt)),
    db
      .select({ product: products.name, email: stockAlerts.email, askedAt: stockAlerts.createdAt, confirmedAt: stockAlerts.confirmedAt, mailedAt: stockAlerts.notifiedAt })
      .from(stockAlerts)
      .innerJoin(products, eq(products.id, stockAlerts.productId))
      .where(stockAlertsOf(subject))
      .orderBy(desc(stockAlerts.createdAt)),
    cartOf(subject.userId),
    db
      .select({ checkoutReachedAt: checkoutReminders.checkoutReachedAt, reminder: checkoutReminders.kind, sentAt: checkoutReminders.sentAt, orderPlaced: orders.orderNumber })
      .from(checkoutReminders)
      .leftJoin(orders, eq(orders.id, checkoutReminders.orderId))
      .where(eq(checkoutReminders.userId, subject.userId))
      .orderBy(desc(checkoutReminders.sentAt)),
  ]);
  return { reviews: written, helpfulVotes: votes, savedPieces: saved, stockAlerts: alerts, cart, checkoutReminders: reminders };
}
