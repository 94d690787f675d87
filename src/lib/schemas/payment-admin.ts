import '@/lib/zod-jitless';
import { z } from 'zod';
import { nairaAmount, optionalText, requiredText } from './fields';

// What an admin does with an order's money on the Orders screen (docs/decisions/0013-payments-ledger.md):
// confirm or reject a bank transfer's proof, record cash or POS money, settle a payment held
// for review, and reverse a payment recorded by mistake. Amounts are typed in naira and saved in kobo.

export const PAYMENT_ADMIN_LIMITS = { reason: 500, note: 500, reference: 100 } as const;

/** Methods an admin records money by: cash or POS at the door, or anything else by hand. */
export const RECORDED_PAYMENT_METHODS = ['pay_on_delivery', 'manual'] as const;

const amountReceived = nairaAmount('Amount received', 'required')
  .refine((kobo) => kobo === null || kobo > 0, 'Enter an amount above ₦0')
  // Null only alongside the "required" message above.
  .transform((kobo) => kobo ?? 0);

const paymentId = z.uuid('Unknown payment');

/** Confirming a transfer's proof: the amount the bank statement shows (the payment's own by default). */
export const confirmTransferSchema = z.object({ paymentId, amount: amountReceived });

/** Rejecting a transfer's proof: the reason is mailed to the shopper. */
export const rejectTransferSchema = z.object({ paymentId, reason: requiredText('Reason', PAYMENT_ADMIN_LIMITS.reason, 'lines') });

/** Money an admin received (pay on delivery or otherwise), up to the order's balance. */
export const recordPaymentSchema = z.object({
  orderId: z.uuid('Unknown order'),
  method: z.enum(RECORDED_PAYMENT_METHODS, { error: 'Choose how the money was paid' }),
  amount: amountReceived,
  // A POS slip's or teller's reference: recorded once per method, so the same slip twice is one payment.
  reference: optionalText('Reference', PAYMENT_ADMIN_LIMITS.reference),
});

/** Reversing money recorded by mistake: the reason stays on the order's record with the reversal. */
export const reversePaymentSchema = z.object({ paymentId, reason: requiredText('Reason', PAYMENT_ADMIN_LIMITS.reason, 'lines') });

export const REVIEW_DECISIONS = ['accept', 'fail'] as const;

/** Settling a payment held for review: accepted as received, or marked failed with a note saying why. */
export const resolveReviewSchema = z
  .object({
    paymentId,
    decision: z.enum(REVIEW_DECISIONS, { error: 'Choose whether to accept the payment or mark it failed' }),
    note: optionalText('Note', PAYMENT_ADMIN_LIMITS.note, 'lines'),
  })
  .refine((input) => input.decision === 'accept' || input.note !== null, {
    message: 'Say why the payment failed',
    path: ['note'],
  });

