import 'server-only';
import { ACCOUNT_LINK_JOB, sendAccountLink } from '@/server/account/account-link-job';
import { SEND_MAIL_JOB, sendQueuedMail } from '@/server/mail/mail-jobs';
import { ORDER_PLACED_MAILS_JOB, sendOrderPlacedMails } from '@/server/orders/order-mails';
import { PAYMENT_MAIL_JOB, sendPaymentMails } from '@/server/payments/payment-mails';
import { expireReservation, remindTransfer } from '@/server/payments/reservation-jobs';
import { enqueueOverdueReservations, RESERVATION_EXPIRY_JOB, TRANSFER_REMINDER_JOB } from '@/server/payments/reservations';
import { BALANCE_REMINDER_JOB, remindBalance } from '@/server/payments/balance';
import { deleteExpiredAuditRows } from '@/server/audit/audit-retention';
import { sendAbandonedCheckoutReminders } from '@/server/abandoned-checkouts/reminders';
import { requestDueReviews } from '@/server/reviews/review-request';
import { BACK_IN_STOCK_JOB, mailBackInStock } from '@/server/saved/back-in-stock-job';
import { sendInvitationMail, STAFF_INVITATION_JOB } from '@/server/staff/invitation-mail-job';
import { deleteFinishedJobs } from './queue';

// Which code runs each kind of job (docs/decisions/0014-durable-jobs.md). A handler validates
// its payload with zod and is safe to run twice: a worker killed mid-job leaves it to be run
// again after its lease. A kind missing here fails its job with an error naming it.

/** What a handler is given besides its payload: `signal` aborts once the job passes its timeout; pass it to every outgoing request. */
export type JobContext = { signal: AbortSignal };

export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;

export const jobHandlers: Readonly<Record<string, JobHandler>> = {
  [SEND_MAIL_JOB]: sendQueuedMail,
  [ORDER_PLACED_MAILS_JOB]: sendOrderPlacedMails,
  [PAYMENT_MAIL_JOB]: sendPaymentMails,
  [RESERVATION_EXPIRY_JOB]: expireReservation,
  [TRANSFER_REMINDER_JOB]: remindTransfer,
  [BALANCE_REMINDER_JOB]: remindBalance,
  [ACCOUNT_LINK_JOB]: sendAccountLink,
  [BACK_IN_STOCK_JOB]: mailBackInStock,
  [STAFF_INVITATION_JOB]: sendInvitationMail,
};

/**
 * Housekeeping every worker runs at start and then periodically (worker.ts): re-queue the expiry
 * of any order past its due time that lost its job, delete finished jobs past their retention, and
 * delete rows of the activity log past the shop's retention setting.
 * Each is safe to run on several instances at once.
 */
export const jobMaintenance: ReadonlyArray<{ name: string; run: () => Promise<number> }> = [
  { name: 'overdue reservations re-queued', run: enqueueOverdueReservations },
  { name: 'finished jobs deleted', run: () => deleteFinishedJobs() },
  { name: 'activity rows past retention deleted', run: deleteExpiredAuditRows },
  { name: 'abandoned checkout reminders queued', run: () => sendAbandonedCheckoutReminders() },
  { name: 'review requests queued', run: requestDueReviews },
];
