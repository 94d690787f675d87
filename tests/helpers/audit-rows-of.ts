import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { auditLog, users } from '@/server/db/schema';
import type { TestCaller } from './sessions';

// Reading the activity log in integration tests. Its rows cannot be deleted between tests (the
// table is append-only, src/server/db/schema/staff-tables.ts), so a test reads the rows of its own entity,
// or those written after a mark it took (the newest row's id) when it began.

/** The rows about one entity, oldest first. */
export function auditRowsOf(entityType: string, entityId: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.id));
}

/** The newest row's id now: rows written later have a greater one. */
export async function auditMark() {
  const [row] = await db.select({ id: sql<number>`coalesce(max(${auditLog.id}), 0)`.mapWith(Number) }).from(auditLog);
  return row!.id;
}

/** Every row written after `mark`, oldest first. */
export function auditRowsAfter(mark: number) {
  return db.select().from(auditLog).where(gt(auditLog.id, mark)).orderBy(asc(auditLog.id));
}

/** The account id of a signed-in test caller, as a row's actorId names it. */
export async function userIdOf(caller: TestCaller) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, caller.email));
  return row!.id;
}
