import { staffOrRefusal } from '@/server/auth/permissions';
import { db } from '@/server/db/client';
import { recordAudit } from '@/server/audit/record-audit';
import { staffActor } from '@/server/audit/audit-actor';
import { activityCsvStream } from '@/server/audit/activity-export';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import { lagosDay } from '@/lib/dates';
import { ACTIVITY_FILTER_KEYS, activityFiltersSchema } from '@/lib/schemas/activity';

// GET /admin/activity/export?person=&type=&action=&from=&to=&q=: the Activity screen's filtered rows as
// a CSV download, for roles that may export the log. The export is itself a row of the log, written
// before the file streams (the session cookie is SameSite=Lax, and a GET changes nothing else).

export async function GET(request: Request) {
  const staff = await staffOrRefusal(
    request,
    'audit.export',
    (message, status) => new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } }),
  );
  if (staff instanceof Response) return staff;
  const query = new URL(request.url).searchParams;
  const filters = activityFiltersSchema.parse(Object.fromEntries(ACTIVITY_FILTER_KEYS.map((name) => [name, query.get(name) ?? undefined])));
  // The filters as given, without the empty ones: what this file holds.
  const given = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));
  await recordAudit(db, {
    actor: staffActor(staff),
    clientIp: request.headers.get(CLIENT_IP_HEADER),
    entityType: 'export',
    label: 'Activity CSV',
    action: 'export',
    details: { filters: given },
  });
  return new Response(activityCsvStream(filters), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="activity-${lagosDay(new Date())}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
