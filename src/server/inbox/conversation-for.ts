import 'server-only';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { conversations } from '@/server/db/schema';
import type { ConversationChannel } from '@/lib/inbox/conversations';
import { matchCustomer } from './match-customer';

// The one conversation of a person (docs/decisions/0081-one-inbox.md): by phone, else by Meta's user id
// where WhatsApp hides the number, else by email. A later message by the same address continues it; a
// new one is matched to a customer as it is created (match-customer.ts).

export type PersonAddress = { phone?: string | null; waUserId?: string | null; email?: string | null };
export type Person = PersonAddress & { name: string | null; channel: ConversationChannel; at: Date };

/** The conditions that find `person`'s conversation, the most certain first. */
function lookups({ phone, waUserId, email }: PersonAddress): SQL[] {
  const found: SQL[] = [];
  if (phone) found.push(eq(conversations.phone, phone));
  if (waUserId) found.push(eq(conversations.waUserId, waUserId));
  if (email && !phone && !waUserId) found.push(and(isNull(conversations.phone), isNull(conversations.waUserId), eq(conversations.email, email))!);
  return found;
}

async function existing(tx: Transaction, person: PersonAddress) {
  for (const where of lookups(person)) {
    const [row] = await tx
      .select({ id: conversations.id, phone: conversations.phone, waUserId: conversations.waUserId, email: conversations.email, userId: conversations.userId, linkedBy: conversations.linkedBy })
      .from(conversations)
      .where(where)
      .limit(1)
      .for('update');
    if (row) return row;
  }
  return null;
}

/** The conversation's id, created (and matched to a customer) when the person never wrote before; the row is locked. */
export async function conversationFor(tx: Transaction, person: Person): Promise<string> {
  const found = await existing(tx, person);
  if (found) {
    await tx
      .update(conversations)
      .set({
        // WhatsApp's profile name is the latest; a form's name only fills one the conversation lacks.
        name: person.channel === 'whatsapp' ? sql`coalesce(${person.name}, ${conversations.name})` : sql`coalesce(${conversations.name}, ${person.name})`,
        // A number WhatsApp shows again, a user id it adds, an email a form gives: kept for the next message.
        ...(person.phone && !found.phone ? { phone: person.phone } : {}),
        ...(person.waUserId && !found.waUserId ? { waUserId: person.waUserId } : {}),
        ...(person.email && !found.email ? { email: person.email } : {}),
        // Matched now when it was not before (the customer signed up since), unless staff unlinked it by hand.
        ...(!found.userId && !found.linkedBy ? { userId: await matchCustomer(tx, { phone: found.phone ?? person.phone, email: found.email ?? person.email }) } : {}),
        ...(person.channel === 'whatsapp' ? { channel: 'whatsapp' as const } : {}),
        updatedAt: new Date(),
      })
      .where(eq(conversations.id, found.id));
    return found.id;
  }
  const userId = await matchCustomer(tx, person);
  const [created] = await tx
    .insert(conversations)
    .values({ channel: person.channel, phone: person.phone ?? null, waUserId: person.waUserId ?? null, email: person.email ?? null, name: person.name, userId, lastMessageAt: person.at })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (created) return created.id;
  // Another transaction created it meanwhile (committed, or the conflict would still wait): continue theirs.
  const raced = await existing(tx, person);
  if (!raced) throw new Error('A conversation conflicted on its address and cannot be found');
  return raced.id;
}
