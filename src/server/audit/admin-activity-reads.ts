import 'server-only';
import { sql } from 'drizzle-orm';
import { queryRows } from '@/server/db/client';
import { auditLog } from '@/server/db/schema';
import { requirePermission } from '@/server/auth/permissions';
import { ACTIVITY_PAGE_SIZE, type ActivityListParams } from '@/lib/schemas/activity';
import { readActivity, type ActivityRow } from './activity-log-keyset';

// The Activity screen's reads (src/app/admin/activity/page.tsx), for roles that may read the log.
// No count: counting a million rows for "of 1,204,331" would cost more than the page itself.

export type ActivityPage = {
  rows: ActivityRow[];
  /** The cursors of the "Newer" and "Older" links; null at either end. */
  newer: string | null;
  older: string | null;
};

/**
 * One page of the log, newest first: the newest rows, or those just older than `older`, or just
 * newer than `newer`. A "Newer" page that reaches the top is the first page, full.
 */
export async function listActivity(params: ActivityListParams): Promise<ActivityPage> {
  await requirePermission('audit.read');
  const { older, newer, ...filters } = params;
  if (newer && !older) {
    const rows = await readActivity(filters, newer, 'newer', ACTIVITY_PAGE_SIZE + 1);
    if (rows.length > ACTIVITY_PAGE_SIZE) {
      const page = rows.slice(0, ACTIVITY_PAGE_SIZE).reverse();
      return { rows: page, newer: page[0]!.cursor, older: page.at(-1)!.cursor };
    }
  }
  const rows = await readActivity(filters, older ?? null, 'older', ACTIVITY_PAGE_SIZE + 1);
  const page = rows.slice(0, ACTIVITY_PAGE_SIZE);
  return {
    rows: page,
    newer: older && page.length > 0 ? page[0]!.cursor : null,
    older: rows.length > ACTIVITY_PAGE_SIZE ? page.at(-1)!.cursor : null,
  };
}

/** A staff member the person filter offers: as the newest row they wrote names them. */
export type ActivityPerson = { id: string; name: string | null; email: string | null; role: string | null };

/**
 * The staff members who appear in the log, for the person filter, including former staff. The
 * distinct actors are found by skipping through audit_log_actor_idx one actor at a time (a loose
 * index scan), so the cost is the number of people, not of rows.
 */
export async function listActivityPeople(): Promise<ActivityPerson[]> {
  await requirePermission('audit.read');
  return queryRows<ActivityPerson>(sql`
    with recursive actors(id) as (
      (select actor_id from ${auditLog} where actor_id is not null order by actor_id limit 1)
      union all
      select (select a.actor_id from ${auditLog} a where a.actor_id > actors.id order by a.actor_id limit 1) from actors where actors.id is not null
    )
    select actors.id, newest.actor_name as name, newest.actor_email as email, newest.actor_role as role
    from actors
    cross join lateral (
      select actor_name, actor_email, actor_role from ${auditLog} a
      where a.actor_id = actors.id and a.actor_kind = 'staff'
      order by a.at desc nulls last limit 1
    ) newest
    where actors.id is not null
    order by lower(coalesce(newest.actor_name, newest.actor_email, ''))`);
}
