import { toast } from 'sonner';
import type { ActionResult } from '@/server/action';
import type { AdminPaymentResult } from '@/server/payments/admin-payment-result-reads';
import type { ReversalResult } from '@/server/payments/reversal';
import { notifyError, notifySuccess } from './notify';

/** What a money action on the Orders screen answers: money settled, or a payment reversed. */
export type PaymentActionResult = AdminPaymentResult | ReversalResult;

/** What the admin is told once money was settled: what confirmPayment decided, in words. */
function outcomeMessage(result: PaymentActionResult): { text: string; warn: boolean } {
  switch (result.outcome) {
    case 'reversed':
      return result.paymentStatus === 'paid'
        ? { text: 'Payment reversed; the order’s other payments still cover it', warn: false }
        : { text: 'Payment reversed: the order is owed again', warn: false };
    case 'paid':
      return result.paymentStatus === 'paid'
        ? { text: 'Payment confirmed: the order is paid', warn: false }
        : { text: 'Payment recorded; part of the order is still owed', warn: false };
    case 'duplicate':
      return { text: 'This payment was already settled; nothing changed', warn: false };
    case 'needs_review':
      return { text: `Held for review: ${result.reason ?? 'the amount does not match what is owed'}`, warn: true };
    case 'reopened':
      return { text: 'Payment recorded: the cancelled order was reopened and is paid', warn: false };
    case 'refund_due':
      return { text: 'Payment recorded on a cancelled order: refund it', warn: true };
    case 'rejected':
      return { text: 'Proof rejected; the customer will be emailed why', warn: false };
    case 'failed':
      return { text: 'Payment marked failed', warn: false };
  }
}

/**
 * The toast after a payment action: its outcome, or why it was refused. Returns the field errors
 * of a refusal (to show at the form's fields), or null when the action went through.
 */
export function reportPaymentResult(result: ActionResult<PaymentActionResult, unknown> | null, failed: string): Record<string, string[]> | null {
  if (!result) {
    notifyError(failed);
    return {};
  }
  if (!result.ok) {
    notifyError(result.error);
    const details = result.details as { fieldErrors?: Record<string, string[]> } | undefined;
    return { ...result.fieldErrors, ...details?.fieldErrors };
  }
  const { text, warn } = outcomeMessage(result.data);
  if (warn) toast.warning('Check this payment', { description: text });
  else notifySuccess(text);
  return null;
}
