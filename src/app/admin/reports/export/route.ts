import { z } from 'zod';
import { staffOrRefusal } from '@/server/auth/permissions';
import { staffActor } from '@/server/audit/audit-actor';
import { recordAudit } from '@/server/audit/record-audit';
import { db } from '@/server/db/client';
import { reportCsvStream } from '@/server/reports/report-csv';
import { REPORT_TABLE_KEYS, REPORT_TABLES } from '@/lib/reports/figures';
import { periodParamsSchema, resolvePeriod } from '@/lib/reports/periods';
import { firstValue } from '@/lib/schemas/fields';

// GET /admin/reports/export?table=&period=&from=&to=&by=: one table of the Reports screen, for the period it
// shows, as a CSV download, for staff whose role may export reports (the session cookie is SameSite=Lax,
// and a GET changes nothing). Sales figures only, no customer's name or address.

const tableSchema = z.preprocess(firstValue, z.enum(REPORT_TABLE_KEYS)).catch('periods');
const PARAM_KEYS = ['period', 'from', 'to', 'by'] as const;

export async function GET(request: Request) {
  const staff = await staffOrRefusal(
    request,
    'reports.export',
    (message, status) => new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } }),
  );
  if (staff instanceof Response) return staff;
  const query = new URL(request.url).searchParams;
  const table = tableSchema.parse(query.get('table') ?? undefined);
  const period = resolvePeriod(periodParamsSchema.parse(Object.fromEntries(PARAM_KEYS.map((name) => [name, query.get(name) ?? undefined]))));
  // The shop's sales leave the shop: who took which, and for which days, is recorded before the first byte
  // goes, as for every CSV export (docs/security.md, "Staff roles and the activity log").
  await recordAudit(db, {
    actor: staffActor(staff),
    entityType: 'export',
    label: `Sales report CSV: ${REPORT_TABLES[table]}`,
    action: 'export',
    details: { table, first: period.first, last: period.last, by: period.bucket },
  });
  return new Response(reportCsvStream(period, table), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="sales-${table}-${period.first}-to-${period.last}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
