import 'server-only';
import { ACCOUNT_LINK_JOB, sendAccountLink } from '@/server/account/account-link-job';
import { SEND_MAIL_JOB, sendQueuedMail } from '@/server/mail/mail-jobs';
import { ORDER_PLACED_MAILS_JOB, sendOrderPlacedMails } from '@/server/sales/order-placed-mails';
import { PAYMENT_MAIL_JOB, sendPaymentMails } from '@/server/payments/payment-mails';
import { expireReservation, remindTransfer } from '@/server/payments/reservation-jobs';
import { enqueueOverdueReservations, RESERVATION_EXPIRY_JOB, TRANSFER_REMINDER_JOB } from '@/server/payments/reservations';
import { BALANCE_REMINDER_JOB, remindBalance } from '@/server/payments/balance';
import { deleteExpiredAuditRows } from '@/server/audit/audit-retention';
import { sendAbandonedCheckoutReminders } from '@/server/abandoned-checkouts/reminders';
import { requestDueReviews } from '@/server/reviews/review-request';
import { followUpSampleOrders } from '@/server/orders/sample-follow-up';
import { BACK_IN_STOCK_JOB, mailBackInStock } from '@/server/saved/back-in-stock-job';
import { sendInvitationMail, STAFF_INVITATION_JOB } from '@/server/staff/invitation-mail-job';
import { sweepUnnamedUploads } from '@/server/media/upload-records';
import { deleteFinishedJobs } from '@/server/jobs/queue';
import type { JobHandlers, JobMaintenanceTask } from '@/server/jobs/job-handler';
import { runDueJobs as runDueJobsWith, startJobWorker as startJobWorkerWith, type RunOptions as WorkerRunOptions } from '@/server/jobs/worker';
import { EINVOICE_ORDER_JOB, EINVOICE_REPORT_JOB } from '@/lib/einvoicing/einvoice-states';
import { issueOrderEInvoices } from '@/server/einvoicing/issue-einvoices';
import { reportEInvoice } from '@/server/einvoicing/report-einvoice';
import { IMPORT_PICTURES_JOB } from '@/server/catalog/catalogue-csv/import-pictures';
import { fetchImportPictures, requeueWaitingPictures } from '@/server/catalog/catalogue-csv/picture-job';
import { MBS_LISTS_JOB, queueMbsListsRefreshWhenDue, refreshMbsListsJob } from '@/server/einvoicing/mbs-resources';
import { SEND_MESSAGE_JOB } from '@/server/messaging/queue-message';
import { sendQueuedMessage } from '@/server/messaging/send-message-job';
import { MESSAGING_WEBHOOKS_JOB, requeueUnprocessedEvents } from '@/server/messaging/webhooks/store-webhook-events';
import { processMessagingWebhooks } from '@/server/messaging/webhooks/process-webhook-events';
import { deleteOldWebhookEvents } from '@/server/messaging/webhooks/delete-old-events';
import { fetchInboxMedia, INBOX_MEDIA_JOB } from '@/server/inbox/inbox-media-job';

// The composition root of the background work (docs/decisions/0014-durable-jobs.md,
// docs/architecture.md section 3, "Layers"): the one place that names which domain code runs each
// kind of job. The queue and the worker (src/server/jobs) know no domain; domains import only their
// types (src/server/jobs/job-handler.ts). Start-up code (src/instrumentation.ts) starts the worker
// from here; nothing else in src/server imports this module.

export const jobHandlers: JobHandlers = {
  [SEND_MAIL_JOB]: sendQueuedMail,
  [ORDER_PLACED_MAILS_JOB]: sendOrderPlacedMails,
  [PAYMENT_MAIL_JOB]: sendPaymentMails,
  [RESERVATION_EXPIRY_JOB]: expireReservation,
  [TRANSFER_REMINDER_JOB]: remindTransfer,
  [BALANCE_REMINDER_JOB]: remindBalance,
  [ACCOUNT_LINK_JOB]: sendAccountLink,
  [BACK_IN_STOCK_JOB]: mailBackInStock,
  [STAFF_INVITATION_JOB]: sendInvitationMail,
  [EINVOICE_ORDER_JOB]: issueOrderEInvoices,
  [EINVOICE_REPORT_JOB]: reportEInvoice,
  [IMPORT_PICTURES_JOB]: fetchImportPictures,
  [MBS_LISTS_JOB]: refreshMbsListsJob,
  [MESSAGING_WEBHOOKS_JOB]: processMessagingWebhooks,
  [SEND_MESSAGE_JOB]: sendQueuedMessage,
  [INBOX_MEDIA_JOB]: fetchInboxMedia,
};

/**
 * Housekeeping every worker runs at start and then periodically (src/server/jobs/worker.ts): re-queue
 * the expiry of any order past its due time that lost its job, delete finished jobs past their
 * retention, delete rows of the activity log past the shop's retention setting, and read MBS's code
 * lists again once a day while e-invoicing is on.
 * Each is safe to run on several instances at once.
 */
export const jobMaintenance: ReadonlyArray<JobMaintenanceTask> = [
  { name: 'overdue reservations re-queued', run: enqueueOverdueReservations },
  { name: 'finished jobs deleted', run: () => deleteFinishedJobs() },
  { name: 'activity rows past retention deleted', run: deleteExpiredAuditRows },
  { name: 'abandoned checkout reminders queued', run: () => sendAbandonedCheckoutReminders() },
  { name: 'review requests queued', run: requestDueReviews },
  { name: 'sample order follow-ups queued', run: followUpSampleOrders },
  { name: 'uploads nothing names removed', run: () => sweepUnnamedUploads() },
  { name: 'imports with pictures waiting re-queued', run: requeueWaitingPictures },
  { name: 'MBS lists refresh queued', run: queueMbsListsRefreshWhenDue },
  { name: 'messaging webhook events left waiting re-queued', run: requeueUnprocessedEvents },
  { name: 'processed messaging webhook events past retention deleted', run: () => deleteOldWebhookEvents() },
];

export type RunOptions = Partial<WorkerRunOptions>;

/** Claims and runs due jobs with the shop's handlers (or those given) until none is due; returns how many ran. */
export function runDueJobs(options: RunOptions = {}) {
  return runDueJobsWith({ ...options, handlers: options.handlers ?? jobHandlers });
}

/** Starts this process's worker with the shop's handlers and maintenance (src/server/jobs/worker.ts). */
export function startJobWorker(options: Omit<Parameters<typeof startJobWorkerWith>[0], 'handlers' | 'maintenance'> = {}) {
  return startJobWorkerWith({ ...options, handlers: jobHandlers, maintenance: jobMaintenance });
}
