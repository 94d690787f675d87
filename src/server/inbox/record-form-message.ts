import 'server-only';
import { eq } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { conversations } from '@/server/db/schema';
import { toE164Nigeria } from '@/lib/messaging/phone';
import { addInboundMessage } from './add-inbound-message';
import { conversationFor } from './conversation-for';

// A message from one of the storefront's forms in the inbox (docs/decisions/0081-one-inbox.md): the contact
// form's (its contact_messages row beside it, which Admin → Messages keeps showing) and a question on a
// product page. It joins the WhatsApp conversation of the phone the person gave, when that number already
// wrote on WhatsApp; otherwise the conversation of their email, answered by email.

export type FormMessage = {
  source: 'contact_form' | 'product_question';
  name: string;
  email: string;
  phone: string | null;
  body: string;
  contactMessageId?: string;
  product?: { id: string; name: string };
};

/** The phone's WhatsApp conversation, when the person gave a valid Nigerian number that has one. */
async function whatsappNumber(tx: Transaction, phone: string | null): Promise<string | null> {
  const e164 = phone ? toE164Nigeria(phone) : null;
  if (!e164) return null;
  const [found] = await tx.select({ id: conversations.id }).from(conversations).where(eq(conversations.phone, e164)).limit(1);
  return found ? e164 : null;
}

/** Adds the message to its conversation, inside the caller's transaction (the form's own row commits with it). */
export async function recordFormMessage(tx: Transaction, message: FormMessage): Promise<string> {
  const at = new Date();
  const email = message.email.trim().toLowerCase();
  const phone = await whatsappNumber(tx, message.phone);
  const conversationId = await conversationFor(tx, phone ? { phone, email, name: message.name, channel: 'email', at } : { email, name: message.name, channel: 'email', at });
  const preview = message.product ? `About ${message.product.name}: ${message.body}` : message.body;
  await addInboundMessage(tx, conversationId, at, {
    source: message.source,
    kind: 'text',
    body: message.body,
    contactMessageId: message.contactMessageId ?? null,
    productId: message.product?.id ?? null,
    preview,
  });
  return conversationId;
}
