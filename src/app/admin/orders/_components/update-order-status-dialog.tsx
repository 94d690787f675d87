'use client';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Info } from 'lucide-react';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { FormDialogFooter } from '@/components/admin/form-dialog-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus, type PaymentStatus } from '@/lib/constants';
import { formatNaira } from '@/lib/money';
import { PAYMENT_STATUS_FOLLOWS_LEDGER, paymentStatusChoiceAllowed } from '@/lib/payment-status-choice';
import { statusLabel } from '@/lib/order-status';
import { DISPATCH_STATUSES } from '@/lib/order-stage';
import {
  BALANCE_WAIVER_MAX,
  ORDER_NOTES_MAX,
  updateOrderStatusSchema,
  type UpdateOrderStatusInput,
  type UpdateOrderStatusValues,
} from '@/lib/schemas/order-admin';
import { updateOrderStatusAction } from '@/server/order-desk/actions/update-order-status';
import type { AdminOrderRow } from '@/server/order-desk/admin-order-list-reads';
import { notifySuccess, notifyWarning } from './notify';
import { toast } from 'sonner';
import { useAction } from '@/components/use-action';

const FAILED = 'Failed to update order';
const MOVES_ON_UNPAID = 'No payment is recorded for this order. Moving it on ends its reservation: it will not be cancelled for non-payment.';
const STILL_UNPAID = 'This order is still unpaid. Its reservation has ended; record the payment when it arrives.';

export type SavedStatus = Pick<AdminOrderRow, 'id' | 'status' | 'paymentStatus' | 'notes'>;

/**
 * The product's 'Update Order Status' dialog: status, payment status and notes. The payment status
 * follows the order's ledger: Paid may be chosen (it records the balance as received by hand),
 * the others only follow from payments and refunds, and the dialog says so.
 */
export function UpdateOrderStatusDialog({
  open,
  order,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** Kept while the dialog closes, so its content does not vanish mid-animation. */
  order: AdminOrderRow | null;
  onClose: () => void;
  onSaved: (saved: SavedStatus) => void;
}) {
  return (
    <Dialog open={open && order !== null} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Update Order Status</DialogTitle>
          <DialogDescription>{order ? `${order.orderNumber}, placed by ${order.customerName}.` : null}</DialogDescription>
        </DialogHeader>
        {/* Keyed by order: each opening starts from that order's saved values. */}
        {open && order ? <UpdateOrderStatusForm key={order.id} order={order} onCancel={onClose} onSaved={onSaved} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** What saving will do besides the status itself, said before the admin saves. */
function consequence(current: OrderStatus, next: OrderStatus): string | null {
  if (current !== 'cancelled' && next === 'cancelled') return 'Cancelling puts this order’s items back in stock and takes it off the customer’s totals.';
  if (current === 'cancelled' && next !== 'cancelled') return 'Reopening takes this order’s items from stock again; it is refused if there is not enough left.';
  if (current !== next && next === 'shipped') return 'The customer will be emailed that their order has shipped.';
  if (current !== next && next === 'delivered') return 'The customer will be emailed that their order has been delivered.';
  return null;
}

function UpdateOrderStatusForm({ order, onCancel, onSaved }: { order: AdminOrderRow; onCancel: () => void; onSaved: (saved: SavedStatus) => void }) {
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<UpdateOrderStatusInput, unknown, UpdateOrderStatusValues>({
    resolver: zodResolver(updateOrderStatusSchema),
    defaultValues: { id: order.id, status: order.status, paymentStatus: order.paymentStatus, notes: order.notes ?? '', balanceWaivedReason: '' },
  });
  const { run } = useAction(toast);
  const status = useWatch({ control, name: 'status' }) as OrderStatus;
  const paymentStatus = useWatch({ control, name: 'paymentStatus' }) as PaymentStatus;
  const note = consequence(order.status, status);
  const recordsBalance = paymentStatus === 'paid' && order.paymentStatus !== 'paid' && order.ledger.balanceKobo > 0;
  const movesOnUnpaid = status !== 'pending' && status !== 'cancelled' && paymentStatus === 'pending' && order.paymentStatus === 'pending';
  // A deposit order leaves with its balance owed only with a reason (docs/decisions/0035-deposits-and-balances.md).
  const needsWaiver =
    DISPATCH_STATUSES.includes(status) &&
    !DISPATCH_STATUSES.includes(order.status) &&
    order.depositKobo !== null &&
    order.balanceWaivedReason === null &&
    order.ledger.balanceKobo > 0 &&
    paymentStatus !== 'paid';

  const onSubmit = handleSubmit(async (values) => {
    const result = await run(
      updateOrderStatusAction,
      { ...values, notes: values.notes ?? '', balanceWaivedReason: values.balanceWaivedReason ?? '' },
      {
        failed: FAILED,
        fieldErrors: { fields: ['status', 'paymentStatus', 'notes', 'balanceWaivedReason'], setError: (field, error) => setError(field as Parameters<typeof setError>[0], error) },
        refused: 'Error',
      },
    );
    if (!result.ok) return;
    notifySuccess('Order updated successfully');
    if (result.data.stillUnpaid) notifyWarning(STILL_UNPAID);
    const { id, status, paymentStatus, notes } = result.data;
    onSaved({ id, status, paymentStatus, notes });
  });

  const fieldId = (field: string) => `${id}-${field}`;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-busy={isSubmitting}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Status" inputId={fieldId('status')} error={errors.status?.message}>
          <NativeSelect id={fieldId('status')} {...fieldAria(fieldId('status'), { error: errors.status?.message })} {...register('status')}>
            {ORDER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {statusLabel(value)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Payment Status" inputId={fieldId('payment')} error={errors.paymentStatus?.message}>
          <NativeSelect
            id={fieldId('payment')}
            {...fieldAria(fieldId('payment'), { hint: true, error: errors.paymentStatus?.message })}
            {...register('paymentStatus')}
          >
            {PAYMENT_STATUSES.map((value) => (
              <option key={value} value={value} disabled={!paymentStatusChoiceAllowed(order.paymentStatus, value)}>
                {statusLabel(value)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <p id={`${fieldId('payment')}-hint`} className="text-xs text-muted-foreground sm:col-span-2">
          {PAYMENT_STATUS_FOLLOWS_LEDGER}
        </p>
      </div>
      {[
        note,
        recordsBalance ? `Saving records the ${formatNaira(order.ledger.balanceKobo)} still owed as money received by hand.` : null,
        movesOnUnpaid ? MOVES_ON_UNPAID : null,
      ]
        .filter((text): text is string => text !== null)
        .map((text) => (
          <p key={text} role="status" className="flex gap-2 rounded-md bg-sand px-3 py-2.5 text-sm text-foreground">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            {text}
          </p>
        ))}
      {needsWaiver ? (
        <FormField
          label="Reason to deliver with the balance owed"
          inputId={fieldId('waiver')}
          error={errors.balanceWaivedReason?.message}
          hint={`${formatNaira(order.ledger.balanceKobo)} is still owed. Say why it may leave unpaid, e.g. balance on delivery by cash or POS, or a trusted customer. The reason is kept on the order.`}
        >
          <Textarea
            id={fieldId('waiver')}
            rows={2}
            maxLength={BALANCE_WAIVER_MAX}
            {...fieldAria(fieldId('waiver'), { hint: true, error: errors.balanceWaivedReason?.message })}
            {...register('balanceWaivedReason')}
          />
        </FormField>
      ) : null}
      <FormField label="Notes" optional inputId={fieldId('notes')} error={errors.notes?.message}>
        <Textarea
          id={fieldId('notes')}
          rows={4}
          maxLength={ORDER_NOTES_MAX}
          {...fieldAria(fieldId('notes'), { error: errors.notes?.message })}
          {...register('notes')}
        />
      </FormField>
      <FormDialogFooter submitting={isSubmitting} onCancel={onCancel} submitLabel="Update Order" />
    </form>
  );
}
