import 'server-only';
import { requirePermission } from '@/server/auth/permissions';
import { resolvePeriod, type Period, type PeriodParams } from '@/lib/reports/periods';
import type { AccountsData } from '@/lib/reports/accounts-tables';
import { readAccountsData } from './accounts-data';

export type AccountsReport = { period: Period; data: AccountsData };

/** Reports → For the accountant: the period's tables (accounts-data.ts), for staff who read reports. */
export async function readAccountsReport(params: PeriodParams, now: Date = new Date()): Promise<AccountsReport> {
  await requirePermission('reports.read');
  const period = resolvePeriod(params, now);
  return { period, data: await readAccountsData(period) };
}
