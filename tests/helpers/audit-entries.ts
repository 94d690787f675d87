import { and, asc, eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { auditLog, users } from '@/server/db/schema';
import type { TestCaller } from './sessions';

// Reading the activity log back in integration tests: an entity's rows, oldest first, and the
// account id of a test caller (to check who a row names).

/** The activity log's rows about one entity, oldest first. */
export function auditEntriesOf(entityType: string, entityId: string | number) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId))))
    .orderBy(asc(auditLog.id));
}

/** The account id of a signed-in test caller. */
export async function userIdOf(caller: TestCaller) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, caller.email));
  if (!user) throw new Error(`No account for ${caller.email}`);
  return user.id;
}
