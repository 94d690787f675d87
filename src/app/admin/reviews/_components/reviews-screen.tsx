'use client';
import { Star } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin/page-header';
import { ListResults } from '@/components/admin/list/list-results';
import { ListFilter, ListToolbar } from '@/components/admin/list/list-toolbar';
import { useAdminList } from '@/components/admin/list/use-admin-list';
import { REVIEW_RATINGS, REVIEW_STATUS_LABELS, REVIEW_STATUS_VALUES, type ReviewStatus } from '@/lib/reviews';
import { REVIEW_SEARCH_MAX } from '@/lib/schemas/review';
import type { AdminReviewPage } from '@/server/reviews/admin-review-reads';
import { ReviewCard } from './review-card';

type ListState = { q: string; status: ReviewStatus | undefined; stars: number | undefined; page: number };

const STAR_OPTIONS = REVIEW_RATINGS.map((stars) => ({ value: String(stars), label: `${stars} ${stars === 1 ? 'star' : 'stars'}` }));

/** Reviews (docs/product.md, "Reviews"): the moderation queue, newest first, filtered and searched in the URL. */
export function ReviewsScreen({ data, state }: { data: AdminReviewPage; state: ListState }) {
  const list = useAdminList(data.rows, { path: '/admin/reviews', state });
  const filtered = Boolean(state.q || state.status || state.stars);
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title="Reviews"
        description="What buyers wrote about their pieces. Approved reviews show on the product page; replies show under them."
        updating={list.pending}
      />
      <ListToolbar list={list} q={state.q} label="Search reviews by product, name or words" placeholder="Search reviews..." maxLength={REVIEW_SEARCH_MAX} pendingLabel="Loading reviews">
        <ListFilter
          label="Status"
          value={state.status}
          allLabel="All statuses"
          options={REVIEW_STATUS_VALUES.map((status) => ({ value: status, label: REVIEW_STATUS_LABELS[status] }))}
          onChange={(status) => list.go({ status, page: 1 })}
          className="sm:w-44"
        />
        <ListFilter
          label="Stars"
          value={state.stars === undefined ? undefined : String(state.stars)}
          allLabel="All stars"
          options={STAR_OPTIONS}
          onChange={(stars) => list.go({ stars: stars === undefined ? undefined : Number(stars), page: 1 })}
          className="sm:w-36"
        />
      </ListToolbar>
      <ListResults
        list={list}
        page={data}
        noun={['review', 'reviews']}
        empty={{
          icon: Star,
          message: 'No reviews found',
          hint: filtered ? 'No review matches this search and these filters.' : 'Reviews buyers write from their delivered orders appear here.',
          clear: filtered ? 'Clear search' : undefined,
        }}
      >
        <div className="flex flex-col gap-4">
          {list.visible.map((review) => (
            <ReviewCard key={review.id} review={review} onChanged={list.reload} />
          ))}
        </div>
      </ListResults>
    </div>
  );
}
