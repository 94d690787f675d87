import 'server-only';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { products, reviews } from '@/server/db/schema';
import { containsPattern } from '@/server/db/contains-pattern';
import { requirePermission } from '@/server/auth/permissions';
import { ADMIN_REVIEWS_PAGE_SIZE, type AdminReviewListParams } from '@/lib/schemas/review';
import { pageWindow } from '@/server/db/page-window';
import { reviewWords } from './moderation';

// The back office's Reviews list (docs/product.md, "Reviews"): newest first, filtered by status and
// stars, searched in the product's name, the reviewer's first name, the title and the text, paged
// in the URL like every admin list (docs/decisions/0017-admin-lists-in-the-url.md).

export async function listAdminReviews(params: AdminReviewListParams) {
  await requirePermission('reviews.manage');
  const search = params.q
    ? sql`(${products.name} || ' ' || ${reviews.reviewerName} || ' ' || ${reviews.title} || ' ' || ${reviews.body}) ilike ${containsPattern(params.q)}`
    : undefined;
  const where = and(search, params.status ? eq(reviews.status, params.status) : undefined, params.stars ? eq(reviews.rating, params.stars) : undefined);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(reviews).innerJoin(products, eq(products.id, reviews.productId)).where(where);
  const { page, pageCount, pageSize, offset } = pageWindow(total, params.page, ADMIN_REVIEWS_PAGE_SIZE);
  const rows = await db
    .select({
      id: reviews.id,
      productId: reviews.productId,
      productName: products.name,
      rating: reviews.rating,
      title: reviews.title,
      body: reviews.body,
      photoCount: sql<number>`coalesce(array_length(${reviews.photos}, 1), 0)`.mapWith(Number),
      status: reviews.status,
      reviewerName: reviews.reviewerName,
      reviewerState: reviews.reviewerState,
      reply: reviews.reply,
      helpfulCount: reviews.helpfulCount,
      createdAt: reviews.createdAt,
      words: reviewWords,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(pageSize)
    .offset(offset);
  return { rows, total, page, pageCount, pageSize };
}

export type AdminReviewPage = Awaited<ReturnType<typeof listAdminReviews>>;
export type AdminReviewRow = AdminReviewPage['rows'][number];
