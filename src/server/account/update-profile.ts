import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { users } from '@/server/db/schema';
import type { ProfileValues } from '@/lib/schemas/profile';

export type Profile = { name: string; email: string; phone: string | null; address: string | null; state: string | null };

/**
 * Saves the shopper's own profile (already validated by profileSchema). The name is the
 * account's name too, so the header and emails greet them by the new one. The email is
 * the sign-in identity and is never changed here.
 */
export async function updateProfile(userId: string, values: ProfileValues): Promise<Profile> {
  const [row] = await db
    .update(users)
    .set({ name: values.name, phone: values.phone, address: values.address, state: values.state, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ name: users.name, email: users.email, phone: users.phone, address: users.address, state: users.state });
  if (!row) throw new Error(`No user ${userId} to update`);
  return row;
}
