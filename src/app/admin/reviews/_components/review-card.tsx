'use client';
import { useId, useState, useTransition } from 'react';
import Link from 'next/link';
import { Check, EyeOff, MessageSquareReply } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Stars } from '@/components/store/reviews/stars';
import { formatDateTime } from '@/lib/dates';
import { REVIEW_STATUS_LABELS, reviewPhotoPath } from '@/lib/reviews';
import type { AdminReviewRow } from '@/server/reviews/admin-review-reads';
import { setReviewStatusAction } from '@/server/reviews/actions/set-review-status';
import { ReplyEditor } from './reply-editor';
import { useAction } from '@/components/use-action';

const STATUS_BADGE = { pending: 'accent', approved: 'default', hidden: 'outline' } as const;

/** One review in the moderation queue: what the buyer wrote, and Approve, Hide and the shop's public reply. */
export function ReviewCard({ review, onChanged }: { review: AdminReviewRow; onChanged: () => void }) {
  const id = useId();
  const [moving, startMoving] = useTransition();
  const { run } = useAction(toast);
  const [replying, setReplying] = useState(false);

  function setStatus(status: 'approved' | 'hidden') {
    startMoving(async () => {
      await run(setReviewStatusAction, { id: review.id, status, words: review.words }, {
        failed: 'Failed to update the review.',
        success: {
          title: status === 'approved' ? 'Review approved' : 'Review hidden',
          description: status === 'approved' ? 'It now shows on the product page.' : 'It no longer shows on the shop.',
        },
        refused: 'Error',
      });
      // Saved, or refused because the review changed or went: either way the list shows it as it is now.
      onChanged();
    });
  }

  return (
    <article aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-soft sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <Stars rating={review.rating} label={`${review.rating} out of 5 stars`} />
          <Badge variant={STATUS_BADGE[review.status]}>{REVIEW_STATUS_LABELS[review.status]}</Badge>
        </div>
        <p className="text-xs text-muted-foreground">
          <time dateTime={review.createdAt.toISOString()}>{formatDateTime(review.createdAt)}</time> · {review.helpfulCount} found it helpful
        </p>
      </div>
      <h2 id={`${id}-title`} className="text-base font-semibold">
        {review.title}
      </h2>
      <p className="text-sm text-muted-foreground">
        <span className="font-medium text-foreground">{review.reviewerName}</span>
        {review.reviewerState ? `, ${review.reviewerState}` : ''} on{' '}
        <Link href={`/product/${review.productId}`} target="_blank" className="font-medium text-foreground underline underline-offset-4">
          {review.productName}
        </Link>
      </p>
      <p className="text-sm leading-relaxed whitespace-pre-line">{review.body}</p>
      {review.photoCount > 0 ? (
        <ul className="flex gap-2" aria-label="Photos">
          {Array.from({ length: review.photoCount }, (_, index) => (
            <li key={index}>
              <a href={reviewPhotoPath(review.id, index)} target="_blank" rel="noreferrer" className="block size-20 overflow-hidden rounded-md border">
                {/* eslint-disable-next-line @next/next/no-img-element -- a photo from the route that checks who asks */}
                <img src={reviewPhotoPath(review.id, index, 'thumb')} alt={`Photo ${index + 1} (opens full size)`} className="size-full object-cover" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {replying ? (
        <ReplyEditor
          reviewId={review.id}
          reply={review.reply}
          onDone={(saved) => {
            setReplying(false);
            if (saved) onChanged();
          }}
        />
      ) : review.reply ? (
        <div className="rounded-md border-l-4 border-brass bg-muted/50 p-3 text-sm">
          <p className="font-semibold">Your public reply</p>
          <p className="mt-1 whitespace-pre-line">{review.reply}</p>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {review.status !== 'approved' ? (
          <Button size="sm" onClick={() => setStatus('approved')} disabled={moving} aria-label={`Approve the review by ${review.reviewerName} of ${review.productName}`}>
            {moving ? <Spinner /> : <Check aria-hidden="true" />}
            Approve
          </Button>
        ) : null}
        {review.status !== 'hidden' ? (
          <Button size="sm" variant="outline" onClick={() => setStatus('hidden')} disabled={moving} aria-label={`Hide the review by ${review.reviewerName} of ${review.productName}`}>
            <EyeOff aria-hidden="true" />
            Hide
          </Button>
        ) : null}
        {!replying ? (
          <Button size="sm" variant="ghost" onClick={() => setReplying(true)}>
            <MessageSquareReply aria-hidden="true" />
            {review.reply ? 'Edit reply' : 'Reply'}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
