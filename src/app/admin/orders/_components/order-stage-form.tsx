'use client';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { AdminForm, useAdminForm } from '@/components/admin/form/admin-form';
import { useFieldBinding } from '@/components/admin/form/field-binding';
import { Button } from '@/components/ui/button';
import { FieldMessages } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { fieldErrorsOf } from '@/components/use-action';
import { OrderPhotoPicker, type PickedPhoto } from '@/components/order-photo-picker';
import { MAX_STAGE_PHOTOS, ORDER_STAGES, type OrderStage } from '@/lib/made-to-order-constants';
import { DISPATCH_STAGES, stageLabel, stagesFor } from '@/lib/order-stage';
import { STAGE_NOTE_MAX, STAGE_PHOTO_UPLOAD_PATH } from '@/lib/order-following';
import { BALANCE_WAIVER_MAX } from '@/lib/schemas/order-admin';
import { setOrderStageSchema, type SetOrderStageInput } from '@/lib/schemas/order-stage';
import { setOrderStageAction } from '@/server/order-desk/actions/set-order-stage';
import type { AdminOrderRow } from '@/server/order-desk/admin-order-list-reads';
import { notifySuccess } from './notify';

// The stage panel's "Move to a stage" form (order-stage-panel.tsx): the stage, a note, workshop photos
// and, for Out for delivery, the courier; the reason to deliver while a deposit order's balance is owed.

/** The stage after the current one, which the form offers first. */
function nextStage(stages: readonly OrderStage[], current: OrderStage | null): OrderStage {
  if (!current) return stages[0]!;
  const at = stages.indexOf(current);
  return stages[Math.min(at + 1, stages.length - 1)] ?? current;
}

/** Moves the order to a stage; `onSaved` reloads it, which starts the form afresh. */
export function OrderStageForm({ order, onSaved }: { order: AdminOrderRow; onSaved: () => void }) {
  const { following } = order;
  const stages = stagesFor(following.madeToOrder);
  const form = useAdminForm(setOrderStageSchema, {
    id: order.id,
    stage: nextStage(stages, following.stage),
    note: '',
    photoKeys: [],
    courierName: following.courierName ?? '',
    courierPhone: following.courierPhone ?? '',
    balanceWaivedReason: '',
  });
  const { Field } = form;
  const [askReason, setAskReason] = useState(false);
  const [uploading, setUploading] = useState(false);
  const stage = useWatch({ control: form.control, name: 'stage' });
  const dispatch = DISPATCH_STAGES.includes(stage);
  // A deposit order still owing: the reason is asked for at once rather than after a refusal.
  const owesOnDeposit = order.depositKobo !== null && order.ledger.balanceKobo > 0 && !order.balanceWaivedReason;
  const showReason = dispatch && (askReason || owesOnDeposit);
  const saving = form.formState.isSubmitting;

  const save = () =>
    form.send((input) => setOrderStageAction({ ...input, balanceWaivedReason: showReason ? input.balanceWaivedReason : undefined }), {
      onSaved: (saved) => {
        notifySuccess(`${saved.label}: saved${saved.mail ? '; the customer has been mailed' : ''}`);
        onSaved();
      },
      // Owing more than this screen knew (a payment reversed since): the reason's field appears with the refusal under it.
      onRefused: (refusal) => {
        const [message] = fieldErrorsOf(refusal).balanceWaivedReason ?? [];
        if (!message) return;
        setAskReason(true);
        form.setError('balanceWaivedReason', { message });
      },
      title: 'Error',
      failed: 'Failed to update the stage',
      alwaysToast: true,
    });

  const choices = Object.fromEntries(
    ORDER_STAGES.filter((option) => stages.includes(option)).map((option) => [option, `${stageLabel(option)}${option === following.stage ? ' (now: add an update)' : ''}`]),
  );
  return (
    <AdminForm form={form} onSubmit={save} aria-label="Move to a stage" className="flex flex-col gap-4 rounded-lg border border-border p-4">
      <Field.Select name="stage" label="Move to" options={choices} />
      <Field.Textarea name="note" label="Note for the customer" optional hint="For example: frame built, upholstery next week." rows={2} maxLength={STAGE_NOTE_MAX} />
      <StagePhotos orderId={order.id} onBusyChange={setUploading} />
      {stage === 'out_for_delivery' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field.Text name="courierName" label="Driver or courier" required />
          <Field.Text name="courierPhone" label="Their phone number" type="tel" inputMode="tel" required />
        </div>
      ) : null}
      {showReason ? (
        <Field.Textarea
          name="balanceWaivedReason"
          label="Reason to deliver with the balance owed"
          required
          hint="For example: balance on delivery by cash or POS, a trusted customer. It is kept on the order."
          rows={2}
          maxLength={BALANCE_WAIVER_MAX}
        />
      ) : null}
      <p className="text-xs text-muted-foreground">The customer is mailed the update (unless this stage’s mail is switched off in Website Settings).</p>
      <Button type="submit" size="sm" className="self-start" disabled={saving || uploading}>
        {saving ? <Spinner /> : null}
        Save stage
      </Button>
    </AdminForm>
  );
}

/** The form's `photoKeys`: each photo uploaded as it is chosen, its preview kept here. An upload has nothing to focus when refused. */
function StagePhotos({ orderId, onBusyChange }: { orderId: string; onBusyChange: (busy: boolean) => void }) {
  const { inputId, error } = useFieldBinding('photoKeys', { hint: false });
  const { setValue } = useFormContext<SetOrderStageInput>();
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  return (
    <div data-field="photoKeys" data-field-focus="none" className="flex flex-col gap-2">
      <OrderPhotoPicker
        uploadPath={STAGE_PHOTO_UPLOAD_PATH}
        orderField={{ orderId }}
        max={MAX_STAGE_PHOTOS}
        photos={photos}
        onChange={(picked) => {
          setPhotos(picked);
          setValue(
            'photoKeys',
            picked.map((photo) => photo.key),
            { shouldDirty: true },
          );
        }}
        onBusyChange={onBusyChange}
        label="Workshop photos"
        hint="The customer sees them on their order page."
      />
      <FieldMessages inputId={inputId} error={error} />
    </div>
  );
}
