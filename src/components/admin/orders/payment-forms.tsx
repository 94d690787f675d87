'use client';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { formatNaira, koboToDecimalString, parseNairaToKobo } from '@/lib/money';
import { PAYMENT_ADMIN_LIMITS, RECORDED_PAYMENT_METHODS } from '@/lib/schemas/payment-admin';
import type { ActionResult } from '@/server/action';
import type { AdminPaymentResult } from '@/server/payments/admin-payment-result';
import { confirmTransferAction } from '@/server/payments/actions/confirm-transfer';
import { rejectTransferAction } from '@/server/payments/actions/reject-transfer';
import { recordPaymentAction } from '@/server/payments/actions/record-payment';
import { resolveReviewAction } from '@/server/payments/actions/resolve-review';
import type { LedgerPayment } from '@/server/payments/order-ledger';
import { reportPaymentResult } from './payment-outcome';

// The small forms that open in place under a payment in Order Details (no dialog over the
// dialog): confirm or reject a transfer's proof, settle a payment held for review, record money
// received. Each sends one action; the server validates again and answers with what it did.

type FieldErrors = Record<string, string[] | undefined>;
type Done = { onDone: () => void; onCancel: () => void };

/** Runs an action, reports its outcome, and hands back the field errors of a refusal. */
function useSubmit(failed: string, onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  async function submit(run: () => Promise<ActionResult<AdminPaymentResult, unknown>>) {
    setBusy(true);
    const result = await run().catch(() => null);
    setBusy(false);
    const refused = reportPaymentResult(result, failed);
    setErrors(refused ?? {});
    if (!refused) onDone();
  }
  return { busy, errors, submit };
}

function InlineForm({
  title,
  submitLabel,
  destructive = false,
  busy,
  onSubmit,
  onCancel,
  children,
}: {
  title: string;
  submitLabel: string;
  destructive?: boolean;
  busy: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: React.ReactNode;
}) {
  const titleId = useId();
  return (
    <form
      aria-labelledby={titleId}
      aria-busy={busy}
      noValidate
      className="flex flex-col gap-3 rounded-lg border border-border bg-sand/40 p-3 sm:p-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <p id={titleId} className="text-sm font-semibold">
        {title}
      </p>
      {children}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" variant={destructive ? 'destructive' : 'primary'} disabled={busy}>
          {busy ? <Spinner /> : null}
          {submitLabel}
        </Button>
        <Button type="button" size="sm" variant="subtle" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** An amount in naira, read back as it will be recorded ("₦450,000"), so a slip of a zero shows. */
function AmountField({ id, label, value, onChange, error, hint }: { id: string; label: string; value: string; onChange: (value: string) => void; error?: string; hint: string }) {
  const kobo = parseNairaToKobo(value);
  return (
    <FormField
      inputId={id}
      label={label}
      required
      error={error}
      hint={
        <>
          {hint}
          {kobo !== null && kobo > 0 ? (
            <>
              {' '}
              Records <span className="font-semibold text-foreground tabular-nums">{formatNaira(kobo)}</span>.
            </>
          ) : null}
        </>
      }
    >
      <Input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        autoFocus
        required
        className="sm:max-w-56"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...fieldAria(id, { hint: true, error })}
      />
    </FormField>
  );
}

function NoteField({ id, label, value, onChange, error, required = false, hint }: { id: string; label: string; value: string; onChange: (value: string) => void; error?: string; required?: boolean; hint: string }) {
  return (
    <FormField inputId={id} label={label} required={required} optional={!required} error={error} hint={hint}>
      <Textarea
        id={id}
        rows={2}
        autoFocus
        required={required}
        maxLength={PAYMENT_ADMIN_LIMITS.note}
        className="min-h-16"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...fieldAria(id, { hint: true, error })}
      />
    </FormField>
  );
}

/** Confirm a transfer from its proof, for the amount the bank statement shows. */
export function ConfirmTransferForm({ payment, balanceKobo, onDone, onCancel }: { payment: LedgerPayment; balanceKobo: number } & Done) {
  const id = useId();
  const [amount, setAmount] = useState(koboToDecimalString(payment.amountKobo));
  const { busy, errors, submit } = useSubmit('Failed to confirm the payment', onDone);
  return (
    <InlineForm
      title="Confirm this transfer"
      submitLabel="Confirm payment"
      busy={busy}
      onCancel={onCancel}
      onSubmit={() => submit(() => confirmTransferAction({ paymentId: payment.id, amount }))}
    >
      <AmountField
        id={`${id}-amount`}
        label="Amount received (₦)"
        value={amount}
        onChange={setAmount}
        error={errors.amount?.[0]}
        hint={`As your bank statement shows it. ${formatNaira(balanceKobo)} is owed; any other amount is held for review.`}
      />
    </InlineForm>
  );
}

/** Reject a transfer's proof: the reason is mailed to the customer. */
export function RejectTransferForm({ payment, onDone, onCancel }: { payment: LedgerPayment } & Done) {
  const id = useId();
  const [reason, setReason] = useState('');
  const { busy, errors, submit } = useSubmit('Failed to reject the payment', onDone);
  return (
    <InlineForm
      title="Reject this proof"
      submitLabel="Reject proof"
      destructive
      busy={busy}
      onCancel={onCancel}
      onSubmit={() => submit(() => rejectTransferAction({ paymentId: payment.id, reason }))}
    >
      <NoteField
        id={`${id}-reason`}
        label="Reason"
        required
        value={reason}
        onChange={setReason}
        error={errors.reason?.[0]}
        hint="Emailed to the customer, e.g. “No transfer of this amount reached our account.”"
      />
    </InlineForm>
  );
}

/** Settle a payment held for review: accept it as received, or mark it failed saying why. */
export function ResolveReviewForm({ payment, decision, onDone, onCancel }: { payment: LedgerPayment; decision: 'accept' | 'fail' } & Done) {
  const id = useId();
  const [note, setNote] = useState('');
  const { busy, errors, submit } = useSubmit('Failed to settle the payment', onDone);
  const accept = decision === 'accept';
  return (
    <InlineForm
      title={accept ? `Accept ${formatNaira(payment.amountKobo)} as received` : 'Mark this payment failed'}
      submitLabel={accept ? 'Accept payment' : 'Mark failed'}
      destructive={!accept}
      busy={busy}
      onCancel={onCancel}
      onSubmit={() => submit(() => resolveReviewAction({ paymentId: payment.id, decision, note }))}
    >
      <NoteField
        id={`${id}-note`}
        label="Note"
        required={!accept}
        value={note}
        onChange={setNote}
        error={errors.note?.[0]}
        hint={accept ? 'For the order’s record, e.g. “Customer topped up the difference in cash.”' : 'Why it does not count, for the order’s record.'}
      />
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
  onDone,
  onCancel,
}: { orderId: string; balanceKobo: number; payOnDelivery: boolean } & Done) {
  const id = useId();
  const [method, setMethod] = useState<(typeof RECORDED_PAYMENT_METHODS)[number]>(payOnDelivery ? 'pay_on_delivery' : 'manual');
  const [amount, setAmount] = useState(koboToDecimalString(balanceKobo));
  const [reference, setReference] = useState('');
  const { busy, errors, submit } = useSubmit('Failed to record the payment', onDone);
  return (
    <InlineForm
      title="Record money received"
      submitLabel="Record payment"
      busy={busy}
      onCancel={onCancel}
      onSubmit={() => submit(() => recordPaymentAction({ orderId, method, amount, reference }))}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField inputId={`${id}-method`} label="Paid by" error={errors.method?.[0]}>
          <NativeSelect id={`${id}-method`} value={method} onChange={(event) => setMethod(event.target.value as typeof method)}>
            {RECORDED_PAYMENT_METHODS.map((value) => (
              <option key={value} value={value}>
                {RECORDED_METHOD_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField inputId={`${id}-reference`} label="Reference" optional error={errors.reference?.[0]} hint="A POS slip or teller number.">
          <Input
            id={`${id}-reference`}
            autoComplete="off"
            maxLength={PAYMENT_ADMIN_LIMITS.reference}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            {...fieldAria(`${id}-reference`, { hint: true, error: errors.reference?.[0] })}
          />
        </FormField>
      </div>
      <AmountField
        id={`${id}-amount`}
        label="Amount received (₦)"
        value={amount}
        onChange={setAmount}
        error={errors.amount?.[0]}
        hint={`Up to the ${formatNaira(balanceKobo)} owed; part of it is fine.`}
      />
    </InlineForm>
  );
}
