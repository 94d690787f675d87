'use client';
import { useWatch } from 'react-hook-form';
import { Info } from 'lucide-react';
import { FormDialog, type FormDialogControls } from '@/components/admin/form-dialog';
import { useAdminForm } from '@/components/admin/form/admin-form';
import { DialogForm } from '@/components/admin/form/dialog-form';
import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus, type PaymentStatus } from '@/lib/constants';
import { formatNaira } from '@/lib/money';
import { PAYMENT_STATUS_FOLLOWS_LEDGER, paymentStatusChoiceAllowed } from '@/lib/payment-status-choice';
import { statusLabel } from '@/lib/order-status';
import { DISPATCH_STATUSES } from '@/lib/order-stage';
import { BALANCE_WAIVER_MAX, ORDER_NOTES_MAX, updateOrderStatusSchema } from '@/lib/schemas/order-admin';
import { updateOrderStatusAction } from '@/server/order-desk/actions/update-order-status';
import type { AdminOrderRow } from '@/server/order-desk/admin-order-list-reads';
import { notifySuccess, notifyWarning } from './notify';

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
  /** Told what was saved; it closes the dialog. */
  onSaved: (saved: SavedStatus) => void;
}) {
  return (
    <FormDialog
      open={open && order !== null}
      title="Update Order Status"
      description={order ? `${order.orderNumber}, placed by ${order.customerName}.` : null}
      className="sm:max-w-lg"
      onClose={onClose}
      onSaved={onClose}
    >
      {/* Keyed by order: each opening starts from that order's saved values. */}
      {(dialog) => (order ? <UpdateOrderStatusForm key={order.id} order={order} dialog={dialog} onSaved={onSaved} /> : null)}
    </FormDialog>
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

function UpdateOrderStatusForm({ order, dialog, onSaved }: { order: AdminOrderRow; dialog: FormDialogControls; onSaved: (saved: SavedStatus) => void }) {
  const form = useAdminForm(updateOrderStatusSchema, {
    id: order.id,
    status: order.status,
    paymentStatus: order.paymentStatus,
    notes: order.notes ?? '',
    balanceWaivedReason: '',
  });
  const { Field } = form;
  const status = useWatch({ control: form.control, name: 'status' }) as OrderStatus;
  const paymentStatus = useWatch({ control: form.control, name: 'paymentStatus' }) as PaymentStatus;
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

  const save = () =>
    form.send(updateOrderStatusAction, {
      onSaved: ({ id, status, paymentStatus, notes, stillUnpaid }) => {
        notifySuccess('Order updated successfully');
        if (stillUnpaid) notifyWarning(STILL_UNPAID);
        onSaved({ id, status, paymentStatus, notes });
      },
      title: 'Error',
      failed: FAILED,
      alwaysToast: true,
    });

  return (
    <DialogForm form={form} dialog={dialog} onSubmit={save} submitLabel="Update Order">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field.Select name="status" label="Status">
          {ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {statusLabel(value)}
            </option>
          ))}
        </Field.Select>
        <Field.Select name="paymentStatus" label="Payment Status" hint={PAYMENT_STATUS_FOLLOWS_LEDGER}>
          {PAYMENT_STATUSES.map((value) => (
            <option key={value} value={value} disabled={!paymentStatusChoiceAllowed(order.paymentStatus, value)}>
              {statusLabel(value)}
            </option>
          ))}
        </Field.Select>
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
        <Field.Textarea
          name="balanceWaivedReason"
          label="Reason to deliver with the balance owed"
          hint={`${formatNaira(order.ledger.balanceKobo)} is still owed. Say why it may leave unpaid, e.g. balance on delivery by cash or POS, or a trusted customer. The reason is kept on the order.`}
          rows={2}
          maxLength={BALANCE_WAIVER_MAX}
        />
      ) : null}
      <Field.Textarea name="notes" label="Notes" optional rows={4} maxLength={ORDER_NOTES_MAX} />
    </DialogForm>
  );
}
