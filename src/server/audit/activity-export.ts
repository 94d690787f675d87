import 'server-only';
import { logger } from '@/server/logger';
import { csvRow, csvStream } from '@/lib/csv';
import { auditActorWords } from '@/lib/audit-labels';
import { formatLagosSeconds } from '@/lib/audit-values';
import { STAFF_ROLE_LABELS, isStaffRole } from '@/lib/staff-roles';
import { parseActivityCursor, type ActivityCursor, type ActivityFilters } from '@/lib/schemas/activity';
import { readActivity, type ActivityRow } from './activity-log-keyset';

// The Activity screen's CSV export: every row the screen's filters match, newest first, read in
// keyset batches and written as each batch comes, so a million rows never sit in memory at once
// (as src/server/order-desk/admin-order-export.ts streams orders). The caller (the export route) has
// checked the permission and recorded the export. Every cell goes through csvCell (quoting, formula
// defusing: a label or a before/after value may hold text a shopper typed).

export const ACTIVITY_CSV_HEADER = [
  'Time (UTC)',
  'Time (Lagos)',
  'Actor',
  'Role',
  'Client IP',
  'Entity type',
  'Entity ID',
  'Label',
  'Action',
  'Changes',
  'Details',
] as const;

// A small first batch so the download starts at once; then larger ones, each one keyset read.
const FIRST_BATCH_SIZE = 200;
export const ACTIVITY_EXPORT_BATCH_SIZE = 2000;

function csvLine(row: ActivityRow) {
  return csvRow([
    new Date(row.at).toISOString(),
    formatLagosSeconds(row.at),
    auditActorWords(row),
    isStaffRole(row.actorRole) ? STAFF_ROLE_LABELS[row.actorRole] : '',
    row.clientIp,
    row.entityType,
    row.entityId,
    row.entityLabel,
    row.action,
    JSON.stringify(row.changes),
    JSON.stringify(row.details),
  ]);
}

/** The file, header row first. */
export function activityCsvStream(filters: ActivityFilters): ReadableStream<Uint8Array> {
  return csvStream({
    header: ACTIVITY_CSV_HEADER,
    firstBatchSize: FIRST_BATCH_SIZE,
    batchSize: ACTIVITY_EXPORT_BATCH_SIZE,
    read: (after: ActivityCursor | null, size) => readActivity(filters, after, 'older', size),
    line: csvLine,
    cursorAfter: (last) => parseActivityCursor(last.cursor),
    onError: (error) => logger.error({ err: error }, 'Exporting the activity log failed'),
  });
}
