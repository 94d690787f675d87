import 'server-only';
import { ActionError } from '@/server/action-error';
import type { PaystackRefundFailed } from '@/server/payments/paystack/refund-payout';
import { formatShortDate } from '@/lib/dates';
import { formatNaira } from '@/lib/money';
import { paymentMethodLabel } from '@/lib/payment-labels';
import type { RefundShare } from './refund-shares';

// A refund split across payments (docs/decisions/0051-refunds-split-across-payments.md) whose later share
// Paystack refused, or did not answer for, after earlier shares had gone back: those shares are recorded
// (the money has moved), and the admin reads what went back and what did not, so the rest is sent again.

/** 'the Paystack payment of 3 Nov 2026', 'the bank transfer payment of 1 Nov 2026' */
function paymentName({ payment }: RefundShare) {
  const method = payment.method === 'paystack' ? 'Paystack' : paymentMethodLabel(payment.method).toLowerCase();
  return `the ${method} payment of ${formatShortDate(payment.receivedAt)}`;
}

const wentBack = (share: RefundShare) =>
  share.payment.method === 'paystack'
    ? `${formatNaira(share.amountKobo)} went back to ${paymentName(share)}`
    : `${formatNaira(share.amountKobo)} from ${paymentName(share)} was recorded as given back by hand`;

/**
 * The refusal of the rest of a refund, once `recorded` shares are saved (and `earlierKobo` by a first save
 * of the same refund) and `failed` was not made.
 */
export function partlyRefunded(progress: { earlierKobo: number; recorded: readonly RefundShare[] }, failed: RefundShare, failure: PaystackRefundFailed, restKobo: number) {
  const why =
    failure.refusal === null
      ? `Paystack did not answer for ${formatNaira(failed.amountKobo)} to ${paymentName(failed)}: check the Paystack dashboard for it before you save this refund again`
      : `${formatNaira(failed.amountKobo)} to ${paymentName(failed)} was refused by Paystack: ${failure.refusal}`;
  const went = [...(progress.earlierKobo > 0 ? [`${formatNaira(progress.earlierKobo)} went back when this refund was first saved`] : []), ...progress.recorded.map(wentBack)];
  return new ActionError(`${went.join('; ')}; ${why}. ${formatNaira(restKobo)} is still to refund: save this refund again to send the rest.`);
}
