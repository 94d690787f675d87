import { z } from 'zod';
import { staffOrRefusal } from '@/server/auth/permissions';
import { staffActor } from '@/server/audit/audit-actor';
import { recordAudit } from '@/server/audit/record-audit';
import { db } from '@/server/db/client';
import { accountsCsvStream, accountsWorkbook } from '@/server/reports/accounts/accounts-files';
import { ACCOUNTS_TABLE_KEYS, ACCOUNTS_TABLES } from '@/lib/reports/accounts-tables';
import { periodParamsSchema, resolvePeriod } from '@/lib/reports/periods';
import { firstValue } from '@/lib/schemas/fields';

// GET /admin/reports/accounts/export?table=&period=&from=&to=: one table of Reports → For the accountant as a
// CSV file, or with table=workbook all of them as one XLSX workbook, for the period the screen shows, for staff
// whose role may export reports (the session cookie is SameSite=Lax, and a GET changes nothing). Audited
// before the first byte goes, as every export (docs/security.md, "Staff roles and the activity log").

const WORKBOOK = 'workbook';
const tableSchema = z.preprocess(firstValue, z.enum([...ACCOUNTS_TABLE_KEYS, WORKBOOK])).catch(WORKBOOK);
const PARAM_KEYS = ['period', 'from', 'to'] as const;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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
  const isWorkbook = table === WORKBOOK;
  await recordAudit(db, {
    actor: staffActor(staff),
    entityType: 'export',
    label: isWorkbook ? 'Accounts workbook (XLSX)' : `Accounts CSV: ${ACCOUNTS_TABLES[table]}`,
    action: 'export',
    details: { table, first: period.first, last: period.last },
  });
  const name = `accounts-${table}-${period.first}-to-${period.last}`;
  const headers = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };
  if (isWorkbook) {
    return new Response(await accountsWorkbook(period), {
      headers: { ...headers, 'Content-Type': XLSX_TYPE, 'Content-Disposition': `attachment; filename="${name}.xlsx"` },
    });
  }
  return new Response(accountsCsvStream(period, table), {
    headers: { ...headers, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}.csv"` },
  });
}
