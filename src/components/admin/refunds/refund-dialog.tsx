'use client';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { showActionRefusal } from '@/components/admin/action-refusal';
import { FormDialog, type FormDialogControls, type FormDialogProps } from '@/components/admin/form-dialog';
import { FormDialogFooter } from '@/components/admin/form-dialog-footer';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { RequiredSummary } from '@/components/admin/required-summary';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { REFUND_STATUSES } from '@/lib/constants';
import { formatDateTime } from '@/lib/dates';
import { formatNaira, koboToDecimalString } from '@/lib/money';
import { statusLabel } from '@/lib/order-status';
import { PAYSTACK_REFUND_SENT, paystackRefundNote } from '@/lib/refund-status';
import {
  REFUND_LIMITS,
  REFUND_REQUIRED_MESSAGE,
  refundFormSchema,
  refundWithoutOrderFormSchema,
  type RefundFormInput,
  type RefundFormValues,
} from '@/lib/schemas/refund';
import type { AdminRefundRow, RefundOrderOption } from '@/server/refunds/admin-refunds';
import { createRefundAction } from '@/server/refunds/actions/create-refund';
import { updateRefundAction } from '@/server/refunds/actions/update-refund';
import { RefundStatusBadge } from './refund-status-badge';

type Field = keyof RefundFormInput;
const FIELDS: readonly Field[] = ['orderId', 'amount', 'reason', 'status', 'notes'];
const FAILED = 'Failed to save refund';

const STATUS_HINTS: Record<string, string> = {
  pending: 'Recorded, waiting for a decision.',
  approved: 'Agreed, the money has not gone back yet.',
  rejected: 'Refused: it holds nothing back from the order.',
  processed:
    'The money has gone back: it comes off the customer’s total spent, and an order refunded in full is marked refunded. On an order paid through Paystack, the money goes back through Paystack and the refund is processed once Paystack confirms it.',
};

/** How the spec shows an order in the select: 'order number - customer name'. */
const orderOptionLabel = (order: Pick<RefundOrderOption, 'orderNumber' | 'customerName'>) => `${order.orderNumber} - ${order.customerName}`;

const toFormValues = (refund: AdminRefundRow | null): RefundFormInput => ({
  orderId: refund?.orderId ?? '',
  amount: refund ? koboToDecimalString(refund.amountKobo) : '',
  reason: refund?.reason ?? '',
  status: refund?.status ?? 'pending',
  notes: refund?.notes ?? '',
});

/** 'Create New Refund' or 'Edit Refund' (spec section 2). `refund` null: a new one. */
export function RefundDialog({ refund, orders, ...dialogProps }: FormDialogProps & { refund: AdminRefundRow | null; orders: RefundOrderOption[] }) {
  return (
    <FormDialog
      {...dialogProps}
      title={refund ? 'Edit Refund' : 'Create New Refund'}
      description={
        refund
          ? `Recorded ${formatDateTime(refund.createdAt)}${refund.processedByName ? ` by ${refund.processedByName}` : ''}.`
          : 'Money going back to a customer, up to what is left to refund on the order.'
      }
      className="sm:max-w-xl"
    >
      {(dialog) => <RefundForm key={refund?.id ?? 'new'} refund={refund} orders={orders} dialog={dialog} />}
    </FormDialog>
  );
}

function RefundForm({ refund, orders, dialog }: { refund: AdminRefundRow | null; orders: RefundOrderOption[]; dialog: FormDialogControls }) {
  const id = useId();
  const summaryId = `${id}-required`;
  // A refund whose order was deleted may be saved as it is ('N/A'), or moved to an order.
  const orderless = refund !== null && refund.orderId === null;
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<RefundFormInput, unknown, RefundFormValues>({
    resolver: zodResolver(orderless ? refundWithoutOrderFormSchema : refundFormSchema),
    defaultValues: toFormValues(refund),
    shouldFocusError: true,
  });

  const orderId = useWatch({ control, name: 'orderId' });
  const status = useWatch({ control, name: 'status' }) ?? 'pending';
  const order = orders.find((option) => option.id === orderId) ?? null;
  // What is left on the chosen order; when editing, this refund's own amount is not "taken".
  const ownKobo = refund && order && refund.orderId === order.id && refund.status !== 'rejected' ? refund.amountKobo : 0;
  const leftKobo = order ? Math.max(0, order.totalKobo - order.heldBackKobo + ownKobo) : 0;

  const onSubmit = handleSubmit(async () => {
    // The action parses the form's own strings again (amount in naira, not kobo).
    const input = getValues();
    const result = await (refund ? updateRefundAction({ ...input, id: refund.id }) : createRefundAction(input)).catch(() => null);
    if (result?.ok) {
      const saved = refund ? 'Refund updated successfully' : 'Refund created successfully';
      toast.success('Success', { description: result.data.sentToPaystack ? PAYSTACK_REFUND_SENT : saved });
      dialog.saved();
      return;
    }
    showActionRefusal(result, { setError, setFocus }, { fields: FIELDS, title: 'Error', failed: FAILED, alwaysToast: true });
  });

  const fieldId = (field: Field) => `${id}-${field}`;
  const missing = (field: Field) => errors[field]?.message === REFUND_REQUIRED_MESSAGE;
  const fieldError = (field: Field) => (missing(field) ? undefined : errors[field]?.message);
  const aria = (field: Field, hint = false) => fieldAria(fieldId(field), { hint, error: fieldError(field), missing: missing(field), summaryId });
  const anyMissing = FIELDS.some(missing);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-busy={isSubmitting}>
      <FormField
        label="Order"
        required
        inputId={fieldId('orderId')}
        error={fieldError('orderId')}
        hint={
          order ? (
            <>
              Order total {formatNaira(order.totalKobo)} ·{' '}
              <span className="font-semibold text-foreground">{leftKobo > 0 ? `${formatNaira(leftKobo)} left to refund` : 'nothing left to refund'}</span>
            </>
          ) : orderless ? (
            'The order of this refund was deleted.'
          ) : (
            'The most recent orders, newest first.'
          )
        }
      >
        <NativeSelect id={fieldId('orderId')} required {...aria('orderId', true)} {...register('orderId')}>
          <option value="">{orderless ? 'N/A (order deleted)' : 'Select an order'}</option>
          {orders.map((option) => (
            <option key={option.id} value={option.id}>
              {orderOptionLabel(option)}
            </option>
          ))}
        </NativeSelect>
      </FormField>

      <FormField
        label="Refund Amount (₦)"
        required
        inputId={fieldId('amount')}
        error={fieldError('amount')}
        hint={
          order && leftKobo > 0 ? (
            <button
              type="button"
              className="font-semibold text-foreground underline decoration-brass underline-offset-4 hover:decoration-foreground"
              onClick={() => setValue('amount', koboToDecimalString(leftKobo), { shouldValidate: true, shouldDirty: true })}
            >
              Refund what is left ({formatNaira(leftKobo)})
            </button>
          ) : (
            'In naira, e.g. 25000 or 25000.50.'
          )
        }
      >
        <Input id={fieldId('amount')} inputMode="decimal" autoComplete="off" required {...aria('amount', true)} {...register('amount')} />
      </FormField>

      <FormField label="Reason" required inputId={fieldId('reason')} error={fieldError('reason')}>
        <Textarea id={fieldId('reason')} rows={3} required maxLength={REFUND_LIMITS.reason} {...aria('reason')} {...register('reason')} />
      </FormField>

      <FormField
        label="Status"
        inputId={fieldId('status')}
        error={fieldError('status')}
        hint={
          <span className="flex items-start gap-2">
            <RefundStatusBadge status={status} className="mt-px" />
            <span>{paystackRefundNote(refund?.paystackStatus) ?? STATUS_HINTS[status]}</span>
          </span>
        }
      >
        <NativeSelect id={fieldId('status')} {...aria('status', true)} {...register('status')}>
          {REFUND_STATUSES.map((value) => (
            <option key={value} value={value}>
              {statusLabel(value)}
            </option>
          ))}
        </NativeSelect>
      </FormField>

      <FormField label="Notes" inputId={fieldId('notes')} error={fieldError('notes')}>
        <Textarea id={fieldId('notes')} rows={2} maxLength={REFUND_LIMITS.notes} {...aria('notes')} {...register('notes')} />
      </FormField>

      <RequiredSummary id={summaryId} message={anyMissing ? REFUND_REQUIRED_MESSAGE : null} />
      <FormDialogFooter submitting={isSubmitting} onCancel={dialog.cancel} submitLabel={refund ? 'Update Refund' : 'Create Refund'} />
    </form>
  );
}
