import { Download, FileText } from 'lucide-react';
import { ToneBadge } from '@/components/tone-badge';
import { formatDateTime } from '@/lib/dates';
import { formatNaira } from '@/lib/money';
import { statusLabel } from '@/lib/order-status';
import { paymentMethodLabel, paymentRecordTone } from '@/lib/payment-labels';
import { paymentReceiptPath } from '@/lib/receipt-paths';
import type { LedgerPayment } from '@/server/payments/order-ledger';

// One payment in the order's ledger (docs/decisions/0013-payments-ledger.md): method, state,
// amount, when, who handled it and why. A reversal is a row of its own ("Reversed", the negative
// amount, the admin and the reason); the payment it undoes stays, marked reversed, with who
// reversed it, when and why, so nothing the ledger counted ever disappears from it.

/** "Confirmed by Ada" / "Rejected by Ada" / "Reversed by Ada": the admin who acted, in words that fit the row. */
function handledBy(payment: LedgerPayment) {
  if (!payment.confirmedBy) return null;
  const verb = payment.reversesPaymentId
    ? 'Reversed'
    : payment.status === 'failed'
      ? 'Rejected'
      : payment.method === 'bank_transfer'
        ? 'Confirmed'
        : 'Recorded';
  return `${verb} by ${payment.confirmedBy}`;
}

/** −₦450,000 for a reversal, as refunds are shown. */
const signedAmount = (kobo: number) => (kobo < 0 ? `−${formatNaira(-kobo)}` : formatNaira(kobo));

function Time({ at }: { at: Date }) {
  return <time dateTime={at.toISOString()}>{formatDateTime(at)}</time>;
}

const linkClass = 'inline-flex items-center gap-1.5 self-start text-sm font-medium text-accent underline underline-offset-4 hover:text-accent-hover';

export function PaymentEntry({ payment, orderNumber }: { payment: LedgerPayment; orderNumber: string }) {
  const when = payment.paidAt ?? payment.createdAt;
  const reversal = payment.reversesPaymentId !== null;
  const facts = [
    payment.reference ? `Ref. ${payment.reference}` : null,
    payment.channel ? `via ${payment.channel.replaceAll('_', ' ')}` : null,
    handledBy(payment),
  ].filter(Boolean);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
          {reversal ? `Reversal of ${paymentMethodLabel(payment.method).toLowerCase()}` : paymentMethodLabel(payment.method)}
          {reversal ? <ToneBadge tone="grey">Reversed</ToneBadge> : <ToneBadge tone={paymentRecordTone(payment.status)}>{statusLabel(payment.status)}</ToneBadge>}
          {payment.reversedBy ? <ToneBadge tone="red">Reversed</ToneBadge> : null}
          {payment.arrivedLate ? <ToneBadge tone="red">Arrived late</ToneBadge> : null}
        </p>
        <p className="text-sm font-semibold tabular-nums">{signedAmount(payment.amountKobo)}</p>
      </div>
      <p className="text-xs text-muted-foreground">
        <Time at={when} />
        {facts.map((fact) => (
          <span key={fact} className="break-all">
            {' · '}
            {fact}
          </span>
        ))}
      </p>
      {payment.reason ? <p className="text-sm leading-relaxed break-words whitespace-pre-line">{payment.reason}</p> : null}
      {payment.reversedBy ? (
        <p className="text-sm leading-relaxed break-words whitespace-pre-line">
          Reversed{payment.reversedBy.name ? ` by ${payment.reversedBy.name}` : ''} on <Time at={payment.reversedBy.at} />
          {payment.reversedBy.reason ? `: ${payment.reversedBy.reason}` : '.'}
        </p>
      ) : null}
      {payment.hasProof ? (
        <a href={`/api/payments/proofs/${payment.id}`} target="_blank" rel="noopener noreferrer" className={linkClass}>
          <FileText aria-hidden="true" className="size-4" />
          Proof of transfer
        </a>
      ) : null}
      {/* Money received has its own receipt (a reversal is not money received; a reversed payment's receipt says it was reversed). */}
      {payment.status === 'succeeded' && !reversal && payment.amountKobo > 0 ? (
        <a
          href={paymentReceiptPath(orderNumber, payment.id)}
          download
          aria-label={`Receipt of ${paymentMethodLabel(payment.method).toLowerCase()} payment of ${formatNaira(payment.amountKobo)}`}
          className={linkClass}
        >
          <Download aria-hidden="true" className="size-4" />
          Receipt
        </a>
      ) : null}
    </div>
  );
}
