import 'server-only';
import { desc, inArray, or, sql } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { messages, messagingConsents } from '@/server/db/schema';
import { distinctE164 } from '@/lib/messaging/phone';

// "Download my data" (docs/security.md, "The shopper's data"): what WhatsApp and SMS hold of the person —
// the messages sent to them about their orders or their account, and every consent they gave or withdrew,
// with where and in which words.

export async function messagingDataOf(person: { userId: string; orderIds: string[]; phones: Array<string | null> }) {
  const phones = distinctE164(person.phones);
  const sent = await db
    .select({ sentAt: messages.createdAt, channel: messages.channel, event: messages.event, phone: messages.phone, text: messages.body, state: messages.state, stateAt: messages.stateAt })
    .from(messages)
    .where(or(sql`${messages.userId} = ${person.userId}`, person.orderIds.length > 0 ? inArray(messages.orderId, person.orderIds) : undefined))
    .orderBy(desc(messages.createdAt));
  const consents = await db
    .select({ givenAt: messagingConsents.createdAt, phone: messagingConsents.phone, purpose: messagingConsents.purpose, granted: messagingConsents.granted, where: messagingConsents.source, wordsShown: messagingConsents.wordsShown })
    .from(messagingConsents)
    .where(or(sql`${messagingConsents.userId} = ${person.userId}`, phones.length > 0 ? inArray(messagingConsents.phone, phones) : undefined))
    .orderBy(desc(messagingConsents.createdAt));
  return { messagesSent: sent, messagingConsents: consents };
}
