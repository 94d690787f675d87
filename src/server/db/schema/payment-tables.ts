import 'server-only';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, kobo, updatedAt } from './columns';
import { JOB_STATUSES, PAYMENT_METHODS, PAYMENT_RECORD_STATUSES } from '@/lib/constants';
import { sqlList } from './sql-list';
import { users } from './auth-tables';
import { orders } from './order-tables';

// The money side of an order (docs/decisions/0013-payments-ledger.md): every attempt to pay and every
// amount received is a row here; with `refunds` it is the order's ledger, and the order's
// payment_status is derived from it by confirmPayment and the refund rules.

export const payments = pgTable(
  'payments',
  {
    id: id(),
    // Kept when the order is deleted (set null): money received stays on the books.
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    // Paystack: our reference for one attempt. Unique per method, so a reference is paid once.
    providerReference: text('provider_reference'),
    // The provider's id of the event that settled it (Paystack's transaction id): a repeated
    // event finds the row it already settled and changes nothing.
    providerEventId: text('provider_event_id'),
    amountKobo: kobo('amount_kobo').notNull(),
    currency: text('currency').notNull().default('NGN'),
    status: text('status', { enum: PAYMENT_RECORD_STATUSES }).notNull().default('pending'),
    // Why a payment needs review or was rejected; shown to admins (and, when rejected, mailed).
    reason: text('reason'),
    // How Paystack was paid (card, bank, ussd, bank_transfer...), as its verify answer says.
    channel: text('channel'),
    // Proof of a bank transfer: a private storage key, only the order's owner and admins read it.
    proofKey: text('proof_key'),
    proofContentType: text('proof_content_type'),
    // The order's state was cancelled when this money arrived (docs/decisions/0013-payments-ledger.md).
    arrivedLate: boolean('arrived_late').notNull().default(false),
    confirmedBy: text('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    // A reversal (an admin undoing money recorded by mistake): a row of its own with the negative
    // amount of the payment it reverses, so the ledger's sums take it off and nothing is deleted.
    // No foreign key: payments are never deleted, and a restore inserts rows in one pass.
    reversesPaymentId: uuid('reverses_payment_id'),
    // Paystack: the hosted page of this attempt, sent again to a repeated checkout submit.
    checkoutUrl: text('checkout_url'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_order_id_idx').on(t.orderId),
    index('payments_status_idx').on(t.status),
    // "Needs attention" (src/server/payments/needs-attention.ts): the few payments waiting on an admin.
    index('payments_transfer_to_confirm_idx')
      .on(t.orderId)
      .where(sql`${t.method} = 'bank_transfer' and ${t.status} = 'pending' and ${t.proofKey} is not null`),
    index('payments_to_review_idx').on(t.orderId).where(sql`${t.status} = 'needs_review'`),
    // The dashboard's money received per day: the very expression of getSalesLast30Days, with every
    // column it reads, so a month of payments is summed from the index alone.
    index('payments_received_at_idx')
      .on(sql`coalesce(${t.paidAt}, ${t.createdAt})`, t.paidAt, t.createdAt, t.amountKobo)
      .where(sql`${t.status} = 'succeeded'`),
    // Deleting an account sets confirmed_by to null on its payments: found here, not by reading all of them.
    index('payments_confirmed_by_idx').on(t.confirmedBy).where(sql`${t.confirmedBy} is not null`),
    uniqueIndex('payments_provider_reference_unique').on(t.method, t.providerReference),
    uniqueIndex('payments_provider_event_unique').on(t.method, t.providerEventId),
    check('payments_method_check', sql`${t.method} in ${sqlList(PAYMENT_METHODS)}`),
    check('payments_status_check', sql`${t.status} in ${sqlList(PAYMENT_RECORD_STATUSES)}`),
    uniqueIndex('payments_reverses_payment_unique').on(t.reversesPaymentId),
    check(
      'payments_amount_check',
      sql`(${t.reversesPaymentId} is null and ${t.amountKobo} >= 0) or (${t.reversesPaymentId} is not null and ${t.amountKobo} < 0)`,
    ),
  ],
);

// Background work that must survive a restart (docs/decisions/0014-durable-jobs.md): mails,
// reservation expiry, reminders, Paystack re-checks. A worker claims due rows with
// FOR UPDATE SKIP LOCKED and a lease, so two instances never run one job at once and a job
// whose process died is taken up again when its lease runs out.
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    // At most one pending job per key (e.g. one expiry per order); null keys never clash.
    dedupeKey: text('dedupe_key'),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    // A claimed job belongs to its worker until then; past it, another worker may retry it.
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt).where(sql`${t.status} = 'pending'`),
    uniqueIndex('jobs_dedupe_key_unique').on(t.dedupeKey).where(sql`${t.status} = 'pending'`),
    check('jobs_status_check', sql`${t.status} in ${sqlList(JOB_STATUSES)}`),
  ],
);
