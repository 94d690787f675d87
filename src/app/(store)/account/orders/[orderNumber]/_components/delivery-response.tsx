'use client';
import { useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import { StoreButton } from '@/components/store/store-button';
import { fieldAria, FieldMessages } from '@/components/ui/field-messages';
import { fieldBase } from '@/components/ui/field-base';
import { OrderPhotoPicker, type PickedPhoto } from '@/components/order-photo-picker';
import { MAX_PROBLEM_PHOTOS, PROBLEM_REPORT_HOURS } from '@/lib/made-to-order-constants';
import { PROBLEM_PHOTO_UPLOAD_PATH } from '@/lib/order-photo-paths';
import { formatDateTime } from '@/lib/dates';
import { confirmReceiptAction } from '@/server/order-desk/actions/store/confirm-receipt';
import { reportProblemAction } from '@/server/order-desk/actions/store/report-problem';
import { useAction } from '@/components/use-action';

// After Delivered, on the buyer's own order page (docs/product.md, "Following an order"): confirm
// receipt, or report a problem with photos, within PROBLEM_REPORT_HOURS of the delivery.

export type DeliveryResponseState = {
  orderNumber: string;
  open: boolean;
  respondUntil: string;
  receiptConfirmedAt: string | null;
  problemReported: boolean;
};

export function DeliveryResponse({ state }: { state: DeliveryResponseState }) {
  const router = useRouter();
  const id = useId();
  const [reporting, setReporting] = useState(false);
  const [report, setReport] = useState('');
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState<'confirm' | 'report' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const { run } = useAction();

  if (state.problemReported || !state.open) {
    return state.receiptConfirmedAt && !state.problemReported ? (
      <p className="text-sm font-semibold" data-testid="receipt-confirmed">
        You confirmed receipt on {formatDateTime(state.receiptConfirmedAt)}. Thank you!
      </p>
    ) : null;
  }

  async function confirm() {
    setBusy('confirm');
    setError(null);
    const result = await run(confirmReceiptAction, { orderNumber: state.orderNumber }, { failed: 'Could not confirm receipt. Please try again.' });
    setBusy(null);
    if (!result.ok) return setError(result.error);
    router.refresh();
  }

  async function send(event: React.FormEvent) {
    event.preventDefault();
    setBusy('report');
    setError(null);
    const result = await run(reportProblemAction, { orderNumber: state.orderNumber, report, photoKeys: photos.map((photo) => photo.key) }, { failed: 'Could not send your report. Please try again.' });
    setBusy(null);
    if (!result.ok) {
      setFieldError(result.fieldErrors?.report?.[0]);
      return setError(result.error);
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
          <StoreButton onClick={confirm} disabled={busy !== null} aria-busy={busy === 'confirm'}>
            {busy === 'confirm' ? 'Confirming…' : 'Confirm receipt'}
          </StoreButton>
        )}
        {reporting ? null : (
          <StoreButton variant="outline" onClick={() => setReporting(true)} disabled={busy !== null}>
            Report a problem
          </StoreButton>
        )}
      </div>
      {reporting ? (
        <form onSubmit={send} noValidate aria-label="Report a problem" className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <label htmlFor={`${id}-report`} className="text-sm font-medium">
              What is wrong?
            </label>
            <textarea
              id={`${id}-report`}
              rows={4}
              value={report}
              maxLength={2000}
              onChange={(e) => setReport(e.target.value)}
              required
              className={fieldBase}
              {...fieldAria(`${id}-report`, { error: fieldError })}
            />
            <FieldMessages inputId={`${id}-report`} error={fieldError} />
          </div>
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
            <StoreButton type="submit" disabled={busy !== null || uploading} aria-busy={busy === 'report'}>
              {busy === 'report' ? 'Sending…' : 'Send report'}
            </StoreButton>
            <StoreButton variant="ghost" onClick={() => setReporting(false)} disabled={busy !== null}>
              Cancel
            </StoreButton>
          </div>
        </form>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
