import 'server-only';
import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { orderItems, orders, products, reviews } from '@/server/db/schema';

// My Account's reads of the buyer's own reviews: each takes the signed-in user's id from the page
// (requireUserPage) and returns only that user's rows.

export type MyReview = {
  id: string;
  productId: string;
  productName: string;
  orderNumber: string | null;
  rating: number;
  title: string;
  body: string;
  photoCount: number;
  status: 'pending' | 'approved' | 'hidden';
  reply: string | null;
  updatedAt: Date;
};

const myReviewColumns = {
  id: reviews.id,
  productId: reviews.productId,
  productName: products.name,
  orderNumber: orders.orderNumber,
  rating: reviews.rating,
  title: reviews.title,
  body: reviews.body,
  photos: reviews.photos,
  status: reviews.status,
  reply: reviews.reply,
  updatedAt: reviews.updatedAt,
};

const toMyReview = ({ photos, ...row }: { photos: string[] } & Omit<MyReview, 'photoCount'>): MyReview => ({ ...row, photoCount: photos.length });

export async function listMyReviews(userId: string): Promise<MyReview[]> {
  const rows = await db
    .select(myReviewColumns)
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .leftJoin(orders, eq(orders.id, reviews.orderId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.updatedAt));
  return rows.map(toMyReview);
}

export async function myReviewOf(userId: string, productId: string): Promise<MyReview | null> {
  const [row] = await db
    .select(myReviewColumns)
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .leftJoin(orders, eq(orders.id, reviews.orderId))
    .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)));
  return row ? toMyReview(row) : null;
}

export type ReviewablePiece = { productId: string; productName: string; reviewed: boolean };

/** The pieces of the buyer's own delivered order that can be reviewed, each saying whether it already is. */
export async function reviewablePiecesOf(orderId: string, userId: string): Promise<ReviewablePiece[]> {
  const lines = await db
    .selectDistinct({ productId: products.id, productName: products.name })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(and(eq(orderItems.orderId, orderId), eq(orders.userId, userId), eq(orders.status, 'delivered'), isNotNull(orderItems.productId), isNull(orderItems.swatch)));
  if (lines.length === 0) return [];
  const reviewed = await db
    .select({ productId: reviews.productId })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), inArray(reviews.productId, lines.map((line) => line.productId))));
  const done = new Set(reviewed.map((row) => row.productId));
  return lines.map((line) => ({ ...line, reviewed: done.has(line.productId) }));
}
