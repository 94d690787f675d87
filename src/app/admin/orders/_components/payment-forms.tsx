'use client';
import { useEffect, useId, useState } from 'react';
import { useFormContext, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { AdminForm, useAdminForm } from '@/components/admin/form/admin-form';
import { NairaField, SelectField, TextareaField, TextField } from '@/components/admin/form/fields';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatNaira } from '@/lib/money';
import { koboToDecimalString } from '@/lib/money-input';
import {
  confirmTransferSchema,
  PAYMENT_ADMIN_LIMITS,
  RECORDED_PAYMENT_METHODS,
  recordPaymentSchema,
  rejectTransferSchema,
  resolveReviewSchema,
  reversePaymentSchema,
} from '@/lib/schemas/payment-admin';
import { paymentMethodLabel } from '@/lib/payment-labels';
import type { ActionResult } from '@/server/action';
import { confirmTransferAction } from '@/server/payments/actions/confirm-transfer';
import { rejectTransferAction } from '@/server/payments/actions/reject-transfer';
import { recordPaymentAction } from '@/server/payments/actions/record-payment';
import { resolveReviewAction } from '@/server/payments/actions/resolve-review';
import { reversePaymentAction } from '@/server/payments/actions/reverse-payment';
import type { LedgerPayment } from '@/server/payments/order-ledger';
import { reportPaymentResult, type PaymentActionResult } from './payment-outcome';
import { useAction } from '@/components/use-action';

// The small forms that open in place under a payment in Order Details (no dialog over the
// dialog): confirm or reject a transfer's proof, settle a payment held for review, record money
// received, reverse money recorded by mistake. Each checks its fields with the action's own
// schema, then sends the one action; the server validates again and answers with what it did.

type Done = { onDone: () => void; onCancel: () => void };
type Schema = z.ZodType<FieldValues, FieldValues>;

/**
 * One inline form: `schema` and `values` as the action takes them (the payment's id among
 * them), sent by `action` on submit; the outcome is reported and a refusal's messages shown at
 * their fields.
 */
function InlineForm<S extends Schema>({
  schema,
  values,
  action,
  failed,
  title,
  submitLabel,
  destructive = false,
  confirm,
  onDone,
  onCancel,
  children,
}: {
  schema: S;
  values: z.input<S>;
  action: (input: z.input<S>) => Promise<ActionResult<PaymentActionResult, unknown>>;
  /** The toast when the call itself failed. */
  failed: string;
  title: string;
  submitLabel: string;
  destructive?: boolean;
  /** A step between the filled form and the action, for what cannot be taken back: what to ask, and the button that goes on. */
  confirm?: { question: string; label: string };
  children: React.ReactNode;
} & Done) {
  const titleId = useId();
  const form = useAdminForm(schema, values);
  const { run } = useAction();
  const busy = form.formState.isSubmitting;
  const [confirming, setConfirming] = useState(false);
  async function submit() {
    // The fields are valid here (checked on submit); the first submit only asks.
    if (confirm && !confirming) return setConfirming(true);
    setConfirming(false);
    const result = await run(action, form.getValues(), { failed });
    const refused = reportPaymentResult(result, failed);
    if (!refused) return onDone();
    for (const field of form.fieldsInScreenOrder()) {
      const message = refused[field]?.[0];
      if (message) form.setError(field, { message });
    }
  }
  return (
    <AdminForm form={form} onSubmit={submit} aria-labelledby={titleId} className="flex flex-col gap-3 rounded-lg border border-border bg-sand/40 p-3 sm:p-4">
      <p id={titleId} className="text-sm font-semibold">
        {title}
      </p>
      {children}
      {confirming && confirm ? (
        <p role="alert" className="text-sm font-medium">
          {confirm.question}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" variant={destructive ? 'destructive' : 'primary'} disabled={busy}>
          {busy ? <Spinner /> : null}
          {confirming && confirm ? confirm.label : submitLabel}
        </Button>
        <Button type="button" size="sm" variant="subtle" disabled={busy} onClick={confirming ? () => setConfirming(false) : onCancel}>
          {confirming ? 'Back' : 'Cancel'}
        </Button>
      </div>
    </AdminForm>
  );
}

/** An amount in naira, read back as it will be recorded ("₦450,000"), so a slip of a zero shows. */
function AmountField({ hint }: { hint: string }) {
  return <NairaField name="amount" label="Amount received (₦)" says="records" autoFocus className="sm:max-w-56" hint={hint} />;
}

/** A note for the order's record; optional unless `required`. */
function NoteField({ name, label, required, hint }: { name: 'reason' | 'note'; label: string; required: boolean; hint: string }) {
  return (
    <TextareaField
      name={name}
      label={label}
      required={required}
      optional={!required}
      rows={2}
      autoFocus
      maxLength={PAYMENT_ADMIN_LIMITS[name]}
      className="min-h-16"
      hint={hint}
    />
  );
}

/** Confirm a transfer from its proof, for the amount the bank statement shows. */
export function ConfirmTransferForm({ payment, balanceKobo, ...done }: { payment: LedgerPayment; balanceKobo: number } & Done) {
  return (
    <InlineForm
      schema={confirmTransferSchema}
      values={{ paymentId: payment.id, amount: koboToDecimalString(payment.amountKobo) }}
      action={confirmTransferAction}
      failed="Failed to confirm the payment"
      title="Confirm this transfer"
      submitLabel="Confirm payment"
      {...done}
    >
      <AmountField hint={`As your bank statement shows it. ${formatNaira(balanceKobo)} is owed; any other amount is held for review.`} />
    </InlineForm>
  );
}

/** Reject a transfer's proof: the reason is mailed to the customer. */
export function RejectTransferForm({ payment, ...done }: { payment: LedgerPayment } & Done) {
  return (
    <InlineForm
      schema={rejectTransferSchema}
      values={{ paymentId: payment.id, reason: '' }}
      action={rejectTransferAction}
      failed="Failed to reject the payment"
      title="Reject this proof"
      submitLabel="Reject proof"
      destructive
      {...done}
    >
      <NoteField name="reason" label="Reason" required hint="Emailed to the customer, e.g. “No transfer of this amount reached our account.”" />
    </InlineForm>
  );
}

/** Settle a payment held for review: accept it as received, or mark it failed saying why. */
export function ResolveReviewForm({ payment, decision, ...done }: { payment: LedgerPayment; decision: 'accept' | 'fail' } & Done) {
  const accept = decision === 'accept';
  return (
    <InlineForm
      schema={resolveReviewSchema}
      values={{ paymentId: payment.id, decision, note: '' }}
      action={resolveReviewAction}
      failed="Failed to settle the payment"
      title={accept ? `Accept ${formatNaira(payment.amountKobo)} as received` : 'Mark this payment failed'}
      submitLabel={accept ? 'Accept payment' : 'Mark failed'}
      destructive={!accept}
      {...done}
    >
      <NoteField
        name="note"
        label="Note"
        required={!accept}
        hint={accept ? 'For the order’s record, e.g. “Customer topped up the difference in cash.”' : 'Why it does not count, for the order’s record.'}
      />
    </InlineForm>
  );
}

/** Reverse money recorded by mistake: a reason for the record, then a second click to be sure. */
export function ReversePaymentForm({ payment, ...done }: { payment: LedgerPayment } & Done) {
  const amount = formatNaira(payment.amountKobo);
  return (
    <InlineForm
      schema={reversePaymentSchema}
      values={{ paymentId: payment.id, reason: '' }}
      action={reversePaymentAction}
      failed="Failed to reverse the payment"
      title={`Reverse this ${paymentMethodLabel(payment.method).toLowerCase()} payment of ${amount}`}
      submitLabel="Reverse payment"
      destructive
      confirm={{
        question: `Reverse ${amount}? It stops counting as received and the order owes it again. The payment stays on the record, marked reversed.`,
        label: `Yes, reverse ${amount}`,
      }}
      {...done}
    >
      <NoteField name="reason" label="Reason" required hint="Why this money does not count, e.g. “The POS slip was for another order.” Kept on the order’s record." />
    </InlineForm>
  );
}

const RECORDED_METHOD_LABELS: Record<(typeof RECORDED_PAYMENT_METHODS)[number], string> = {
  pay_on_delivery: 'Pay on delivery (cash or POS)',
  manual: 'Another way, recorded by hand',
};

/** Money received for the order (cash or POS at delivery, or any other way), up to its balance. */
export function RecordPaymentForm({
  orderId,
  balanceKobo,
  payOnDelivery,
  ...done
}: { orderId: string; balanceKobo: number; payOnDelivery: boolean } & Done) {
  return (
    <InlineForm
      schema={recordPaymentSchema}
      values={{ orderId, method: payOnDelivery ? 'pay_on_delivery' : 'manual', amount: koboToDecimalString(balanceKobo), reference: '' }}
      action={recordPaymentAction}
      failed="Failed to record the payment"
      title="Record money received"
      submitLabel="Record payment"
      {...done}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField name="method" label="Paid by" options={RECORDED_METHOD_LABELS} />
        <TextField name="reference" label="Reference" optional maxLength={PAYMENT_ADMIN_LIMITS.reference} hint="A POS slip or teller number." />
      </div>
      <AmountField hint={`Up to the ${formatNaira(balanceKobo)} owed; part of it is fine.`} />
      <AmountFollowsBalance amount={koboToDecimalString(balanceKobo)} />
    </InlineForm>
  );
}

/**
 * The amount offered is what is owed now: a form opened just after a payment, before the ledger came
 * back refreshed, would otherwise offer the balance from before it. An amount the admin typed stays.
 */
function AmountFollowsBalance({ amount }: { amount: string }) {
  const { getFieldState, setValue } = useFormContext<{ amount: string }>();
  useEffect(() => {
    if (!getFieldState('amount').isDirty) setValue('amount', amount, { shouldValidate: false });
  }, [amount, getFieldState, setValue]);
  return null;
}
