import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { matchCustomer } from '@/server/inbox/match-customer';
import type { ConversationOwner } from '@/server/inbox/conversations-of';
import { toE164Nigeria } from '@/lib/messaging/phone';
import type { DataSubject } from './data-subject';

// Whose inbox conversations are `subject`'s (src/server/inbox/conversations-of.ts): the account's, and those
// keyed by its own phone or, once proved, its email. The phone is the one saved on the profile, and only when
// the inbox would match it to this account alone: a number two accounts share is neither's
// (src/server/inbox/match-customer.ts). A number typed on an order may be whoever receives it: it keys none.

async function ownPhoneOf(executor: Database | Transaction, userId: string): Promise<string | null> {
  const [account] = await executor.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  const phone = account?.phone ? toE164Nigeria(account.phone) : null;
  return phone && (await matchCustomer(executor, { phone })) === userId ? phone : null;
}

export async function conversationOwnerOf(executor: Database | Transaction, subject: DataSubject): Promise<ConversationOwner> {
  const phone = subject.userId ? await ownPhoneOf(executor, subject.userId) : null;
  return { userId: subject.userId, phones: [phone], email: subject.ownsEmail ? subject.email : null };
}
