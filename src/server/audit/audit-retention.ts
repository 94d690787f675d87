import 'server-only';
import { sql } from 'drizzle-orm';
import { queryRows } from '@/server/db/client';

// The one DELETE the activity log allows (docs/decisions/0037-staff-roles-and-the-activity-log.md):
// rows older than website_settings.audit_retention_days (730 by default, 365 at least), which the
// append-only trigger of migration 0015 lets through. Run by every worker as maintenance
// (src/server/composition/jobs.ts); a batch at a time, oldest first, so a first purge of a year's
// rows never holds one long transaction.

const BATCH_SIZE = 1_000;

/** Deletes the rows past retention; returns how many went. Safe on several workers at once. */
export async function deleteExpiredAuditRows(): Promise<number> {
  let deleted = 0;
  for (;;) {
    // The cutoff is the trigger's own expression: within one statement now() is one moment, so no
    // row this picks is one the trigger then refuses. Any 1,000 expired rows will do: a range read
    // of audit_log_at_idx, with no sort.
    const rows = await queryRows<{ id: number }>(sql`
      delete from audit_log where id in (
        select id from audit_log
        where at < now() - make_interval(days => coalesce((select audit_retention_days from website_settings where id = 1), 730))
        limit ${BATCH_SIZE}
      )
      returning id`);
    deleted += rows.length;
    if (rows.length < BATCH_SIZE) return deleted;
  }
}
