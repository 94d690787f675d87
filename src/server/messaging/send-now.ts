import 'server-only';
import { db } from '@/server/db/client';
import { messages } from '@/server/db/schema';
import { RunJobLater } from '@/server/jobs/job-errors';
import { logger } from '@/server/logger';
import { purposeOf } from '@/lib/messaging/message-events';
import { toE164Nigeria } from '@/lib/messaging/phone';
import { consentOf } from './consent';
import { loadMessage, settleMessage } from './message-outcome';
import { messagingConfig } from './messaging-config';
import { channelFor, messageRow, type CustomerMessage } from './queue-message';
import { sendBySms } from './send-by-sms';
import { sendByWhatsApp } from './send-by-whatsapp';
import { NO_CONSENT } from './send-message-job';
import { tokenStillRefused } from './token-alert';
import { withoutSecrets } from './unkept-params';

// A message sent while staff wait, not queued (docs/security.md, "Draft order links"): its secret (a
// draft's payment link) exists only in the request, so no job row may hold it and no job could make it
// again. The `messages` row keeps NOT_KEPT in the secret's place; the provider gets the whole text, from
// memory. Consent and the channel are decided as the send job decides them (send-message-job.ts).

export type SendNowResult = { sent: true; channel: 'whatsapp' | 'sms' } | { sent: false; reason: string };

/** Long enough for Meta or Termii to answer; staff are waiting. */
const SEND_TIMEOUT_MS = 20_000;

const REFUSED_CONSENT = {
  order_updates: 'The customer has not agreed to order updates on WhatsApp or SMS.',
  marketing: 'The customer has not agreed to marketing messages on WhatsApp.',
} as const;

export async function sendMessageNow(message: CustomerMessage, secretParams: string[], signal?: AbortSignal): Promise<SendNowResult> {
  const phone = message.phone ? toE164Nigeria(message.phone) : null;
  if (!phone) return { sent: false, reason: 'This draft has no Nigerian mobile number to send to.' };
  const purpose = purposeOf(message.event);
  const config = await messagingConfig();
  const channel = channelFor(config, purpose);
  if (!channel) return { sent: false, reason: 'WhatsApp and SMS are not set up for this shop.' };
  const full = messageRow(message, phone, channel);
  const kept = { ...full, ...withoutSecrets(full, secretParams) };

  const consent = await consentOf(phone, purpose);
  if (!consent?.granted) {
    await db.insert(messages).values({ ...kept, state: 'not_sent', note: NO_CONSENT[purpose] });
    return { sent: false, reason: REFUSED_CONSENT[purpose] };
  }
  const [row] = await db.insert(messages).values(kept).returning();
  // The whole text goes to the provider; only the row (above) lost the secret.
  const sendable = { ...row!, params: full.params, body: full.body, phone };
  const timeout = signal ?? AbortSignal.timeout(SEND_TIMEOUT_MS);
  try {
    if (channel === 'whatsapp') await sendByWhatsApp(sendable, { whatsapp: config.whatsapp!, sms: config.sms }, timeout);
    else await sendBySms(sendable, config.sms, timeout);
  } catch (error) {
    return notSent(row!.id, await whyNotNow(error, config.whatsapp?.accessToken));
  }
  const settled = await loadMessage(row!.id);
  if (settled?.state === 'accepted') return { sent: true, channel: settled.channel === 'sms' ? 'sms' : 'whatsapp' };
  return { sent: false, reason: settled?.note ?? 'The message was not sent.' };
}

/** What staff are told when the provider would have the job wait, or could not be reached. */
async function whyNotNow(error: unknown, whatsappToken: string | undefined): Promise<{ note: string; reason: string }> {
  if (error instanceof RunJobLater && whatsappToken && (await tokenStillRefused(whatsappToken))) {
    return { note: 'WhatsApp refused the access token; not sent', reason: 'WhatsApp refused the shop’s access token: the owner must replace it in Settings → Messaging. Send the link by mail meanwhile.' };
  }
  if (error instanceof RunJobLater) return { note: 'WhatsApp was busy (rate limit); not sent', reason: 'WhatsApp is busy just now; try again in a minute.' };
  logger.warn({ err: error }, 'Could not send a message now');
  return { note: 'The provider could not be reached; not sent', reason: 'WhatsApp or SMS could not be reached just now; try again in a few minutes, or send the link by mail.' };
}

async function notSent(messageId: string, why: { note: string; reason: string }): Promise<SendNowResult> {
  await settleMessage(messageId, { state: 'not_sent', note: why.note });
  return { sent: false, reason: why.reason };
}

/** Whether a screen offers sending now: WhatsApp or SMS is set up. */
export async function canSendNow(): Promise<boolean> {
  const config = await messagingConfig();
  return channelFor(config, 'order_updates') !== null;
}
