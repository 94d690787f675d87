import 'server-only';
import { requirePermission } from '@/server/auth/permissions';
import { resolvePeriod, type PeriodParams } from '@/lib/reports/periods';
import { readWholeReport, type SalesReport } from './report-tables';

/** Back office → Reports: a period's figures, the period before, and every breakdown (docs/decisions/0082-what-each-figure-counts.md). */
export async function readSalesReport(params: PeriodParams, now: Date = new Date()): Promise<SalesReport> {
  await requirePermission('reports.read');
  return readWholeReport(resolvePeriod(params, now));
}
