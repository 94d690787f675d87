import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { phoneDigits } from '@/lib/messaging/phone';

// Which customer a conversation is with (docs/decisions/0081-one-inbox.md): the account whose saved phone
// (the profile's, users.phone, as typed: "0803 123 4567", "+234 803…") is the conversation's number, else
// the account with its email. A number two accounts share matches neither: staff link it by hand
// (src/server/inbox/actions/link-customer.ts).

/** A Nigerian mobile's last ten digits (803 123 4567), the part every way of writing it shares. */
const NATIONAL_DIGITS = 10;

async function customerByPhone(executor: Database | Transaction, phone: string): Promise<string | null> {
  if (!phone.startsWith('+234')) return null;
  const national = phoneDigits(phone).slice(-NATIONAL_DIGITS);
  // The LIKE on the last digits, as typed, spares the regular expression all but a few rows.
  const found = await executor
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.phone} like ${`%${national.slice(-2)}`} and right(regexp_replace(${users.phone}, '[^0-9]', '', 'g'), ${NATIONAL_DIGITS}) = ${national}`)
    .limit(2);
  return found.length === 1 ? found[0]!.id : null;
}

async function customerByEmail(executor: Database | Transaction, email: string): Promise<string | null> {
  const [found] = await executor
    .select({ id: users.id })
    .from(users)
    // Accounts keep their email in lower case (Better Auth writes it so): the unique index finds it.
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return found?.id ?? null;
}

/** The account a person writing from `phone` or `email` has, by phone first; null when none (or several) match. */
export async function matchCustomer(executor: Database | Transaction, { phone, email }: { phone?: string | null; email?: string | null }): Promise<string | null> {
  return (phone ? await customerByPhone(executor, phone) : null) ?? (email ? await customerByEmail(executor, email) : null);
}
