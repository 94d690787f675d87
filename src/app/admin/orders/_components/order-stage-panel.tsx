'use client';
import { CircleCheck, MessageCircle, TriangleAlert } from 'lucide-react';
import { useCan } from '@/components/admin/staff-role-context';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/dates';
import { stageLabel } from '@/lib/order-stage';
import { stageUpdateMessage, whatsappNumber } from '@/lib/order-following';
import { whatsappUrl } from '@/lib/whatsapp';
import { resolveProblemReportAction } from '@/server/orders/stages/actions/resolve-problem-report';
import type { AdminOrderRow } from '@/server/order-desk/admin-order-list-reads';
import { notifySuccess } from './notify';
import { OrderStageForm } from './order-stage-form';
import { toast } from 'sonner';
import { useAction } from '@/components/use-action';

// Order Details' "Stage" section (docs/product.md, "Following an order"): where the order stands,
// its timeline with who set each step, the buyer's problem report, the WhatsApp updates, and the
// form that moves it to a stage with a note, workshop photos and, for Out for delivery, the courier.

const link = 'inline-flex min-h-9 items-center gap-2 rounded-md border border-border bg-card px-3 text-sm font-medium hover:bg-muted';

export function OrderStagePanel({ order, onChanged }: { order: AdminOrderRow; onChanged: () => void }) {
  const { following } = order;
  // Only a role that moves orders through production sees the form and "Mark resolved" (orders.stages).
  const canMove = useCan('orders.stages');
  const headingId = `stage-${order.id}`;
  const lastStage = [...following.timeline].reverse().find((entry) => entry.kind === 'stage');
  const number = whatsappNumber(order.customerPhone);
  const update = following.stage
    ? whatsappUrl(
        number,
        stageUpdateMessage({
          orderNumber: order.orderNumber,
          customerName: order.customerName,
          stage: following.stage,
          note: lastStage?.note ?? null,
          courierName: following.courierName,
          courierPhone: following.courierPhone,
        }),
      )
    : null;
  const reminder = following.balanceReminder ? whatsappUrl(number, following.balanceReminder) : null;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-sm font-semibold">
        Stage
      </h3>
      <div className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
        <p className="text-sm">
          <span className="text-muted-foreground">Now: </span>
          <strong data-testid="order-stage">{stageLabel(following.stage)}</strong>
          <span className="text-muted-foreground"> · {following.madeToOrder ? 'made to order' : 'pieces in stock (no production stages)'}</span>
        </p>
        {following.courierName && following.stage === 'out_for_delivery' ? (
          <p className="text-sm">
            <span className="text-muted-foreground">With: </span>
            {following.courierName}
            {following.courierPhone ? `, ${following.courierPhone}` : ''}
          </p>
        ) : null}
        {following.timeline.length > 0 ? (
          <ol aria-label="Timeline" className="flex flex-col gap-3 border-l border-border pl-4">
            {following.timeline.map((entry) => (
              <li key={entry.id} className="flex flex-col gap-1">
                <p className="text-sm font-medium">{entry.label}</p>
                <p className="text-xs text-muted-foreground">
                  <time dateTime={entry.at.toISOString()}>{formatDateTime(entry.at)}</time>
                  {entry.by ? ` · by ${entry.by}` : entry.kind === 'stage' ? ' · by the shop' : ''}
                </p>
                {entry.note ? <p className="text-sm whitespace-pre-line">{entry.note}</p> : null}
                <PhotoRow photos={entry.photos} label={`${entry.label} photo`} />
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-muted-foreground">No stage yet: a payment that secures the order confirms it, or set one below.</p>
        )}
        {update || reminder ? (
          <div className="flex flex-wrap gap-2">
            {update ? (
              <a href={update} target="_blank" rel="noopener noreferrer" className={link}>
                <MessageCircle aria-hidden="true" className="size-4" />
                Send on WhatsApp
              </a>
            ) : null}
            {reminder ? (
              <a href={reminder} target="_blank" rel="noopener noreferrer" className={link}>
                <MessageCircle aria-hidden="true" className="size-4" />
                Send balance reminder on WhatsApp
              </a>
            ) : null}
          </div>
        ) : null}
      </div>
      {following.problem ? <ProblemReport order={order} canResolve={canMove} onChanged={onChanged} /> : null}
      {following.receiptConfirmedAt ? (
        <p className="flex items-center gap-2 text-sm text-green-800">
          <CircleCheck aria-hidden="true" className="size-4" />
          The customer confirmed receipt on {formatDateTime(following.receiptConfirmedAt)}.
        </p>
      ) : null}
      {!canMove ? null : order.status === 'cancelled' ? (
        <p className="text-sm text-muted-foreground">This order is cancelled: reopen it before moving it to a stage.</p>
      ) : (
        <OrderStageForm key={`${order.id}:${following.timeline.length}`} order={order} onSaved={onChanged} />
      )}
    </section>
  );
}

function PhotoRow({ photos, label }: { photos: string[]; label: string }) {
  if (photos.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {photos.map((url, index) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noopener noreferrer" className="block">
            {/* eslint-disable-next-line @next/next/no-img-element -- a private photo served by our own route */}
            <img src={url} alt={`${label} ${index + 1}`} className="size-16 rounded-md border border-border object-cover" loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  );
}

function ProblemReport({ order, canResolve, onChanged }: { order: AdminOrderRow; canResolve: boolean; onChanged: () => void }) {
  const problem = order.following.problem!;
  const { run, pending: saving } = useAction(toast);
  async function resolve() {
    const result = await run(resolveProblemReportAction, { id: order.id }, { failed: 'Failed to mark the problem resolved', refused: 'Error' });
    if (!result.ok) return;
    notifySuccess('Problem marked resolved');
    onChanged();
  }
  const open = problem.resolvedAt === null;
  return (
    <div
      data-testid="admin-problem-report"
      className={open ? 'flex flex-col gap-2 rounded-lg bg-red-50 p-4 text-red-950 ring-1 ring-red-200 ring-inset' : 'flex flex-col gap-2 rounded-lg border border-border p-4'}>
      <p className="flex items-center gap-2 text-sm font-semibold">
        <TriangleAlert aria-hidden="true" className="size-4" />
        Problem reported {formatDateTime(problem.reportedAt)}
        {open ? '' : ` · resolved ${formatDateTime(problem.resolvedAt!)}`}
      </p>
      <p className="text-sm whitespace-pre-line">{problem.report}</p>
      <PhotoRow photos={problem.photos} label="Problem photo" />
      {open && canResolve ? (
        <Button type="button" size="sm" variant="outline" className="self-start" disabled={saving} onClick={resolve}>
          {saving ? <Spinner /> : null}
          Mark resolved
        </Button>
      ) : null}
    </div>
  );
}
