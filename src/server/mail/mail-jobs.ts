import 'server-only';
import { z } from 'zod';
import { db, type Database, type Transaction } from '@/server/db/client';
import { enqueueJob, type EnqueueOptions } from '@/server/jobs/queue';
import type { JobContext } from '@/server/jobs/job-handler';
import { sendMail, type MailMessage } from './send-mail';

// Every mail the shop sends goes out as a durable 'send-mail' job (docs/decisions/0014-durable-jobs.md):
// queued in the transaction that makes it necessary, sent by the worker, retried with backoff
// while the mail server is down, and still owed after a restart.

export const SEND_MAIL_JOB = 'send-mail';

const mailPayload = z.object({
  to: z.string().min(1),
  subject: z.string().min(1),
  text: z.string(),
  replyTo: z.string().min(1).optional(),
  /** A marketing mail's one-click unsubscribe URL (RFC 8058; src/server/marketing/unsubscribe.ts). */
  listUnsubscribe: z.url().optional(),
});

export type QueuedMail = z.infer<typeof mailPayload>;

/** Queues one message; pass the transaction that makes it necessary, so both commit or neither. */
export async function queueMail(message: QueuedMail, database: Database | Transaction = db, options: Pick<EnqueueOptions, 'dedupeKey' | 'runAt'> = {}) {
  const payload: QueuedMail = {
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    ...(message.listUnsubscribe ? { listUnsubscribe: message.listUnsubscribe } : {}),
  };
  return enqueueJob(SEND_MAIL_JOB, payload, options, database);
}

/** The 'send-mail' handler: one message, sent (or filed in the outbox) once per successful run. */
export async function sendQueuedMail(payload: Record<string, unknown>, { signal }: JobContext) {
  const message: MailMessage = mailPayload.parse(payload);
  await sendMail(message, { signal });
}
