import 'server-only';
import { staffOrRefusal } from '@/server/auth/permissions';
import { staffActor } from '@/server/audit/audit-actor';
import { recordAudit } from '@/server/audit/record-audit';
import { db } from '@/server/db/client';
import { CSV_BOM, csvRow } from '@/lib/csv';
import { periodParamsSchema, resolvePeriod, type Period } from '@/lib/reports/periods';
import { tableParamSchema } from '@/lib/reports/report-screens';
import { csvHeader, csvValue, type ScreenTable } from '@/lib/reports/screen-tables';

// GET /admin/reports/{made-to-order,marketing}/export?table=&period=&from=&to=&by=: one table of the screen, for
// the period it shows, as a CSV download, for staff whose role may export reports (the session cookie is
// SameSite=Lax, and a GET changes nothing). Recorded in Activity before the first byte goes, as every export is
// (docs/security.md, "Staff roles and the activity log"): a balance's row names the customer by first name.

export type ScreenExport<Table extends string> = {
  /** "Made to order", "Marketing": the audit label's and the file name's. */
  screen: string;
  titles: Record<Table, string>;
  keys: [Table, ...Table[]];
  read: (period: Period, table: Table) => Promise<ScreenTable>;
};

const PARAM_KEYS = ['period', 'from', 'to', 'by'] as const;
const refusal = (message: string, status: number) =>
  new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/** The whole file at once: a table is a few hundred rows at most, read in one query. */
function tableCsv({ columns, rows }: ScreenTable): string {
  return CSV_BOM + csvRow(csvHeader(columns)) + rows.map((row) => csvRow(row.cells.map((cell, index) => csvValue(columns[index]!.kind, cell)))).join('');
}

export async function screenExportResponse<Table extends string>(request: Request, { screen, titles, keys, read }: ScreenExport<Table>): Promise<Response> {
  const staff = await staffOrRefusal(request, 'reports.export', refusal);
  if (staff instanceof Response) return staff;
  const query = new URL(request.url).searchParams;
  const table = tableParamSchema(keys).parse(query.get('table') ?? undefined);
  const period = resolvePeriod(periodParamsSchema.parse(Object.fromEntries(PARAM_KEYS.map((name) => [name, query.get(name) ?? undefined]))));
  await recordAudit(db, {
    actor: staffActor(staff),
    entityType: 'export',
    label: `${screen} report CSV: ${titles[table]}`,
    action: 'export',
    details: { table, first: period.first, last: period.last, by: period.bucket },
  });
  const slug = screen.toLowerCase().replaceAll(' ', '-');
  return new Response(tableCsv(await read(period, table)), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${slug}-${table}-${period.first}-to-${period.last}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
