'use client';
import { useRef, useState } from 'react';
import { BellRing, Check, Plus, Undo2, X } from 'lucide-react';
import { RefundStatusBadge } from '@/components/admin/refunds/refund-status-badge';
import { useCan } from '@/components/admin/staff-role-context';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/dates';
import { formatNaira } from '@/lib/money';
import { paymentMethodLabel } from '@/lib/payment-labels';
import { refundSourceLabel } from '@/lib/refund-status';
import type { AdminOrderRow } from '@/server/order-desk/admin-order-list-reads';
import type { LedgerPayment, LedgerRefund } from '@/server/payments/order-ledger';
import { PaymentEntry } from './ledger-payment-entry';
import { ConfirmTransferForm, RecordPaymentForm, RejectTransferForm, ResolveReviewForm, ReversePaymentForm } from './payment-forms';

// The order's ledger in Order Details (docs/decisions/0013-payments-ledger.md): what was received,
// what went back and what is owed, then every payment and every refund, each with who handled
// it. A transfer's proof is confirmed or rejected here, a payment held for review settled,
// money received by hand recorded, and money an admin recorded by mistake reversed.

/** Which in-place form is open: one at a time in the whole ledger. */
type OpenForm = { kind: 'confirm' | 'reject' | 'accept' | 'fail' | 'reverse'; paymentId: string } | { kind: 'record' } | null;

export function OrderLedger({ order, onChanged }: { order: AdminOrderRow; onChanged: () => void }) {
  const { ledger } = order;
  const [open, setOpen] = useState<OpenForm>(null);
  // Where focus goes back to when a form closes: the button that opened it.
  const opener = useRef<HTMLElement | null>(null);
  const openForm = (form: NonNullable<OpenForm>, event: React.MouseEvent<HTMLElement>) => {
    opener.current = event.currentTarget;
    setOpen(form);
  };
  const close = () => {
    setOpen(null);
    requestAnimationFrame(() => opener.current?.focus());
  };
  // Once money is settled the form and its buttons are gone: focus goes to the ledger's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const done = () => {
    setOpen(null);
    onChanged();
    requestAnimationFrame(() => heading.current?.focus());
  };
  // Buttons for the role's own permissions only: money in (payments.record), reversals (payments.reverse).
  const mayRecord = useCan('payments.record');
  const mayReverse = useCan('payments.reverse');
  const canRecord = mayRecord && ledger.balanceKobo > 0;

  return (
    <section aria-labelledby={`ledger-${order.id}`} className="flex flex-col gap-3">
      <h3 id={`ledger-${order.id}`} ref={heading} tabIndex={-1} className="text-sm font-semibold outline-none">
        Payments and refunds
      </h3>

      <dl className="grid grid-cols-2 gap-3 rounded-lg border border-border bg-card p-4 sm:grid-cols-4">
        <Total label="Received" kobo={ledger.receivedKobo} />
        <Total label="Refunded" kobo={ledger.refundedKobo} />
        <Total label="Balance due" kobo={ledger.balanceKobo} strong={ledger.balanceKobo > 0} />
        {ledger.refundDueKobo > 0 ? <Total label="To refund" kobo={ledger.refundDueKobo} alert /> : null}
      </dl>
      {order.depositKobo !== null ? <DepositTerms order={order} /> : null}
      {/* What the shop itself noted about this money, e.g. a reservation ended without Paystack's word. */}
      {order.paymentNote ? (
        <p className="flex gap-2 rounded-md bg-red-50 px-3 py-2.5 text-sm text-red-900 ring-1 ring-red-200 ring-inset">
          <BellRing aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {order.paymentNote}
        </p>
      ) : null}

      <h4 id={`ledger-payments-${order.id}`} className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        Payments
      </h4>
      {ledger.payments.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-4 py-3 text-sm text-muted-foreground">No payments yet.</p>
      ) : (
        <ul aria-labelledby={`ledger-payments-${order.id}`} className="flex flex-col gap-2">
          {ledger.payments.map((payment) => (
            <li key={payment.id} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-3 sm:p-4">
              <PaymentEntry payment={payment} orderNumber={order.orderNumber} />
              <PaymentActions payment={payment} open={open} onOpen={openForm} mayRecord={mayRecord} mayReverse={mayReverse} />
              {open && 'paymentId' in open && open.paymentId === payment.id ? (
                open.kind === 'confirm' ? (
                  <ConfirmTransferForm payment={payment} balanceKobo={ledger.balanceKobo} onDone={done} onCancel={close} />
                ) : open.kind === 'reject' ? (
                  <RejectTransferForm payment={payment} onDone={done} onCancel={close} />
                ) : open.kind === 'reverse' ? (
                  <ReversePaymentForm payment={payment} onDone={done} onCancel={close} />
                ) : (
                  <ResolveReviewForm payment={payment} decision={open.kind} onDone={done} onCancel={close} />
                )
              ) : null}
            </li>
          ))}
        </ul>
      )}

      {ledger.refunds.length > 0 ? (
        <>
          <h4 id={`ledger-refunds-${order.id}`} className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            Refunds
          </h4>
          <ul aria-labelledby={`ledger-refunds-${order.id}`} className="flex flex-col gap-2">
            {ledger.refunds.map((refund) => (
              <li key={refund.id} className="rounded-lg border border-border bg-card p-3 sm:p-4">
                <RefundEntry refund={refund} payment={ledger.payments.find((payment) => payment.id === refund.paymentId) ?? null} />
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {canRecord ? (
        open?.kind === 'record' ? (
          <RecordPaymentForm
            orderId={order.id}
            balanceKobo={ledger.balanceKobo}
            payOnDelivery={order.paymentMethod === 'pay_on_delivery'}
            onDone={done}
            onCancel={close}
          />
        ) : (
          <Button type="button" variant="outline" size="sm" className="self-start" onClick={(event) => openForm({ kind: 'record' }, event)}>
            <Plus aria-hidden="true" className="size-4" />
            Record a payment
          </Button>
        )
      ) : null}
    </section>
  );
}

function Total({ label, kobo, strong = false, alert = false }: { label: string; kobo: number; strong?: boolean; alert?: boolean }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className={cn('text-sm tabular-nums', (strong || alert) && 'font-semibold', alert && 'text-destructive')}>{formatNaira(kobo)}</dd>
    </div>
  );
}

/** The buttons a payment's state and the role's permissions allow: settling money in, or reversing it. */
function paymentActions(payment: LedgerPayment, role: { mayRecord: boolean; mayReverse: boolean }) {
  if (role.mayRecord && payment.status === 'needs_review') {
    return [
      { kind: 'accept', label: 'Accept', icon: Check },
      { kind: 'fail', label: 'Mark failed', icon: X },
    ] as const;
  }
  if (role.mayRecord && payment.status === 'pending' && payment.method === 'bank_transfer') {
    return [
      { kind: 'confirm', label: 'Confirm', icon: Check },
      { kind: 'reject', label: 'Reject', icon: X },
    ] as const;
  }
  if (role.mayReverse && payment.reversible) return [{ kind: 'reverse', label: 'Reverse', icon: Undo2 }] as const;
  return [];
}

/** The buttons a payment's state allows: a transfer waiting with proof, a payment held for review, money an admin may reverse. */
function PaymentActions({
  payment,
  open,
  onOpen,
  mayRecord,
  mayReverse,
}: {
  payment: LedgerPayment;
  open: OpenForm;
  onOpen: (form: NonNullable<OpenForm>, event: React.MouseEvent<HTMLElement>) => void;
  mayRecord: boolean;
  mayReverse: boolean;
}) {
  const actions = paymentActions(payment, { mayRecord, mayReverse });
  if (actions.length === 0) return null;
  const formOpen = open !== null && 'paymentId' in open && open.paymentId === payment.id;
  if (formOpen) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map(({ kind, label, icon: Icon }) => (
        <Button
          key={kind}
          type="button"
          size="sm"
          variant={kind === 'confirm' || kind === 'accept' ? 'primary' : 'subtle'}
          aria-label={`${label} ${paymentMethodLabel(payment.method).toLowerCase()} of ${formatNaira(payment.amountKobo)}`}
          onClick={(event) => onOpen({ kind, paymentId: payment.id }, event)}
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </Button>
      ))}
    </div>
  );
}

/** A refund, with the payment it comes back from (one of the order's payments listed above it). */
function RefundEntry({ refund, payment }: { refund: LedgerRefund; payment: LedgerPayment | null }) {
  const when = refund.status === 'processed' ? refund.updatedAt : refund.createdAt;
  const facts = [
    payment ? refundSourceLabel(payment) : null,
    refund.processedBy ? `By ${refund.processedBy}` : null,
    refund.paystackStatus ? `Paystack: ${refund.paystackStatus}` : null,
  ].filter(Boolean);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
          Refund
          <RefundStatusBadge status={refund.status} />
        </p>
        <p className="text-sm font-semibold tabular-nums">−{formatNaira(refund.amountKobo)}</p>
      </div>
      <p className="text-xs text-muted-foreground">
        <time dateTime={when.toISOString()}>{formatDateTime(when)}</time>
        {facts.map((fact) => (
          <span key={fact}>
            {' · '}
            {fact}
          </span>
        ))}
      </p>
      <p className="text-sm leading-relaxed break-words whitespace-pre-line">{refund.reason}</p>
    </div>
  );
}

/**
 * A deposit order's terms (docs/decisions/0035-deposits-and-balances.md): the deposit and the
 * balance, when the balance falls due, and why the order may leave with it owed.
 */
function DepositTerms({ order }: { order: AdminOrderRow }) {
  const depositKobo = order.depositKobo ?? 0;
  return (
    <div className="flex flex-col gap-1 rounded-md bg-sand px-3 py-2.5 text-sm" data-testid="deposit-terms">
      <p>
        Deposit <span className="font-semibold tabular-nums">{formatNaira(depositKobo)}</span>, balance{' '}
        <span className="font-semibold tabular-nums">{formatNaira(order.totalAmountKobo - depositKobo)}</span>
        {order.paymentStatus === 'deposit_paid'
          ? order.balanceDueAt
            ? `, due by ${formatDateTime(order.balanceDueAt)}.`
            : ', due once the order is ready for delivery.'
          : '.'}
      </p>
      {order.balanceWaivedReason ? (
        <p>
          <span className="font-semibold">May leave with the balance owed: </span>
          {order.balanceWaivedReason}
        </p>
      ) : null}
    </div>
  );
}
