'use client';
import { useRef, useState } from 'react';
import { Check, FileText, Plus, X } from 'lucide-react';
import { RefundStatusBadge } from '@/components/admin/refunds/refund-status-badge';
import { ToneBadge } from '@/components/tone-badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/dates';
import { formatNaira } from '@/lib/money';
import { statusLabel } from '@/lib/order-status';
import { paymentMethodLabel, paymentRecordTone } from '@/lib/payment-labels';
import type { AdminOrderRow } from '@/server/orders/admin-orders';
import type { LedgerPayment, LedgerRefund } from '@/server/payments/order-ledger';
import { ConfirmTransferForm, RecordPaymentForm, RejectTransferForm, ResolveReviewForm } from './payment-forms';

// The order's ledger in Order Details (docs/decisions/0013-payments-ledger.md): what was received,
// what went back and what is owed, then every payment and every refund, each with who handled
// it. A transfer's proof is confirmed or rejected here, a payment held for review settled, and
// money received by hand recorded.

/** Which in-place form is open: one at a time in the whole ledger. */
type OpenForm = { kind: 'confirm' | 'reject' | 'accept' | 'fail'; paymentId: string } | { kind: 'record' } | null;

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
  const canRecord = ledger.balanceKobo > 0;

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

      <h4 id={`ledger-payments-${order.id}`} className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        Payments
      </h4>
      {ledger.payments.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-4 py-3 text-sm text-muted-foreground">No payments yet.</p>
      ) : (
        <ul aria-labelledby={`ledger-payments-${order.id}`} className="flex flex-col gap-2">
          {ledger.payments.map((payment) => (
            <li key={payment.id} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-3 sm:p-4">
              <PaymentEntry payment={payment} />
              <PaymentActions payment={payment} open={open} onOpen={openForm} />
              {open && 'paymentId' in open && open.paymentId === payment.id ? (
                open.kind === 'confirm' ? (
                  <ConfirmTransferForm payment={payment} balanceKobo={ledger.balanceKobo} onDone={done} onCancel={close} />
                ) : open.kind === 'reject' ? (
                  <RejectTransferForm payment={payment} onDone={done} onCancel={close} />
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
                <RefundEntry refund={refund} />
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

/** "Confirmed by Ada" / "Rejected by Ada": the admin who acted, in words that fit the status. */
function handledBy(payment: LedgerPayment) {
  if (!payment.confirmedBy) return null;
  const verb = payment.status === 'failed' ? 'Rejected' : payment.method === 'bank_transfer' ? 'Confirmed' : 'Recorded';
  return `${verb} by ${payment.confirmedBy}`;
}

function PaymentEntry({ payment }: { payment: LedgerPayment }) {
  const when = payment.paidAt ?? payment.createdAt;
  const facts = [
    payment.reference ? `Ref. ${payment.reference}` : null,
    payment.channel ? `via ${payment.channel.replaceAll('_', ' ')}` : null,
    handledBy(payment),
  ].filter(Boolean);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
          {paymentMethodLabel(payment.method)}
          <ToneBadge tone={paymentRecordTone(payment.status)}>{statusLabel(payment.status)}</ToneBadge>
          {payment.arrivedLate ? <ToneBadge tone="red">Arrived late</ToneBadge> : null}
        </p>
        <p className="text-sm font-semibold tabular-nums">{formatNaira(payment.amountKobo)}</p>
      </div>
      <p className="text-xs text-muted-foreground">
        <time dateTime={when.toISOString()}>{formatDateTime(when)}</time>
        {facts.map((fact) => (
          <span key={fact} className="break-all">
            {' · '}
            {fact}
          </span>
        ))}
      </p>
      {payment.reason ? <p className="text-sm leading-relaxed break-words whitespace-pre-line">{payment.reason}</p> : null}
      {payment.hasProof ? (
        <a
          href={`/api/payments/proofs/${payment.id}`}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-accent underline underline-offset-4 hover:text-accent-hover"
        >
          <FileText aria-hidden="true" className="size-4" />
          Proof of transfer
        </a>
      ) : null}
    </div>
  );
}

/** The buttons a payment's state allows: a transfer waiting with proof, or a payment held for review. */
function PaymentActions({
  payment,
  open,
  onOpen,
}: {
  payment: LedgerPayment;
  open: OpenForm;
  onOpen: (form: NonNullable<OpenForm>, event: React.MouseEvent<HTMLElement>) => void;
}) {
  const actions =
    payment.status === 'needs_review'
      ? ([
          { kind: 'accept', label: 'Accept', icon: Check },
          { kind: 'fail', label: 'Mark failed', icon: X },
        ] as const)
      : payment.status === 'pending' && payment.method === 'bank_transfer'
        ? ([
            { kind: 'confirm', label: 'Confirm', icon: Check },
            { kind: 'reject', label: 'Reject', icon: X },
          ] as const)
        : [];
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

function RefundEntry({ refund }: { refund: LedgerRefund }) {
  const when = refund.status === 'processed' ? refund.updatedAt : refund.createdAt;
  const facts = [refund.processedBy ? `By ${refund.processedBy}` : null, refund.paystackStatus ? `Paystack: ${refund.paystackStatus}` : null].filter(Boolean);
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
