import { withRequestHeaders } from '@/server/request-context';
import { readSalesReport } from '@/server/reports/sales-report';
import { readStockReport } from '@/server/reports/stock-report';
import { readMadeToOrderReport, readMarketingReport } from '@/server/reports/report-screens';
import { readAccountsReport } from '@/server/reports/accounts/accounts-report';
import { periodParamsSchema, type PeriodParams, type PeriodPreset } from '@/lib/reports/periods';
import { p95Row } from './timing';

// Back office → Reports at a million orders (issue 63): each screen's whole read, permission check
// included, as its page makes it when opened on this year or on last month (by day, the default).

const REPORTS: Array<[string, (params: PeriodParams) => Promise<unknown>]> = [
  ['sales', readSalesReport],
  ['stock', readStockReport],
  ['made to order', readMadeToOrderReport],
  ['marketing', readMarketingReport],
  ['for the accountant', readAccountsReport],
];

const PERIODS: Array<{ preset: PeriodPreset; label: string; budgetMs: number }> = [
  { preset: 'year', label: 'this year', budgetMs: 1000 },
  { preset: 'last-month', label: 'last month', budgetMs: 300 },
];

/** A year's reads take tens of seconds at this size (2026-11-28): three runs after the warm-up, the p95 their slowest. */
const RUNS = 3;

export async function measureReports(headers: Headers) {
  await withRequestHeaders(headers, async () => {
    for (const [name, read] of REPORTS) {
      for (const { preset, label, budgetMs } of PERIODS) {
        const params = periodParamsSchema.parse({ period: preset });
        await p95Row(`reports: ${name}, ${label}`, budgetMs, () => read(params), RUNS);
      }
    }
  });
}
