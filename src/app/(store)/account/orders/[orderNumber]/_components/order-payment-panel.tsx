import Link from 'next/link';
import { AlertTriangle, CircleCheck, Clock, FileText } from 'lucide-react';
import { CopyButton } from '@/app/(store)/account/_components/copy-button';
import { PayNowButton } from '@/app/(store)/account/_components/pay-now-button';
import { ProofUpload } from '@/app/(store)/account/orders/[orderNumber]/_components/proof-upload';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/dates';
import { formatNaira } from '@/lib/money';
import { koboToDecimalString } from '@/lib/money-input';
import { balanceDueWords } from '@/lib/balance-due';
import { NOTHING_TO_PAY, NOTHING_TO_PAY_TEXT, PAYMENT_METHOD_NAMES, orderPagePath, type OrderPageNotice } from '@/lib/payment-methods';
import { proofPath } from '@/lib/transfer-proof';
import type { BankDetails } from '@/server/payments/methods';
import type { OrderPayment } from '@/server/payments/order-payment';

const card = 'rounded-xl border border-border bg-card p-5 shadow-soft sm:p-6';

type Props = {
  orderNumber: string;
  payment: OrderPayment;
  /** The order's owner may pay and send proof; an admin looking at it only reads. */
  isOwner: boolean;
  /** Named in the URL by checkout or the Paystack return; only chooses words. */
  notice: OrderPageNotice | null;
};

/** How the order is paid, by when, and what the shopper can do about it now. */
export function OrderPaymentPanel({ orderNumber, payment, isOwner, notice }: Props) {
  const unpaid = payment.status === 'pending' && !payment.cancelReason;
  // The deposit is in and the balance is owed: "Pay balance", by Paystack or transfer.
  const balanceOwed = payment.status === 'deposit_paid' && !payment.cancelReason;
  return (
    <section aria-labelledby="payment-heading" className={cn(card, 'flex flex-col gap-4')}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id="payment-heading" className="text-xl font-medium">
          Payment
        </h3>
        {payment.nothingToPay ? (
          <p className="text-sm text-muted-foreground">{NOTHING_TO_PAY}</p>
        ) : payment.method ? (
          <p className="text-sm text-muted-foreground">{PAYMENT_METHOD_NAMES[payment.method]}</p>
        ) : null}
      </div>

      {notice === 'placed' && unpaid ? (
        <Callout tone="success" title="Thank you, your order is placed">
          {payment.method === 'bank_transfer' ? 'Pay by bank transfer to the account below to confirm it.' : null}
        </Callout>
      ) : null}
      {payment.cancelReason ? <Callout tone="warning" title={`This order was cancelled: ${payment.cancelReason}.`} /> : null}
      {payment.deposit ? <DepositSteps payment={payment} deposit={payment.deposit} /> : null}
      {payment.status === 'paid' ? (
        <Callout tone="success" title={payment.nothingToPay ? NOTHING_TO_PAY_TEXT : 'Paid. Thank you, we have received your payment.'} />
      ) : null}
      {payment.status === 'refunded' ? <p className="text-sm">This order was refunded.</p> : null}

      {unpaid && payment.method === 'paystack' ? <PaystackState orderNumber={orderNumber} payment={payment} isOwner={isOwner} notice={notice} /> : null}
      {unpaid && payment.method === 'bank_transfer' ? <TransferState orderNumber={orderNumber} payment={payment} isOwner={isOwner} /> : null}
      {balanceOwed ? <BalanceState orderNumber={orderNumber} payment={payment} isOwner={isOwner} /> : null}
      {unpaid && payment.method === 'pay_on_delivery' ? (
        <p className="text-sm">
          Pay the courier <span className="font-semibold tabular-nums">{formatNaira(payment.balanceKobo)}</span> in cash or by POS when your order
          arrives.
        </p>
      ) : null}
    </section>
  );
}

/** A deposit order's two steps: the deposit (due now, or paid) and the balance (when it falls due, or paid). */
function DepositSteps({ payment, deposit }: { payment: OrderPayment; deposit: NonNullable<OrderPayment['deposit']> }) {
  const depositPaid = payment.status === 'deposit_paid' || payment.status === 'paid';
  const balanceDue = balanceDueWords(deposit.balanceDueAt);
  return (
    <dl className="grid gap-2 rounded-lg border border-border bg-sand/40 px-4 py-3 text-sm sm:grid-cols-2" data-testid="deposit-steps">
      <div className="flex flex-col gap-0.5">
        <dt className="text-muted-foreground">Deposit</dt>
        <dd>
          <span className="font-semibold tabular-nums">{formatNaira(deposit.depositKobo)}</span> {depositPaid ? '· paid' : '· due now'}
        </dd>
      </div>
      <div className="flex flex-col gap-0.5">
        <dt className="text-muted-foreground">Balance before delivery</dt>
        <dd>
          <span className="font-semibold tabular-nums">{formatNaira(deposit.balanceKobo)}</span> {payment.status === 'paid' ? '· paid' : `· ${balanceDue}`}
        </dd>
      </div>
    </dl>
  );
}

/** The deposit is in: the balance, paid online ("Pay balance") or by transfer with proof. */
function BalanceState({ orderNumber, payment, isOwner }: { orderNumber: string; payment: OrderPayment; isOwner: boolean }) {
  return (
    <>
      <Callout tone="success" title="Deposit paid. Thank you, your order is confirmed.">
        {`The balance of ${formatNaira(payment.nextKobo)} is ${balanceDueWords(payment.deposit?.balanceDueAt ?? null)}; we deliver once it is paid.`}
      </Callout>
      {isOwner && payment.payNow ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <PayNowButton orderNumber={orderNumber} label="Pay balance" />
          <p className="text-sm text-muted-foreground">
            <span className="font-semibold text-foreground tabular-nums">{formatNaira(payment.nextKobo)}</span> by card, bank or USSD on
            Paystack&apos;s secure page{payment.bank ? ', or by bank transfer below' : ''}.
          </p>
        </div>
      ) : null}
      {payment.bank ? <TransferState orderNumber={orderNumber} payment={payment} isOwner={isOwner} /> : null}
    </>
  );
}

function DueTime({ dueAt }: { dueAt: Date }) {
  return (
    <p className="flex items-center gap-2 text-sm font-semibold" data-testid="payment-due">
      <Clock aria-hidden="true" className="size-4 shrink-0 text-accent" />
      <span>
        Pay by <time dateTime={dueAt.toISOString()}>{formatDateTime(dueAt)}</time>
      </span>
    </p>
  );
}

function PaystackState({ orderNumber, payment, isOwner, notice }: Props) {
  if (notice === 'confirming') {
    return (
      <Callout tone="info" title="We're confirming your payment">
        Paystack has not told us the result yet. It usually takes a minute; we will email you once it is confirmed.{' '}
        <Link href={orderPagePath(orderNumber)} className="font-semibold underline decoration-brass underline-offset-4 hover:decoration-foreground">
          Check again
        </Link>
      </Callout>
    );
  }
  if (payment.lastAttempt === 'needs_review') {
    return <Callout tone="info" title="We received a payment we need to check. We will be in touch shortly." />;
  }
  if (!payment.reserved) return <p className="text-sm">The time to pay for this order online has passed. Please contact us.</p>;
  const declined = payment.lastAttempt === 'failed';
  return (
    <>
      {declined && notice !== 'not-started' ? (
        <Callout tone="warning" title="Your payment did not go through">
          No money was taken. You can try again with another card or bank.
        </Callout>
      ) : null}
      {notice === 'not-started' ? (
        <Callout tone="warning" title="We could not reach our payment provider">
          Your order is placed and your items are held. Please try paying again in a moment.
        </Callout>
      ) : null}
      {payment.dueAt ? <DueTime dueAt={payment.dueAt} /> : null}
      {isOwner && payment.payNow ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <PayNowButton orderNumber={orderNumber} />
          <p className="text-sm text-muted-foreground">
            <span className="font-semibold text-foreground tabular-nums">{formatNaira(payment.nextKobo)}</span> by card, bank or USSD on
            Paystack&apos;s secure page.
          </p>
        </div>
      ) : null}
    </>
  );
}

function TransferState({ orderNumber, payment, isOwner }: { orderNumber: string; payment: OrderPayment; isOwner: boolean }) {
  const { proof } = payment;
  const waiting = proof && (proof.status === 'pending' || proof.status === 'needs_review');
  return (
    // From lg the account sits beside the proof, so neither stretches across the page.
    <div className="grid gap-5 lg:grid-cols-2 lg:gap-8">
      <div className="flex flex-col gap-4">
        {payment.dueAt ? <DueTime dueAt={payment.dueAt} /> : null}
        {payment.bank ? (
          <BankDetailsList bank={payment.bank} amountKobo={payment.nextKobo} reference={orderNumber} />
        ) : (
          <p className="text-sm">Please contact us for our account details.</p>
        )}
      </div>
      <div className="flex flex-col gap-4 border-t border-border pt-5 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-8">
        {waiting ? (
          <Callout tone="success" title="Proof received — we'll confirm your payment shortly">
            {/* A file, not a page: a plain link, so Next never tries to prefetch or render it. */}
            <a
              href={proofPath(proof.paymentId)}
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-1 font-semibold underline decoration-brass underline-offset-4 hover:decoration-foreground"
            >
              <FileText aria-hidden="true" className="size-4" />
              View what you sent
            </a>
          </Callout>
        ) : null}
        {proof?.status === 'failed' ? (
          <Callout tone="warning" title="Your proof of payment was not accepted">
            {proof.reason ? `${proof.reason} ` : ''}
            {payment.canSendProof ? 'Please check the transfer and send your proof again, or contact us.' : 'Please contact us with your proof of payment.'}
          </Callout>
        ) : null}
        {isOwner && payment.canSendProof ? (
          <ProofUpload orderNumber={orderNumber} replacing={Boolean(waiting)} />
        ) : !waiting && proof?.status !== 'failed' ? (
          <p className="text-sm text-muted-foreground">No proof of payment has been sent yet.</p>
        ) : null}
      </div>
    </div>
  );
}

function BankDetailsList({ bank, amountKobo, reference }: { bank: BankDetails; amountKobo: number; reference: string }) {
  const rows = [
    { term: 'Bank', value: bank.bankName },
    { term: 'Account name', value: bank.accountName },
    { term: 'Account number', value: bank.accountNumber, copy: bank.accountNumber },
    { term: 'Amount', value: formatNaira(amountKobo), copy: koboToDecimalString(amountKobo) },
    { term: 'Reference', value: reference, copy: reference },
  ];
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm">Transfer exactly this amount, with your order number as the reference:</p>
      <dl className="divide-y divide-border rounded-lg border border-border bg-sand/40" data-testid="bank-details">
        {rows.map((row) => (
          <div key={row.term} className="flex flex-col gap-0.5 px-4 py-2.5">
            <dt className="text-xs text-muted-foreground">{row.term}</dt>
            {/* A value to copy stays on one line (the button wraps below it on a narrow phone); names may wrap. */}
            <dd className="flex min-h-9 flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <span className={cn('min-w-0 font-semibold tabular-nums', row.copy ? 'whitespace-nowrap' : '[overflow-wrap:anywhere]')}>{row.value}</span>
              {row.copy ? <CopyButton text={row.copy} label="Copy" what={row.term.toLowerCase()} /> : null}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

const TONES = {
  success: { box: 'border-success/30 bg-success/5', icon: <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-success" /> },
  warning: { box: 'border-accent/40 bg-sand', icon: <AlertTriangle aria-hidden="true" className="size-5 shrink-0 text-accent" /> },
  info: { box: 'border-border bg-sand/60', icon: <Clock aria-hidden="true" className="size-5 shrink-0 text-brass-text" /> },
} as const;

function Callout({ tone, title, children }: { tone: keyof typeof TONES; title: string; children?: React.ReactNode }) {
  return (
    <div className={cn('flex gap-3 rounded-lg border px-4 py-3', TONES[tone].box)}>
      {TONES[tone].icon}
      <div className="flex flex-col gap-1 text-sm">
        <p className="font-semibold">{title}</p>
        {children ? <p>{children}</p> : null}
      </div>
    </div>
  );
}
