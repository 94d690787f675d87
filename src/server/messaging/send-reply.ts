import 'server-only';
import { eq } from 'drizzle-orm';
import { db, type Database, type Transaction } from '@/server/db/client';
import { messages, whatsappTemplates } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { claimMessage, loadMessage, markAccepted, releaseClaim, settleMessage } from './message-outcome';
import { messagingConfig } from './messaging-config';
import { renderTemplate, templateFor } from './message-templates';
import { waitForSendSlot } from './send-pace';
import { NOT_KEPT } from './unkept-params';
import { WhatsAppApiError, whatsappClient } from './whatsapp-client';

// A reply from the team's inbox on WhatsApp (docs/decisions/0081-one-inbox.md), sent while staff wait.
// The customer wrote first, so no consent is asked: free-form text inside the 24-hour window they opened,
// the approved follow-up template after it (the inbox decides which, from the conversation's last message).
// A picture goes as a picture (Meta fetches it from the shop's public address), its words as the caption.
// The `messages` row is written in the transaction that records the reply; the send claims it first
// (message-outcome.ts), so two presses, or a retry, never reach Meta twice.

const SEND_TIMEOUT_MS = 20_000;

/**
 * What the reply carries. `text`: free-form; `unkept` when the text the customer gets holds a secret (a
 * draft's pay link) that the row must not: the row keeps `body` and the text is given to sendReplyNow from
 * memory (docs/security.md, "Draft order links"). `image`: a picture by its public address, with a caption.
 */
export type ReplyContent =
  | { kind: 'text'; body: string; unkept?: boolean }
  | { kind: 'image'; link: string; caption: string }
  | { kind: 'follow_up'; firstName: string; topic: string };

/** Meta's longest caption under a picture; a longer text goes as text with the picture's address. */
export const IMAGE_CAPTION_MAX = 1024;

/** The `params` of a row: the template's variables, a picture's address, or NOT_KEPT where a link was. */
function paramsOf(content: ReplyContent): Record<string, string> {
  if (content.kind === 'follow_up') return { first_name: content.firstName, topic: content.topic };
  if (content.kind === 'image') return { image_link: content.link };
  // A row that lost its link is never sent again, nor by SMS (message-fallback.ts reads this).
  return content.unkept ? { link: NOT_KEPT } : {};
}

/** Queues the reply's `messages` row in `tx`; its id is sent by sendReplyNow once `tx` has committed. */
export async function queueReplyMessage(tx: Database | Transaction, reply: { phone: string; userId: string | null; content: ReplyContent }): Promise<string> {
  const { content } = reply;
  const template = content.kind === 'follow_up' ? templateFor('inbox_follow_up') : null;
  const params = paramsOf(content);
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
      body: template ? renderTemplate(template, params) : content.kind === 'image' ? content.caption : content.kind === 'text' ? content.body : '',
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

/** `unkeptText`: the whole text of a row that kept its secret out (a draft's pay link), from the request's memory. */
export async function sendReplyNow(messageId: string, unkeptText?: string): Promise<ReplySent> {
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
    const image = message.params.image_link;
    const sent = template
      ? await client.sendTemplate(template, message.params, options)
      : image
        ? await client.sendImage(image, message.body, options)
        : await client.sendText(unkeptText ?? message.body, options);
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
