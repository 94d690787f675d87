import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { passkeys } from '@/server/db/schema';

/** A passkey as My Account → Security lists it: nothing that signs anyone in. */
export type PasskeySummary = { id: string; name: string | null; createdAt: Date | null; lastUsedAt: Date | null };

export async function listPasskeys(userId: string): Promise<PasskeySummary[]> {
  return db
    .select({ id: passkeys.id, name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt));
}

export async function hasPasskey(userId: string): Promise<boolean> {
  const rows = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).limit(1);
  return rows.length > 0;
}
