import 'server-only';
import { inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { messages, messagingConsents, messagingContacts, messagingWebhookEvents } from '@/server/db/schema';
import { distinctE164 } from '@/lib/messaging/phone';

// Erasing a person (docs/security.md, "The shopper's data"): what messaging holds of them. The messages about
// their orders stay, as the orders do, for what messaging cost, but without the number, the words sent or the
// variables (their name, the order's link); their consent log, the 24-hour window their number opened and
// the webhook events naming the number go.

export type MessagingPerson = {
  userId: string | null;
  /** The orders kept anonymised. */
  orderIds: string[];
  /** Every number the person gave, however typed: its consent log, window and webhook events go. */
  phones: Array<string | null>;
  /**
   * Whether every message sent to those numbers is theirs too (closing an account), or only those about
   * `orderIds` (a request for a phone number, whose records with an email belong to the email).
   */
  messagesToPhones: boolean;
};

const ERASED_BODY = '(erased on request)';

/** The messages `where` finds, kept for what they cost without the number, the account, the words or the variables. */
export async function eraseSentMessages(tx: Transaction, where: SQL) {
  await tx.update(messages).set({ phone: null, userId: null, body: ERASED_BODY, params: {} }).where(where);
}

export async function eraseMessagingOf(tx: Transaction, person: MessagingPerson) {
  const phones = distinctE164(person.phones);
  const theirs = or(
    person.messagesToPhones && phones.length > 0 ? inArray(messages.phone, phones) : undefined,
    person.orderIds.length > 0 ? inArray(messages.orderId, person.orderIds) : undefined,
    person.userId ? sql`${messages.userId} = ${person.userId}` : undefined,
  );
  if (theirs) await eraseSentMessages(tx, theirs);
  const consents = or(phones.length > 0 ? inArray(messagingConsents.phone, phones) : undefined, person.userId ? sql`${messagingConsents.userId} = ${person.userId}` : undefined);
  if (consents) await tx.delete(messagingConsents).where(consents);
  if (phones.length === 0) return;
  await tx.delete(messagingContacts).where(inArray(messagingContacts.phone, phones));
  // Meta and Termii name a number without its plus (wa_id, from, recipient_id).
  const digits = phones.map((phone) => phone.slice(1));
  await tx.delete(messagingWebhookEvents).where(or(...digits.map((number) => sql`${messagingWebhookEvents.payload}::text like ${`%${number}%`}`)));
}
