import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/page-header';
import { FiguresSummary } from './_components/figures-summary';
import { PeriodPicker } from './_components/period-picker';
import { ReportNav } from './_components/report-nav';
import { ReportTableCard } from './_components/report-table';
import { SalesCharts } from './_components/sales-charts';
import { requirePermissionPage } from '@/server/auth/permissions';
import { readSalesReport } from '@/server/reports/sales-report';
import { ORDER_CHANNELS } from '@/lib/constants';
import { listHref } from '@/lib/list-href';
import { REPORT_TABLE_KEYS, type ReportTable } from '@/lib/reports/figures';
import { bucketDays, periodParamsSchema, type DayRange, type Period } from '@/lib/reports/periods';
import { roleCan } from '@/lib/staff-roles';

export const metadata: Metadata = { title: 'Reports' };

/** A row's orders on the Orders list: a day, week or month's placed in it, a channel's placed in the period ('quote' is none of the list's channels). */
function ordersBehind(table: ReportTable, period: Period): ((key: string) => string | null) | undefined {
  if (table === 'periods') return (key) => listHref('/admin/orders', { ...daysParams(bucketDays(key, period.bucket, period)) });
  if (table === 'channel') return (key) => ((ORDER_CHANNELS as readonly string[]).includes(key) ? listHref('/admin/orders', { channel: key, ...daysParams(period) }) : null);
  return undefined;
}
const daysParams = ({ first, last }: DayRange) => ({ from: first, to: last });

// Back office → Reports: sales over a period, compared with the period before, and broken down
// (docs/decisions/0082-what-each-figure-counts.md), for owners, managers and accountants. Its state is its URL.
export default async function AdminReportsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const staff = await requirePermissionPage('reports.read');
  const report = await readSalesReport(periodParamsSchema.parse(await searchParams));
  const { period } = report;
  const canExport = roleCan(staff.role, 'reports.export');
  const exportHref = (table: ReportTable) =>
    canExport ? listHref('/admin/reports/export', { table, period: period.preset, from: period.first, to: period.last, by: period.bucket }) : null;
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title="Reports"
        description="Sales by the day each order was placed (Lagos time), less refunds on the day they were processed. Prices include VAT; net sales are before VAT."
      />
      <ReportNav current="/admin/reports" />
      <PeriodPicker period={period} />
      <FiguresSummary current={report.current} previous={report.previous} range={period} previousRange={period.previous} />
      <SalesCharts report={report} />
      {REPORT_TABLE_KEYS.map((table) => (
        <ReportTableCard
          key={table}
          table={table}
          data={report.tables[table]}
          exportHref={exportHref(table)}
          keyHref={ordersBehind(table, period)}
        />
      ))}
    </div>
  );
}
