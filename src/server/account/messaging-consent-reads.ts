import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { messagingConsents, users } from '@/server/db/schema';
import { consentsOf } from '@/server/messaging/consent';
import { toE164Nigeria } from '@/lib/messaging/phone';

// My Account's messages on WhatsApp or SMS: the consents in force for the account's phones, which are the
// profile's mobile number and every number the shopper gave a consent for while signed in (at checkout, on
// a quote request), so a box ticked for another number is seen, and can be withdrawn, here too.

export type AccountPhoneConsents = { phone: string; orderUpdates: boolean; marketing: boolean };

/** The account's mobile numbers as +234…, the profile's first. */
export async function accountPhones(userId: string): Promise<string[]> {
  const [profile] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  const consented = await db.selectDistinct({ phone: messagingConsents.phone }).from(messagingConsents).where(eq(messagingConsents.userId, userId));
  const profilePhone = profile?.phone ? toE164Nigeria(profile.phone) : null;
  return [...new Set([...(profilePhone ? [profilePhone] : []), ...consented.map((row) => row.phone).sort()])];
}

export async function accountConsents(userId: string): Promise<AccountPhoneConsents[]> {
  return Promise.all(
    (await accountPhones(userId)).map(async (phone) => {
      const consents = await consentsOf(phone);
      return { phone, orderUpdates: consents.order_updates?.granted === true, marketing: consents.marketing?.granted === true };
    }),
  );
}
