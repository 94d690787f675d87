import 'server-only';
import { eq } from 'drizzle-orm';
import { db, type Database, type Transaction } from '@/server/db/client';
import { messages, whatsappTemplates } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { claimMessage, loadMessage, markAccepted, releaseClaim, settleMessage } from './message-outcome';
import { messagingConfig } from './messaging-config';
import { renderTemplate, templateFor } from './message-templates';
import { waitForSendSlot } from './send-pace';
import { WhatsAppApiError, whatsappClient } from './whatsapp-client';

// A reply from the team's inbox on WhatsApp (docs/decisions/0081-one-inbox.md), sent while staff wait.
// The customer wrote first, so no consent is asked: free-form text inside the 24-hour window they opened,
// the approved follow-up template after it (the inbox decides which, from the conversation's last message).
// The `messages` row is written in the transaction that records the reply; the send claims it first
// (message-outcome.ts), so two presses, or a retry, never reach Meta twice.

const SEND_TIMEOUT_MS = 20_000;

export type ReplyContent = { kind: 'text'; body: string } | { kind: 'follow_up'; firstName: string; topic: string };

/** Queues the reply's `messages` row in `tx`; its id is sent by sendReplyNow once `tx` has committed. */
export async function queueReplyMessage(tx: Database | Transaction, reply: { phone: string; userId: string | null; content: ReplyContent }): Promise<string> {
  const { content } = reply;
  const template = content.kind === 'follow_up' ? templateFor('inbox_follow_up') : null;
  const params: Record<string, string> = content.kind === 'follow_up' ? { first_name: content.firstName, topic: content.topic } : {};
  const [row] = await tx
    .insert(messages)
    .values({
      userId: reply.userId,
      event: template ? 'inbox_follow_up' : 'inbox_reply',
      purpose: 'order_updates',
      channel: 'whatsapp',
      phone: reply.phone,
      template: template?.name ?? null,
      params,
      body: template ? renderTemplate(template, params) : content.kind === 'text' ? content.body : '',
    })
    .returning({ id: messages.id });
  return row!.id;
}

export type ReplySent = { sent: true } | { sent: false; reason: string };

/** Whether the shop's follow-up template is approved at Meta (the only reply once the window has closed). */
export async function followUpApproved(): Promise<boolean> {
  const [row] = await db.select({ state: whatsappTemplates.state }).from(whatsappTemplates).where(eq(whatsappTemplates.name, templateFor('inbox_follow_up').name));
  return row?.state === 'approved';
}

export async function sendReplyNow(messageId: string): Promise<ReplySent> {
  const { whatsapp } = await messagingConfig();
  if (!whatsapp) return notSent(messageId, 'WhatsApp is not set up for this shop.');
  const claim = await claimMessage(messageId);
  // Sent, or being sent, by the press that came first.
  if (!claim) return { sent: true };
  try {
    const message = (await loadMessage(messageId))!;
    const signal = AbortSignal.timeout(SEND_TIMEOUT_MS);
    const client = whatsappClient(whatsapp);
    const options = { to: message.phone!, callbackData: message.id, signal };
    await waitForSendSlot(signal);
    const template = message.template ? templateFor('inbox_follow_up') : null;
    const sent = template ? await client.sendTemplate(template, message.params, options) : await client.sendText(message.body, options);
    await markAccepted(message.id, { providerMessageId: sent.wamid });
    return { sent: true };
  } catch (error) {
    if (error instanceof WhatsAppApiError) return failed(messageId, error);
    logger.warn({ err: error }, 'Could not send an inbox reply');
    return notSent(messageId, 'WhatsApp could not be reached just now; try again in a minute.');
  } finally {
    await releaseClaim(messageId, claim);
  }
}

async function failed(messageId: string, error: WhatsAppApiError): Promise<ReplySent> {
  const code = String(error.code);
  await settleMessage(messageId, { state: 'failed', note: `WhatsApp refused the reply (${code})`, errorCode: code, errorReason: error.details ?? error.message });
  return { sent: false, reason: `WhatsApp refused the reply: ${error.message}` };
}

async function notSent(messageId: string, reason: string): Promise<ReplySent> {
  await settleMessage(messageId, { state: 'not_sent', note: reason });
  return { sent: false, reason };
}
