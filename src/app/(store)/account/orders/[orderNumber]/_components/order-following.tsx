import { OrderTimeline, TimelinePhotos } from '@/components/order-timeline';
import { formatDateTime } from '@/lib/dates';
import type { OrderTimeline as Timeline } from '@/server/order-desk/order-timeline';
import { DeliveryResponse } from './delivery-response';

/**
 * My Account's timeline of one order (docs/product.md, "Following an order"): the shared timeline,
 * the buyer's own problem report, and, for the buyer themself, the answer after delivery.
 */
export function OrderFollowing({ timeline, isOwner }: { timeline: Timeline; isOwner: boolean }) {
  const after = timeline.afterDelivery;
  const problem = after?.problem ?? null;
  return (
    <OrderTimeline timeline={timeline}>
      {problem ? (
        <div className="flex flex-col gap-2 border-t border-border pt-5" data-testid="problem-report">
          <p className="text-sm font-semibold">
            You reported a problem on {formatDateTime(problem.reportedAt)}
            {problem.resolvedAt ? `; we marked it resolved on ${formatDateTime(problem.resolvedAt)}.` : '; we will contact you.'}
          </p>
          <p className="text-sm leading-relaxed whitespace-pre-line">{problem.report}</p>
          {problem.photos.length > 0 ? <TimelinePhotos photos={problem.photos} label="Your photo" /> : null}
        </div>
      ) : null}
      {after && isOwner ? (
        <DeliveryResponse
          state={{
            orderNumber: timeline.orderNumber,
            open: after.open,
            respondUntil: after.respondUntil.toISOString(),
            receiptConfirmedAt: after.receiptConfirmedAt?.toISOString() ?? null,
            problemReported: problem !== null,
          }}
        />
      ) : null}
    </OrderTimeline>
  );
}
