'use client';
import { useId } from 'react';
import { Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { formatNaira } from '@/lib/money';
import { parseNairaToKobo } from '@/lib/money-input';
import { SHOWROOM_LIMITS, SHOWROOM_PAYMENT_LABELS, SHOWROOM_PAYMENT_METHODS, type ShowroomPaymentMethod } from '@/lib/schemas/showroom-sale';
import { paidKobo, type PaymentDraft } from './sale-state';

type Errors = Record<string, string | undefined>;
type Change = { key: string } & Partial<Omit<PaymentDraft, 'key'>>;

/** An amount as staff would type it: '270,000'. */
const typed = (kobo: number) => formatNaira(kobo).replace('₦', '');

/** What is left to take: the deposit or the total, less the payments typed; null until the sale is priced. */
function remainingText(dueKobo: number | null, totalKobo: number | null, paid: number) {
  if (dueKobo === null || totalKobo === null) return null;
  if (paid > totalKobo) return { text: `${formatNaira(paid - totalKobo)} more than the total`, wrong: true };
  if (paid >= dueKobo) return { text: 'Nothing remaining', wrong: false };
  return { text: `Remaining ${formatNaira(dueKobo - paid)}`, wrong: false };
}

/**
 * How the customer pays: one or more payments (cash, the POS terminal, a bank transfer), each with an
 * optional reference; "Fill the remainder" puts what is still due on a payment.
 */
export function PaymentRows({
  payments,
  dueKobo,
  totalKobo,
  errors,
  onChange,
  onAdd,
  onRemove,
}: {
  payments: readonly PaymentDraft[];
  dueKobo: number | null;
  totalKobo: number | null;
  errors: Errors;
  onChange: (change: Change) => void;
  onAdd: () => void;
  onRemove: (key: string) => void;
}) {
  const paid = paidKobo(payments);
  const remaining = remainingText(dueKobo, totalKobo, paid);
  return (
    <div className="flex flex-col gap-4">
      <ol className="flex flex-col gap-4" aria-label="Payments">
        {payments.map((payment, index) => {
          const own = parseNairaToKobo(payment.amount) ?? 0;
          const fill = dueKobo === null ? null : Math.max(0, dueKobo - (paid - own));
          return (
            <PaymentRow
              key={payment.key}
              payment={payment}
              number={index + 1}
              errors={errors}
              fillKobo={fill !== null && fill > 0 && fill !== own ? fill : null}
              removable={payments.length > 1}
              onChange={onChange}
              onRemove={onRemove}
            />
          );
        })}
      </ol>
      {errors.payments ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.payments}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p aria-live="polite" className={remaining?.wrong ? 'font-semibold text-destructive tabular-nums' : 'font-semibold tabular-nums'}>
          {remaining?.text}
        </p>
        <Button variant="subtle" onClick={onAdd} disabled={payments.length >= SHOWROOM_LIMITS.payments}>
          <Plus aria-hidden="true" className="size-4" />
          Add a payment
        </Button>
      </div>
    </div>
  );
}

function PaymentRow({
  payment,
  number,
  errors,
  fillKobo,
  removable,
  onChange,
  onRemove,
}: {
  payment: PaymentDraft;
  number: number;
  errors: Errors;
  fillKobo: number | null;
  removable: boolean;
  onChange: (change: Change) => void;
  onRemove: (key: string) => void;
}) {
  const id = useId();
  const error = (field: string) => errors[`payments.${number - 1}.${field}`];
  // Each row's fields say which payment they are, for whoever cannot see the rows.
  const named = (label: string) => ({ 'aria-label': `${label}, payment ${number}` });
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border p-3">
      <div className="flex items-end gap-2">
        <FormField inputId={`${id}-method`} label="Method" error={error('method')} className="min-w-0 flex-1">
          <NativeSelect id={`${id}-method`} {...named('Method')} value={payment.method} onChange={(event) => onChange({ key: payment.key, method: event.target.value as ShowroomPaymentMethod })}>
            {SHOWROOM_PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {SHOWROOM_PAYMENT_LABELS[method]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {removable ? (
          <Button variant="ghost" size="icon" aria-label={`Remove payment ${number}`} onClick={() => onRemove(payment.key)}>
            <X aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <FormField inputId={`${id}-amount`} label="Amount (₦)" error={error('amount')} className="min-w-36 flex-1">
          <Input
            id={`${id}-amount`}
            {...named('Amount (₦)')}
            value={payment.amount}
            onChange={(event) => onChange({ key: payment.key, amount: event.target.value })}
            inputMode="decimal"
            autoComplete="off"
            className="tabular-nums"
            {...fieldAria(`${id}-amount`, { error: error('amount') })}
          />
        </FormField>
        {fillKobo !== null ? (
          <Button variant="subtle" onClick={() => onChange({ key: payment.key, amount: typed(fillKobo) })} aria-label={`Fill the remainder on payment ${number}: ${formatNaira(fillKobo)}`}>
            Fill the remainder
          </Button>
        ) : null}
      </div>
      <FormField inputId={`${id}-reference`} label="Reference" optional error={error('reference')}>
        <Input
          id={`${id}-reference`}
          {...named('Reference (optional)')}
          value={payment.reference}
          onChange={(event) => onChange({ key: payment.key, reference: event.target.value })}
          maxLength={SHOWROOM_LIMITS.reference}
          autoComplete="off"
          placeholder={payment.method === 'cash' ? '' : 'Terminal slip or transfer reference'}
          {...fieldAria(`${id}-reference`, { error: error('reference') })}
        />
      </FormField>
    </li>
  );
}
