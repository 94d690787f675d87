'use client';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { StoreForm, StoreTextareaField } from '@/components/store/form/store-form';
import { useStoreForm } from '@/components/store/form/use-store-form';
import { zodCheck } from '@/components/store/form/zod-check';
import { StoreButton } from '@/components/store/store-button';
import { OrderPhotoPicker, type PickedPhoto } from '@/components/order-photo-picker';
import { MAX_PROBLEM_PHOTOS, PROBLEM_REPORT_HOURS } from '@/lib/made-to-order-constants';
import { PROBLEM_REPORT_MAX, reportProblemSchema } from '@/lib/order-following';
import { PROBLEM_PHOTO_UPLOAD_PATH } from '@/lib/order-photo-paths';
import { formatDateTime } from '@/lib/dates';
import { confirmReceiptAction } from '@/server/order-desk/actions/store/confirm-receipt';
import { reportProblemAction } from '@/server/order-desk/actions/store/report-problem';
import { useAction } from '@/components/use-action';

// After Delivered, on the buyer's own order page (docs/product.md, "Following an order"): confirm
// receipt, or report a problem with photos, within PROBLEM_REPORT_HOURS of the delivery.

// The photos are not the form's: the picker uploads each as it is chosen and keeps its own state.
const checkReport = zodCheck(reportProblemSchema.pick({ orderNumber: true, report: true }));

export type DeliveryResponseState = {
  orderNumber: string;
  open: boolean;
  respondUntil: string;
  receiptConfirmedAt: string | null;
  problemReported: boolean;
};

export function DeliveryResponse({ state }: { state: DeliveryResponseState }) {
  const router = useRouter();
  const [reporting, setReporting] = useState(false);
  const form = useStoreForm({ orderNumber: state.orderNumber, report: '' }, checkReport);
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirming = useAction();
  const { run } = useAction();
  const busy = confirming.pending || form.submitting;

  if (state.problemReported || !state.open) {
    return state.receiptConfirmedAt && !state.problemReported ? (
      <p className="text-sm font-semibold" data-testid="receipt-confirmed">
        You confirmed receipt on {formatDateTime(state.receiptConfirmedAt)}. Thank you!
      </p>
    ) : null;
  }

  async function confirm() {
    setError(null);
    const result = await confirming.run(confirmReceiptAction, { orderNumber: state.orderNumber }, { failed: 'Could not confirm receipt. Please try again.' });
    if (!result.ok) return setError(result.error);
    router.refresh();
  }

  async function send(values: { orderNumber: string; report: string }) {
    setError(null);
    const result = await run(reportProblemAction, { ...values, photoKeys: photos.map((photo) => photo.key) }, { failed: 'Could not send your report. Please try again.' });
    if (!result.ok) {
      if (!form.refuse(result)) setError(result.error);
      return;
    }
    router.refresh();
  }

  return (
    <div className="flex flex-col gap-4 border-t border-border pt-5" data-testid="delivery-response">
      <p className="text-sm">
        {state.receiptConfirmedAt
          ? `You confirmed receipt on ${formatDateTime(state.receiptConfirmedAt)}. Found something wrong since? Tell us by ${formatDateTime(state.respondUntil)}.`
          : `Did everything arrive as it should? Please tell us within ${PROBLEM_REPORT_HOURS} hours of delivery (by ${formatDateTime(state.respondUntil)}).`}
      </p>
      <div className="flex flex-wrap gap-3">
        {state.receiptConfirmedAt ? null : (
          <StoreButton onClick={confirm} disabled={busy} aria-busy={confirming.pending}>
            {confirming.pending ? 'Confirming…' : 'Confirm receipt'}
          </StoreButton>
        )}
        {reporting ? null : (
          <StoreButton variant="outline" onClick={() => setReporting(true)} disabled={busy}>
            Report a problem
          </StoreButton>
        )}
      </div>
      {reporting ? (
        <StoreForm form={form} onSubmit={send} aria-label="Report a problem" className="flex flex-col gap-4">
          <StoreTextareaField form={form} name="report" label="What is wrong?" rows={4} maxLength={PROBLEM_REPORT_MAX} required />
          <OrderPhotoPicker
            uploadPath={PROBLEM_PHOTO_UPLOAD_PATH}
            orderField={{ orderNumber: state.orderNumber }}
            max={MAX_PROBLEM_PHOTOS}
            photos={photos}
            onChange={setPhotos}
            onBusyChange={setUploading}
            label="Photos of the problem"
            tone="store"
          />
          <div className="flex flex-wrap gap-3">
            <StoreButton type="submit" disabled={busy || uploading} aria-busy={form.submitting}>
              {form.submitting ? 'Sending…' : 'Send report'}
            </StoreButton>
            <StoreButton variant="ghost" onClick={() => setReporting(false)} disabled={busy}>
              Cancel
            </StoreButton>
          </div>
        </StoreForm>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
