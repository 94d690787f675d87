import '@/lib/zod-jitless';
import { z } from 'zod';
import { REFUND_STATUSES, type RefundStatus } from '@/lib/constants';
import { REFUND_PAYOUT_METHODS, type RefundPayoutMethod } from '@/lib/refund-payout';
import { parseNairaToKobo } from '@/lib/money-input';
import { firstValue, multiLine, oneLine, searchParam } from './fields';

// The admin's refund dialog (docs/product.md sections 2 and 5), shared by the form and the actions, and
// the list's URL parameters. Order, amount and reason are required; the amount is a decimal
// string in naira, saved as kobo. processed_by is never part of it: the server takes it from
// the session.

export const REFUND_REQUIRED_MESSAGE = 'Please fill in all required fields';
export const REFUND_LIMITS = { reason: 1000, notes: 2000, search: 100 } as const;
export const ADMIN_REFUNDS_PAGE_SIZE = 20;
/** How many recent orders the refund dialog offers (plus the orders of the refunds on screen). */
export const REFUND_ORDER_OPTIONS = 200;

const AMOUNT_FORMAT = 'Enter an amount in naira, e.g. 25000 or 25000.50';

const orderId = oneLine().trim().min(1, REFUND_REQUIRED_MESSAGE).pipe(z.uuid('Choose an order from the list'));

const refundFields = {
  orderId,
  amount: oneLine()
    .trim()
    .min(1, REFUND_REQUIRED_MESSAGE)
    .transform((text, ctx) => {
      const kobo = parseNairaToKobo(text);
      if (kobo === null) ctx.addIssue({ code: 'custom', message: AMOUNT_FORMAT });
      else if (kobo <= 0) ctx.addIssue({ code: 'custom', message: 'The refund amount must be more than ₦0' });
      return kobo ?? 0;
    }),
  reason: multiLine()
    .trim()
    .min(1, REFUND_REQUIRED_MESSAGE)
    .max(REFUND_LIMITS.reason, `Reason is too long (${REFUND_LIMITS.reason.toLocaleString('en')} characters at most)`),
  status: z.enum(REFUND_STATUSES, { error: 'Choose a status' }).default('pending'),
  notes: multiLine()
    .trim()
    .max(REFUND_LIMITS.notes, `Notes are too long (${REFUND_LIMITS.notes.toLocaleString('en')} characters at most)`)
    .nullish()
    .transform((value) => value || null),
};

export const PAYOUT_LOCATION_MESSAGE = 'Choose the location where the cash was handed over';

/**
 * How the money went back, asked when the refund is processed (docs/decisions/0074-how-a-refund-went-back.md):
 * cash names the location whose drawer it came out of. The server also asks it of a processed refund that
 * does not go back through Paystack (src/server/refunds/refund-payout-record.ts), which it records itself.
 */
const payoutFields = {
  payoutMethod: z
    .union([z.literal(''), z.enum(REFUND_PAYOUT_METHODS, { error: 'Choose how the money went back' })])
    .nullish()
    .transform((value) => value || null),
  payoutLocationId: z
    .union([z.literal(''), z.uuid(PAYOUT_LOCATION_MESSAGE)])
    .nullish()
    .transform((value) => value || null),
};

function cashNamesItsLocation(refund: { status: RefundStatus; payoutMethod: RefundPayoutMethod | null; payoutLocationId: string | null }, ctx: z.RefinementCtx) {
  if (refund.status === 'processed' && refund.payoutMethod === 'cash' && !refund.payoutLocationId) ctx.addIssue({ code: 'custom', path: ['payoutLocationId'], message: PAYOUT_LOCATION_MESSAGE });
}

const refundFormObject = z.object({ ...refundFields, ...payoutFields });
export const refundFormSchema = refundFormObject.superRefine(cashNamesItsLocation);

/**
 * Creating a refund: the form's fields and its idempotency key, made when the form opens and kept
 * across re-sends, so a create sent again makes no second refund (src/server/refunds/actions/create-refund.ts).
 */
export const createRefundSchema = refundFormObject.extend({ idempotencyKey: z.uuid('Reload the page and try again') }).superRefine(cashNamesItsLocation);

/**
 * Editing a refund whose order has since been deleted: the order may stay empty (the server
 * allows that only when the refund already has no order).
 */
const refundWithoutOrderFormObject = z.object({
  ...refundFields,
  ...payoutFields,
  orderId: z.union([z.literal(''), orderId]),
});
export const refundWithoutOrderFormSchema = refundWithoutOrderFormObject.superRefine(cashNamesItsLocation);

export const updateRefundSchema = z.object({ id: z.uuid('Unknown refund'), ...refundWithoutOrderFormObject.shape }).superRefine(cashNamesItsLocation);
export const deleteRefundSchema = z.object({ id: z.uuid('Unknown refund') });

/** What the dialog holds: plain strings ('' for empty) and the status. */
export type RefundFormInput = z.input<typeof refundFormSchema>;

/** A refusal tied to a field (the amount above what is left), carried in the action's `details`. */
export type RefundFieldRefusal = { fieldErrors: Partial<Record<'amount' | 'orderId' | 'payoutMethod' | 'payoutLocationId', string[]>> };

/** The list's URL: ?q=ORD-2026&page=2. Anything malformed falls back to its default. */
export const adminRefundListParamsSchema = z.object({
  q: searchParam(REFUND_LIMITS.search),
  page: z.preprocess(firstValue, z.coerce.number().int().min(1).max(1_000_000)).catch(1),
});

export type AdminRefundListParams = z.output<typeof adminRefundListParamsSchema>;
