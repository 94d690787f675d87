import { helpfulFormAction } from '@/server/reviews/actions/store/helpful-form';

/**
 * "Helpful (3)" under a review: a plain form of this server component, so it costs the product page
 * no script and a press before the scripts run still posts it (src/server/reviews/actions/store/helpful-form.ts).
 */
export function HelpfulForm({ reviewId, count, back }: { reviewId: string; count: number; back: string }) {
  return (
    <form action={helpfulFormAction}>
      <input type="hidden" name="id" value={reviewId} />
      <input type="hidden" name="back" value={back} />
      <button
        type="submit"
        className="inline-flex min-h-11 items-center gap-1.5 rounded-md border border-border px-3 text-sm font-medium hover:bg-sand md:min-h-9"
      >
        Helpful
        <span className="tabular-nums text-muted-foreground">({count})</span>
      </button>
    </form>
  );
}
