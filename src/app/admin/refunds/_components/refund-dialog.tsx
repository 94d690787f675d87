'use client';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { FormDialog, type FormDialogControls, type FormDialogProps } from '@/components/admin/form-dialog';
import { RequiredSummary, useAdminForm } from '@/components/admin/form/admin-form';
import { DialogForm } from '@/components/admin/form/dialog-form';
import { REFUND_STATUSES } from '@/lib/constants';
import { formatDateTime } from '@/lib/dates';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { formatNaira } from '@/lib/money';
import { koboToDecimalString } from '@/lib/money-input';
import { statusLabel } from '@/lib/order-status';
import { PAYSTACK_REFUND_SENT, paystackRefundNote, refundCreatedMessage } from '@/lib/refund-status';
import {
  REFUND_LIMITS,
  REFUND_REQUIRED_MESSAGE,
  refundFormSchema,
  refundWithoutOrderFormSchema,
  type RefundFormInput,
} from '@/lib/schemas/refund';
import type { AdminRefundRow, PayoutLocation, RefundOrderOption } from '@/server/refunds/admin-refund-reads';
import { REFUND_PAYOUT_LABELS, REFUND_PAYOUT_METHODS } from '@/lib/refund-payout';
import { createRefundAction, type SavedRefund } from '@/server/refunds/actions/create-refund';
import { updateRefundAction } from '@/server/refunds/actions/update-refund';
import { RefundStatusBadge } from '@/components/admin/refunds/refund-status-badge';

const FAILED = 'Failed to save refund';

const STATUS_HINTS: Record<string, string> = {
  pending: 'Recorded, waiting for a decision.',
  approved: 'Agreed, the money has not gone back yet.',
  rejected: 'Refused: it holds nothing back from the order.',
  processed:
    'The money has gone back: it comes off the customer’s total spent, and an order refunded in full is marked refunded. On an order paid through Paystack, the money goes back through Paystack and the refund is processed once Paystack confirms it.',
};

const PAYOUT_HINT = 'Money paid through Paystack goes back through Paystack and is recorded so whatever is chosen here.';

/** How docs/product.md shows an order in the select: 'order number - customer name'. */
const orderOptionLabel = (order: Pick<RefundOrderOption, 'orderNumber' | 'customerName'>) => `${order.orderNumber} - ${order.customerName}`;

const toFormValues = (refund: AdminRefundRow | null): RefundFormInput => ({
  orderId: refund?.orderId ?? '',
  amount: refund ? koboToDecimalString(refund.amountKobo) : '',
  reason: refund?.reason ?? '',
  status: refund?.status ?? 'pending',
  notes: refund?.notes ?? '',
  payoutMethod: refund?.payoutMethod ?? '',
  payoutLocationId: refund?.payoutLocationId ?? '',
});

/** 'Create New Refund' or 'Edit Refund' (docs/product.md section 2). `refund` null: a new one. */
type RefundChoices = { orders: RefundOrderOption[]; locations: PayoutLocation[] };

export function RefundDialog({ refund, orders, locations, ...dialogProps }: FormDialogProps & RefundChoices & { refund: AdminRefundRow | null }) {
  return (
    <FormDialog
      {...dialogProps}
      title={refund ? 'Edit Refund' : 'Create New Refund'}
      description={
        refund
          ? `Recorded ${formatDateTime(refund.createdAt)}${refund.processedByName ? ` by ${refund.processedByName}` : ''}.`
          : 'Money going back to a customer, up to what was received on the order less its other refunds.'
      }
      className="sm:max-w-xl"
    >
      {(dialog) => <RefundForm key={refund?.id ?? 'new'} refund={refund} orders={orders} locations={locations} dialog={dialog} />}
    </FormDialog>
  );
}

function RefundForm({ refund, orders, locations, dialog }: RefundChoices & { refund: AdminRefundRow | null; dialog: FormDialogControls }) {
  // A refund whose order was deleted may be saved as it is ('N/A'), or moved to an order.
  const orderless = refund !== null && refund.orderId === null;
  const form = useAdminForm(orderless ? refundWithoutOrderFormSchema : refundFormSchema, toFormValues(refund), {
    requiredMessage: REFUND_REQUIRED_MESSAGE,
  });
  const { Field, control } = form;

  const orderId = useWatch({ control, name: 'orderId' });
  const status = useWatch({ control, name: 'status' }) ?? 'pending';
  const payoutMethod = useWatch({ control, name: 'payoutMethod' });
  const order = orders.find((option) => option.id === orderId) ?? null;
  // What is left of the money received on the chosen order (the ceiling of
  // src/server/refunds/refund-ledger.ts); when editing, this refund's own amount is not "taken".
  const ownKobo = refund && order && refund.orderId === order.id && refund.status !== 'rejected' ? refund.amountKobo : 0;
  const leftKobo = order ? Math.max(0, order.receivedKobo - order.heldBackKobo + ownKobo) : 0;

  // A new refund's key, made when the form opens and sent with every submit of it: a create sent
  // again (a double click, an answer lost) makes no second refund (src/server/refunds/actions/create-refund.ts).
  const [idempotencyKey] = useState(newIdempotencyKey);

  // The action parses the form's own strings again (amount in naira, not kobo).
  const saving = <Saved,>(message: (saved: Saved) => string) => ({
    onSaved: (saved: Saved) => {
      toast.success('Success', { description: message(saved) });
      dialog.saved();
    },
    title: 'Error',
    failed: FAILED,
    alwaysToast: true,
  });
  const onSubmit = () =>
    refund
      ? form.send(
          (input) => updateRefundAction({ ...input, id: refund.id }),
          saving((saved: SavedRefund) => (saved.sentToPaystack ? PAYSTACK_REFUND_SENT : 'Refund updated successfully')),
        )
      : form.send((input) => createRefundAction({ ...input, idempotencyKey }), saving(refundCreatedMessage));

  return (
    <DialogForm form={form} dialog={dialog} onSubmit={onSubmit} submitLabel={refund ? 'Update Refund' : 'Create Refund'}>
      <Field.Select
        name="orderId"
        label="Order"
        placeholder={orderless ? 'N/A (order deleted)' : 'Select an order'}
        hint={
          order ? (
            <>
              Order total {formatNaira(order.totalKobo)} · received {formatNaira(order.receivedKobo)} ·{' '}
              <span className="font-semibold text-foreground">{leftKobo > 0 ? `${formatNaira(leftKobo)} left to refund` : 'nothing left to refund'}</span>
            </>
          ) : orderless ? (
            'The order of this refund was deleted.'
          ) : (
            'The most recent orders, newest first.'
          )
        }
      >
        {orders.map((option) => (
          <option key={option.id} value={option.id}>
            {orderOptionLabel(option)}
          </option>
        ))}
      </Field.Select>

      <Field.Text
        name="amount"
        label="Refund Amount (₦)"
        inputMode="decimal"
        hint={
          order && leftKobo > 0 ? (
            <button
              type="button"
              className="font-semibold text-foreground underline decoration-brass underline-offset-4 hover:decoration-foreground"
              onClick={() => form.setValue('amount', koboToDecimalString(leftKobo), { shouldValidate: true, shouldDirty: true })}
            >
              Refund what is left ({formatNaira(leftKobo)})
            </button>
          ) : (
            'In naira, e.g. 25000 or 25000.50.'
          )
        }
      />

      <Field.Textarea name="reason" label="Reason" rows={3} maxLength={REFUND_LIMITS.reason} />

      <Field.Select
        name="status"
        label="Status"
        hint={
          <span className="flex items-start gap-2">
            <RefundStatusBadge status={status} className="mt-px" />
            <span>{paystackRefundNote(refund?.paystackStatus) ?? STATUS_HINTS[status]}</span>
          </span>
        }
      >
        {REFUND_STATUSES.map((value) => (
          <option key={value} value={value}>
            {statusLabel(value)}
          </option>
        ))}
      </Field.Select>

      {/* Asked once the money has gone back: only cash handed over at a location comes out of its drawer at the cash-up (docs/decisions/0074-how-a-refund-went-back.md). */}
      {status === 'processed' ? (
        <Field.Select name="payoutMethod" label="How the money went back" placeholder="Choose how" hint={PAYOUT_HINT}>
          {REFUND_PAYOUT_METHODS.map((value) => (
            <option key={value} value={value}>
              {REFUND_PAYOUT_LABELS[value]}
            </option>
          ))}
        </Field.Select>
      ) : null}
      {status === 'processed' && payoutMethod === 'cash' ? (
        <Field.Select name="payoutLocationId" label="Location the cash was handed over at" placeholder="Choose the location" hint="Its cash-up for the day takes this cash out of the drawer.">
          {locations.map((location) => (
            <option key={location.id} value={location.id}>
              {location.name}
            </option>
          ))}
        </Field.Select>
      ) : null}

      <Field.Textarea name="notes" label="Notes" rows={2} maxLength={REFUND_LIMITS.notes} />

      <RequiredSummary />
    </DialogForm>
  );
}
