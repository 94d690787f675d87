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

/**
 * Twenty runs after the warm-up, so the p95 is a p95 (the nearest rank: the second slowest), not the slowest of a few.
 * Three runs were all there was time for while a year's reads took tens of seconds (2026-11-28); they take under a second now.
 */
const RUNS = 20;

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
