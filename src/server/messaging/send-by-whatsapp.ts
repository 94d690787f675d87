import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { messagingContacts, whatsappTemplates } from '@/server/db/schema';
import type { TermiiConfig, WhatsAppConfig } from '@/server/env';
import { RunJobLater } from '@/server/jobs/job-errors';
import { fallBackFromWhatsApp } from './message-fallback';
import { markAccepted, noteWaiting, settleMessage, switchToSms, type QueuedMessage } from './message-outcome';
import { templateNamed } from './message-templates';
import { sendBySms } from './send-by-sms';
import { waitForSendSlot } from './send-pace';
import { clearTokenAlert, recordTokenRefused, tokenStillRefused } from './token-alert';
import { WhatsAppApiError, whatsappClient } from './whatsapp-client';

// One queued message on WhatsApp (docs/decisions/0080-whatsapp-and-sms-order-updates.md): free-form text
// inside the 24-hour window the customer opened, the approved template outside it; a template not approved
// sends the update by SMS (or leaves it to the mail). Meta's answers decide the rest: a rate limit waits and
// retries, a refused token stops sending until it is replaced, an undeliverable number falls back to SMS.

const WINDOW_MS = 24 * 60 * 60_000;
const TOKEN_RECHECK_MS = 5 * 60_000;
const THROUGHPUT_LIMITED = 130429;
const RATE_LIMITED = [THROUGHPUT_LIMITED, 131056];
const UNDELIVERABLE = [131026, 131047, 131049];
/** The template does not exist or is not approved at Meta. */
const TEMPLATE_MISSING = 132001;

type Channels = { whatsapp: WhatsAppConfig; sms: TermiiConfig | null };
type Sendable = QueuedMessage & { phone: string };

async function insideWindow(phone: string): Promise<boolean> {
  const [contact] = await db.select({ at: messagingContacts.lastInboundAt }).from(messagingContacts).where(eq(messagingContacts.phone, phone));
  return Boolean(contact?.at && Date.now() - contact.at.getTime() < WINDOW_MS);
}

async function templateApproved(name: string): Promise<boolean> {
  const [row] = await db.select({ state: whatsappTemplates.state }).from(whatsappTemplates).where(eq(whatsappTemplates.name, name));
  return row?.state === 'approved';
}

/**
 * The number's throughput (130429) is counted per second: tried again in 1-3 s. Too many messages to one
 * customer (131056) waits longer the longer the message has waited (half its age, 5 s to 15 min): a
 * backoff with no counter to keep.
 */
function rateLimitBackoff(message: QueuedMessage, code: number): Date {
  if (code === THROUGHPUT_LIMITED) return new Date(Date.now() + 1_000 + Math.random() * 2_000);
  const waited = Date.now() - message.createdAt.getTime();
  const delay = Math.min(Math.max(waited / 2, 5_000), 15 * 60_000);
  return new Date(Date.now() + delay * (0.9 + Math.random() * 0.2));
}

/** Without an approved template (outside the window) the update goes by SMS when it can, else by mail alone. */
async function withoutTemplate(message: Sendable, sms: TermiiConfig | null, signal: AbortSignal) {
  if (sms && message.purpose === 'order_updates') {
    const note = 'Template not approved: sent by SMS';
    await switchToSms(message.id, note);
    return sendBySms({ ...message, channel: 'sms', note }, sms, signal);
  }
  await settleMessage(message.id, { state: 'not_sent', note: 'Template not approved on WhatsApp; the update went by email only' });
}

async function refused(message: Sendable, error: WhatsAppApiError, { whatsapp, sms }: Channels, signal: AbortSignal) {
  const code = String(error.code);
  if (RATE_LIMITED.includes(error.code)) {
    await noteWaiting(message.id, code, error.message);
    throw new RunJobLater(rateLimitBackoff(message, error.code));
  }
  if (error.code === 190) {
    await recordTokenRefused(whatsapp.accessToken);
    throw new RunJobLater(new Date(Date.now() + TOKEN_RECHECK_MS));
  }
  if (error.code === TEMPLATE_MISSING) return withoutTemplate(message, sms, signal);
  if (UNDELIVERABLE.includes(error.code)) {
    return db.transaction(async (tx) => {
      await settleMessage(message.id, { state: 'failed', note: `Not delivered on WhatsApp (${code})`, errorCode: code, errorReason: error.details ?? error.message }, tx);
      await fallBackFromWhatsApp(tx, message.id, code);
    });
  }
  // Meta's own outage, or no answer it could give: tried again after the job's backoff.
  if (error.httpStatus >= 500 || error.code === 0) throw error;
  await settleMessage(message.id, { state: 'failed', note: 'WhatsApp refused the message; the update went by email', errorCode: code, errorReason: error.details ?? error.message });
}

export async function sendByWhatsApp(message: Sendable, channels: Channels, signal: AbortSignal) {
  const { whatsapp, sms } = channels;
  if (await tokenStillRefused(whatsapp.accessToken)) throw new RunJobLater(new Date(Date.now() + TOKEN_RECHECK_MS));
  const template = message.template ? templateNamed(message.template) : undefined;
  const client = whatsappClient(whatsapp);
  const options = { to: message.phone, callbackData: message.id, signal };
  try {
    const open = await insideWindow(message.phone);
    if (!open && !(template && (await templateApproved(template.name)))) return await withoutTemplate(message, sms, signal);
    await waitForSendSlot(signal);
    const sent = open || !template ? await client.sendText(message.body, options) : await client.sendTemplate(template, message.params, options);
    await markAccepted(message.id, { providerMessageId: sent.wamid });
    await clearTokenAlert();
  } catch (error) {
    if (!(error instanceof WhatsAppApiError)) throw error;
    await refused(message, error, channels, signal);
  }
}
