import 'server-only';
import { and, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { auditLog } from '@/server/db/schema';
import { containsPattern } from '@/server/db/contains-pattern';
import { ACTIVITY_COMMAND_PERSON, ACTIVITY_SYSTEM_PERSON, type ActivityCursor, type ActivityFilters } from '@/lib/schemas/activity';
import { auditRowColumns, type AuditRow } from './audit-rows';

// Reading the activity log in (at, id) order, shared by the Activity screen and its CSV export. The
// callers check the permission (src/server/audit/admin-activity-reads.ts, the export route). Every read is
// a keyset read on audit_log_at_idx (at desc, id desc), or on the actor, action or entity index when
// that filter is set, so a page costs the same at the millionth row as at the first
// (docs/decisions/0037-staff-roles-and-the-activity-log.md).

/** A row with its place in the log, for the next page's cursor. */
export type ActivityRow = AuditRow & { cursor: string };

// Lagos keeps UTC+01:00 all year (src/lib/dates.ts), so a Lagos day starts at a fixed offset.
const lagosMidnight = (day: string) => new Date(`${day}T00:00:00+01:00`);
const nextLagosMidnight = (day: string) => new Date(lagosMidnight(day).getTime() + 24 * 60 * 60 * 1000);

/** The WHERE of the filters (the cursor apart). */
export function activityCondition(filters: ActivityFilters): SQL | undefined {
  const { q, person, type, action, from, to } = filters;
  return and(
    person === ACTIVITY_SYSTEM_PERSON
      ? eq(auditLog.actorKind, 'system')
      : person === ACTIVITY_COMMAND_PERSON
        ? eq(auditLog.actorKind, 'command')
        : person
          ? eq(auditLog.actorId, person)
          : undefined,
    type ? eq(auditLog.entityType, type) : undefined,
    action ? eq(auditLog.action, action) : undefined,
    from ? gte(auditLog.at, lagosMidnight(from)) : undefined,
    to ? lt(auditLog.at, nextLagosMidnight(to)) : undefined,
    q ? ilike(auditLog.entityLabel, containsPattern(q)) : undefined,
  );
}

/** A row's place as text with the database's microseconds (a JavaScript Date keeps milliseconds only). */
const cursorColumn = sql<string>`to_char(${auditLog.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || ${auditLog.id}`;

/**
 * Up to `limit` rows matching the filters, next to `cursor`: 'older' reads down from it (or from the
 * newest row without one), newest first; 'newer' reads up from it, oldest first.
 */
export function readActivity(filters: ActivityFilters, cursor: ActivityCursor | null, direction: 'older' | 'newer', limit: number): Promise<ActivityRow[]> {
  const place = sql`(${auditLog.at}, ${auditLog.id})`;
  const mark = cursor ? sql`(${cursor.at}::timestamptz, ${cursor.id}::bigint)` : null;
  const beside = mark ? (direction === 'older' ? sql`${place} < ${mark}` : sql`${place} > ${mark}`) : undefined;
  // The index is declared DESC, which the schema builder writes as DESC NULLS LAST; a plain DESC means
  // nulls first and would not match it, sorting the whole table for every page (as 0030 found for
  // orders). Read forwards it is exactly this order, read backwards exactly ASC NULLS FIRST.
  const order =
    direction === 'older'
      ? [sql`${auditLog.at} desc nulls last`, sql`${auditLog.id} desc nulls last`]
      : [sql`${auditLog.at} asc nulls first`, sql`${auditLog.id} asc nulls first`];
  return db
    .select({ ...auditRowColumns, cursor: cursorColumn })
    .from(auditLog)
    .where(and(activityCondition(filters), beside))
    .orderBy(...order)
    .limit(limit);
}
