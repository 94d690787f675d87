'use client';
import { useId, useState } from 'react';
import { CircleCheck, MessageCircle, TriangleAlert } from 'lucide-react';
import { useCan } from '@/components/admin/staff-role-context';
import { Button } from '@/components/ui/button';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { OrderPhotoPicker, type PickedPhoto } from '@/components/order-photo-picker';
import { MAX_STAGE_PHOTOS, ORDER_STAGES, type OrderStage } from '@/lib/made-to-order-constants';
import { formatDateTime } from '@/lib/dates';
import { DISPATCH_STAGES, stageLabel, stagesFor } from '@/lib/order-stage';
import { STAGE_NOTE_MAX, STAGE_PHOTO_UPLOAD_PATH, stageUpdateMessage, whatsappNumber } from '@/lib/order-following';
import { whatsappUrl } from '@/lib/whatsapp';
import { BALANCE_WAIVER_MAX } from '@/lib/schemas/order-admin';
import { setOrderStageAction } from '@/server/order-desk/actions/set-order-stage';
import { resolveProblemReportAction } from '@/server/orders/stages/actions/resolve-problem-report';
import type { AdminOrderRow } from '@/server/order-desk/admin-order-list-reads';
import { notifySuccess } from './notify';
import { toast } from 'sonner';
import { fieldErrorsOf, useAction } from '@/components/use-action';

// Order Details' "Stage" section (docs/product.md, "Following an order"): where the order stands,
// its timeline with who set each step, the buyer's problem report, the WhatsApp updates, and the
// form that moves it to a stage with a note, workshop photos and, for Out for delivery, the courier.

type Errors = Partial<Record<'stage' | 'note' | 'courierName' | 'courierPhone' | 'balanceWaivedReason', string>>;

/** The stage after the current one, which the form offers first. */
function nextStage(stages: readonly OrderStage[], current: OrderStage | null): OrderStage {
  if (!current) return stages[0]!;
  const at = stages.indexOf(current);
  return stages[Math.min(at + 1, stages.length - 1)] ?? current;
}

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
        <StageForm key={`${order.id}:${following.timeline.length}`} order={order} onSaved={onChanged} />
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

function StageForm({ order, onSaved }: { order: AdminOrderRow; onSaved: () => void }) {
  const id = useId();
  const { following } = order;
  const stages = stagesFor(following.madeToOrder);
  const [stage, setStage] = useState<OrderStage>(nextStage(stages, following.stage));
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [courierName, setCourierName] = useState(following.courierName ?? '');
  const [courierPhone, setCourierPhone] = useState(following.courierPhone ?? '');
  const [reason, setReason] = useState('');
  const [askReason, setAskReason] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const { run, pending: saving } = useAction(toast);
  const [uploading, setUploading] = useState(false);
  const field = (name: string) => `${id}-${name}`;
  const dispatch = DISPATCH_STAGES.includes(stage);
  // A deposit order still owing: the reason is asked for at once rather than after a refusal.
  const owesOnDeposit = order.depositKobo !== null && order.ledger.balanceKobo > 0 && !order.balanceWaivedReason;
  const showReason = dispatch && (askReason || owesOnDeposit);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const result = await run(setOrderStageAction, {
      id: order.id,
      stage,
      note,
      photoKeys: photos.map((photo) => photo.key),
      courierName: stage === 'out_for_delivery' ? courierName : undefined,
      courierPhone: stage === 'out_for_delivery' ? courierPhone : undefined,
      balanceWaivedReason: showReason ? reason : undefined,
    }, { failed: 'Failed to update the stage', refused: 'Error' });
    if (!result.ok) {
      const fieldErrors = fieldErrorsOf(result);
      if (fieldErrors.balanceWaivedReason) setAskReason(true);
      setErrors({
        stage: fieldErrors.stage?.[0],
        note: fieldErrors.note?.[0],
        courierName: fieldErrors.courierName?.[0],
        courierPhone: fieldErrors.courierPhone?.[0],
        balanceWaivedReason: fieldErrors.balanceWaivedReason?.[0],
      });
      return;
    }
    setErrors({});
    notifySuccess(`${result.data.label}: saved${result.data.mail ? '; the customer has been mailed' : ''}`);
    onSaved();
  }

  return (
    <form onSubmit={save} noValidate aria-busy={saving} aria-label="Move to a stage" className="flex flex-col gap-4 rounded-lg border border-border p-4">
      <FormField inputId={field('stage')} label="Move to" error={errors.stage}>
        <NativeSelect id={field('stage')} value={stage} onChange={(e) => setStage(e.target.value as OrderStage)} {...fieldAria(field('stage'), { error: errors.stage })}>
          {ORDER_STAGES.filter((option) => stages.includes(option)).map((option) => (
            <option key={option} value={option}>
              {stageLabel(option)}
              {option === following.stage ? ' (now: add an update)' : ''}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField inputId={field('note')} label="Note for the customer" optional hint="For example: frame built, upholstery next week." error={errors.note}>
        <Textarea
          id={field('note')}
          rows={2}
          maxLength={STAGE_NOTE_MAX}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          {...fieldAria(field('note'), { hint: true, error: errors.note })}
        />
      </FormField>
      <OrderPhotoPicker
        uploadPath={STAGE_PHOTO_UPLOAD_PATH}
        orderField={{ orderId: order.id }}
        max={MAX_STAGE_PHOTOS}
        photos={photos}
        onChange={setPhotos}
        onBusyChange={setUploading}
        label="Workshop photos"
        hint="The customer sees them on their order page."
      />
      {stage === 'out_for_delivery' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField inputId={field('courier')} label="Driver or courier" required error={errors.courierName}>
            <Input id={field('courier')} value={courierName} onChange={(e) => setCourierName(e.target.value)} required {...fieldAria(field('courier'), { error: errors.courierName })} />
          </FormField>
          <FormField inputId={field('courier-phone')} label="Their phone number" required error={errors.courierPhone}>
            <Input
              id={field('courier-phone')}
              type="tel"
              inputMode="tel"
              value={courierPhone}
              onChange={(e) => setCourierPhone(e.target.value)}
              required
              {...fieldAria(field('courier-phone'), { error: errors.courierPhone })}
            />
          </FormField>
        </div>
      ) : null}
      {showReason ? (
        <FormField
          inputId={field('reason')}
          label="Reason to deliver with the balance owed"
          required
          hint="For example: balance on delivery by cash or POS, a trusted customer. It is kept on the order."
          error={errors.balanceWaivedReason}
        >
          <Textarea
            id={field('reason')}
            rows={2}
            maxLength={BALANCE_WAIVER_MAX}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            {...fieldAria(field('reason'), { hint: true, error: errors.balanceWaivedReason })}
          />
        </FormField>
      ) : null}
      <p className="text-xs text-muted-foreground">The customer is mailed the update (unless this stage’s mail is switched off in Website Settings).</p>
      <Button type="submit" size="sm" className="self-start" disabled={saving || uploading}>
        {saving ? <Spinner /> : null}
        Save stage
      </Button>
    </form>
  );
}
