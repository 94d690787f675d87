import type { Metadata } from 'next';
import { ReviewsScreen } from '@/app/admin/reviews/_components/reviews-screen';
import { requirePermissionPage } from '@/server/auth/permissions';
import { listAdminReviews } from '@/server/reviews/admin-review-reads';
import { adminReviewListParamsSchema } from '@/lib/schemas/review';

export const metadata: Metadata = { title: 'Reviews' };

// The list's state is its URL (docs/decisions/0017-admin-lists-in-the-url.md); a failed read shows this segment's error.tsx.
export default async function AdminReviewsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePermissionPage('reviews.manage');
  const params = adminReviewListParamsSchema.parse(await searchParams);
  const data = await listAdminReviews(params);
  return <ReviewsScreen data={data} state={{ q: params.q, status: params.status, stars: params.stars, page: data.page }} />;
}
