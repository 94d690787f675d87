import { and, asc, eq, sql } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { auditLog, users } from '@/server/db/schema';
import type { TestCaller } from './sessions';

// Reading the activity log back in integration tests: an entity's rows, oldest first, and the
// account id of a test caller (to check who a row names); and making the log refuse a row, to show
// that a change whose row cannot be written is not made either (one transaction).

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

/**
 * Until the returned function is called, the database refuses every activity log row whose label
 * contains `text` (a trigger raising an error), as a full disk or a broken log would.
 */
export async function refuseAuditRowsLabelled(text: string): Promise<() => Promise<void>> {
  await db.execute(
    sql.raw(`
      create function test_refuse_audit_row() returns trigger language plpgsql as $$
      begin
        if position(${quoted(text)} in new.entity_label) > 0 then raise exception 'the activity log refused the row'; end if;
        return new;
      end $$`),
  );
  await db.execute(sql.raw('create trigger test_refuse_audit_row before insert on audit_log for each row execute function test_refuse_audit_row()'));
  return async () => {
    await db.execute(sql.raw('drop trigger test_refuse_audit_row on audit_log'));
    await db.execute(sql.raw('drop function test_refuse_audit_row()'));
  };
}

const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;
