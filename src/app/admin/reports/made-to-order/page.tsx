import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/page-header';
import { HeadlineFigures } from '../_components/headline-figures';
import { PeriodPicker } from '../_components/period-picker';
import { ReportNav } from '../_components/report-nav';
import { ScreenTableCard } from '../_components/screen-table-card';
import { requirePermissionPage } from '@/server/auth/permissions';
import { readMadeToOrderReport } from '@/server/reports/report-screens';
import { listHref } from '@/lib/list-href';
import { formatNaira } from '@/lib/money';
import { periodParamsSchema } from '@/lib/reports/periods';
import { MADE_TO_ORDER_TABLE_KEYS, MADE_TO_ORDER_TABLES, type MadeToOrderTable } from '@/lib/reports/report-screens';
import { columnTotal } from '@/lib/reports/screen-tables';
import { roleCan } from '@/lib/staff-roles';

export const metadata: Metadata = { title: 'Reports: made to order' };

const EMPTY: Record<MadeToOrderTable, string> = {
  received: 'No deposit or balance received in this period.',
  balances: 'No balance is owed.',
  stages: 'No made-to-order order is open.',
  'stage-times': 'No order left a stage in this period.',
  late: 'No open order is past its promised date.',
  'delivered-late': 'No order was delivered late in this period.',
};

// Reports → Made to order (docs/decisions/0082-what-each-figure-counts.md, "Made to order and marketing"):
// deposits and balances received in the period, balances owed now, the workshop's stages now and how long
// they took, and promised dates missed. Its state is its URL.
export default async function MadeToOrderReportPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const staff = await requirePermissionPage('reports.read');
  const { period, tables } = await readMadeToOrderReport(periodParamsSchema.parse(await searchParams));
  const canExport = roleCan(staff.role, 'reports.export');
  const exportHref = (table: MadeToOrderTable) =>
    canExport ? listHref('/admin/reports/made-to-order/export', { table, period: period.preset, from: period.first, to: period.last, by: period.bucket }) : null;
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title="Made to order"
        description="Deposits and balances by the day the money came in; balances, stages and late orders as they are now. A promise is the last day of the delivery window. Lagos time."
      />
      <ReportNav current="/admin/reports/made-to-order" />
      <PeriodPicker period={period} action="/admin/reports/made-to-order" />
      <HeadlineFigures
        label="Made to order at a glance"
        figures={[
          { label: 'Deposits received', value: formatNaira(columnTotal(tables.received, 2)), note: 'in the period' },
          { label: 'Balances received', value: formatNaira(columnTotal(tables.received, 4)), note: 'in the period' },
          { label: 'Balances owed now', value: formatNaira(columnTotal(tables.balances, 3)), note: `${tables.balances.rows.length.toLocaleString('en-NG')} orders` },
          { label: 'Past their promised date', value: tables.late.rows.length.toLocaleString('en-NG'), note: 'orders not yet delivered' },
        ]}
      />
      {MADE_TO_ORDER_TABLE_KEYS.map((table) => (
        <ScreenTableCard key={table} title={MADE_TO_ORDER_TABLES[table]} table={tables[table]} exportHref={exportHref(table)} empty={EMPTY[table]} />
      ))}
    </div>
  );
}
