import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '@/server/db/client';
import { messages } from '@/server/db/schema';
import { enqueueJob } from '@/server/jobs/queue';
import { messagingConfig } from './messaging-config';
import { SEND_MESSAGE_JOB } from './queue-message';
import { holdsUnkeptParam } from './unkept-params';

// When WhatsApp cannot deliver an update (docs/decisions/0080-whatsapp-and-sms-order-updates.md, "Fallback"):
// not on WhatsApp (131026), outside the 24-hour window (131047), held by Meta's per-user cap (131049). The
// same update goes by SMS on Termii's dnd route when SMS is on, as a message of its own that names the one it
// replaces; otherwise the mail the update went with is all the customer gets, and the message says so.
// Marketing never goes by SMS (its consent is for WhatsApp).

/** The SMS that stands in for the message, queued; or the note that the update went by email. In the caller's transaction. */
export async function fallBackFromWhatsApp(tx: Database | Transaction, messageId: string, errorCode: string): Promise<void> {
  const [original] = await tx.select().from(messages).where(eq(messages.id, messageId)).for('update');
  if (!original || original.channel !== 'whatsapp') return;
  const [already] = await tx.select({ id: messages.id }).from(messages).where(eq(messages.replacesId, original.id)).limit(1);
  if (already) return;
  // A message sent now without keeping its link (send-now.ts, a draft's): an SMS of what the row kept
  // would carry no link, so staff are told to send it again themselves.
  if (holdsUnkeptParam(original.params)) {
    await tx.update(messages).set({ note: `Not delivered on WhatsApp (${errorCode}); send the link again by mail or SMS` }).where(eq(messages.id, original.id));
    return;
  }
  const { sms } = await messagingConfig(tx);
  if (!sms || original.purpose !== 'order_updates' || !original.phone) {
    await tx.update(messages).set({ note: `Not delivered on WhatsApp (${errorCode}); the update went by email` }).where(eq(messages.id, original.id));
    return;
  }
  const [replacement] = await tx
    .insert(messages)
    .values({
      orderId: original.orderId,
      userId: original.userId,
      event: original.event,
      purpose: original.purpose,
      channel: 'sms',
      phone: original.phone,
      template: original.template,
      params: original.params,
      body: original.body,
      replacesId: original.id,
      note: `Not delivered on WhatsApp (${errorCode}): sent by SMS`,
    })
    .returning({ id: messages.id });
  await tx.update(messages).set({ note: `Not delivered on WhatsApp (${errorCode}); sent by SMS instead` }).where(eq(messages.id, original.id));
  await enqueueJob(SEND_MESSAGE_JOB, { messageId: replacement!.id }, { dedupeKey: `${SEND_MESSAGE_JOB}:${replacement!.id}` }, tx);
}
