import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { getEnv } from '@/server/env';
import { SITE_DEFAULTS } from '@/lib/constants';
import { hasControlCharacter } from '@/lib/text';

// Outgoing mail: through SMTP when SMTP_URL is set, otherwise written as .eml files to
// $DATA_DIR/mail, so a shop without a mail server loses nothing and can open them later.

export type MailMessage = { to: string; subject: string; text: string; html?: string; replyTo?: string; listUnsubscribe?: string };

/** A marketing mail's headers for mail clients' own Unsubscribe button: one POST, no page (RFC 8058). */
function listUnsubscribeHeaders(url: string | undefined) {
  return url ? { headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } } : {};
}

/**
 * An address is one line. nodemailer (8.0.9 on) keeps a CR or LF in a header's text, such as the
 * subject or List-Unsubscribe, from starting a header of its own, but in `to` it reads a line break
 * as the next address of a list: a recipient added to the envelope. Such a mail is refused whole: it
 * means a value escaped its schema (src/lib/text.ts).
 */
function assertOneAddressLine({ to, replyTo }: MailMessage) {
  const broken = Object.entries({ to, replyTo }).filter(([, value]) => value && hasControlCharacter(value));
  if (broken.length > 0) throw new Error(`Mail not sent: a control character in ${broken.map(([field]) => field).join(', ')}`);
}

declare global {
  var __storeMailer: Transporter | undefined;
}

/**
 * Bounded waits: a mail server that accepts the connection and then stalls must fail the send
 * (to be retried) well inside the job's lease, not after nodemailer's default hour of silence
 * (docs/decisions/0014-durable-jobs.md).
 */
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 45_000 };

function smtpTransport(url: string) {
  globalThis.__storeMailer ??= nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  return globalThis.__storeMailer;
}

function fromAddress() {
  return getEnv().MAIL_FROM ?? `${SITE_DEFAULTS.siteName} <no-reply@localhost>`;
}

async function writeToOutbox(message: MailMessage & { from: string }) {
  const outbox = path.join(getEnv().dataDir, 'mail');
  await mkdir(outbox, { recursive: true });
  const composed = await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail(message);
  const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
  await writeFile(file, composed.message as Buffer);
  return file;
}

/**
 * Sends (or files) one message; throws when the SMTP server refuses it. An aborted `signal` (a
 * job past its timeout) stops a send before it starts; one already talking to the server is not
 * cut off mid-message, and ends within SMTP_TIMEOUTS.
 */
export async function sendMail(message: MailMessage, { signal }: { signal?: AbortSignal } = {}) {
  signal?.throwIfAborted();
  assertOneAddressLine(message);
  const env = getEnv();
  const { listUnsubscribe, ...rest } = message;
  const full = { ...rest, ...listUnsubscribeHeaders(listUnsubscribe), from: fromAddress() };
  if (!env.SMTP_URL) return { outboxFile: await writeToOutbox(full) };
  await smtpTransport(env.SMTP_URL).sendMail(full);
  return { outboxFile: null };
}
