import 'server-only';
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { conversations } from '@/server/db/schema';
import { distinctE164 } from '@/lib/messaging/phone';

// Whose conversations a download or an erasure covers (docs/security.md, "The shopper's data"): those matched
// to the account, and those keyed by the person's own number or proved address (a conversation continued by
// the phone it is keyed by is that phone's, an email-only one that address's). One matched to another account
// is that account's, whatever number or address it holds.

export type ConversationOwner = {
  userId: string | null;
  /** The person's numbers, however typed (a conversation keeps +234…). */
  phones: Array<string | null>;
  /** Their address, only when it is proved theirs; it reaches only conversations keyed by an email alone. */
  email: string | null;
};

/** The conversations of `owner`, as a WHERE condition on `conversations`. */
export function conversationsOf(owner: ConversationOwner): SQL {
  const phones = distinctE164(owner.phones);
  const byPhone = phones.length > 0 ? inArray(conversations.phone, phones) : undefined;
  const byEmail = owner.email ? and(isNull(conversations.phone), isNull(conversations.waUserId), eq(conversations.email, owner.email.trim().toLowerCase())) : undefined;
  const byAddress = or(byPhone, byEmail);
  const nobodyElses = owner.userId ? or(isNull(conversations.userId), eq(conversations.userId, owner.userId)) : isNull(conversations.userId);
  return or(owner.userId ? eq(conversations.userId, owner.userId) : undefined, byAddress ? and(byAddress, nobodyElses) : undefined) ?? sql`false`;
}
