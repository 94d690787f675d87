import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/page-header';
import { HeadlineFigures } from '../_components/headline-figures';
import { PeriodPicker } from '../_components/period-picker';
import { ReportNav } from '../_components/report-nav';
import { ScreenTableCard } from '../_components/screen-table-card';
import { requirePermissionPage } from '@/server/auth/permissions';
import { readMarketingReport } from '@/server/reports/report-screens';
import { listHref } from '@/lib/list-href';
import { formatNaira } from '@/lib/money';
import { periodParamsSchema } from '@/lib/reports/periods';
import { MARKETING_TABLE_KEYS, MARKETING_TABLES, type MarketingTable } from '@/lib/reports/report-screens';
import { columnTotal } from '@/lib/reports/screen-tables';
import { roleCan } from '@/lib/staff-roles';

export const metadata: Metadata = { title: 'Reports: marketing' };

const EMPTY: Record<MarketingTable, string> = {
  codes: 'No order used a discount code in this period.',
  abandoned: 'No abandoned checkout was reminded in this period.',
  'stock-alerts': 'No back-in-stock alert went out in this period.',
  messages: 'No message was sent in this period.',
};

// Reports → Marketing (docs/decisions/0082-what-each-figure-counts.md, "Made to order and marketing"): what
// each discount code brought in, abandoned checkouts and back-in-stock alerts that became orders, and the
// messages sent. Its state is its URL.
export default async function MarketingReportPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const staff = await requirePermissionPage('reports.read');
  const { period, tables } = await readMarketingReport(periodParamsSchema.parse(await searchParams));
  const canExport = roleCan(staff.role, 'reports.export');
  const exportHref = (table: MarketingTable) =>
    canExport ? listHref('/admin/reports/marketing/export', { table, period: period.preset, from: period.first, to: period.last, by: period.bucket }) : null;
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title="Marketing"
        description="Orders by the day placed, counted as sales are; reminders and alerts by the day they went out, and the orders they became; messages by the day queued. Lagos time."
      />
      <ReportNav current="/admin/reports/marketing" />
      <PeriodPicker period={period} action="/admin/reports/marketing" />
      <HeadlineFigures
        label="Marketing at a glance"
        figures={[
          { label: 'Sales with a code', value: formatNaira(columnTotal(tables.codes, 2)), note: `${formatNaira(columnTotal(tables.codes, 3))} given` },
          { label: 'Checkouts recovered', value: `${columnTotal(tables.abandoned, 2)} of ${columnTotal(tables.abandoned, 1)}`, note: formatNaira(columnTotal(tables.abandoned, 3)) },
          { label: 'Alerts that became orders', value: `${columnTotal(tables['stock-alerts'], 2)} of ${columnTotal(tables['stock-alerts'], 1)}` },
          { label: 'Messages sent', value: columnTotal(tables.messages, 2).toLocaleString('en-NG'), note: 'Cost not known: see below' },
        ]}
      />
      {MARKETING_TABLE_KEYS.map((table) => (
        <ScreenTableCard key={table} title={MARKETING_TABLES[table]} table={tables[table]} exportHref={exportHref(table)} empty={EMPTY[table]} />
      ))}
      <p className="text-sm text-muted-foreground">
        What messages cost is not known here: WhatsApp is billed by Meta per message at its rate card, and SMS by Termii; the shop does not keep either price.
        &ldquo;Billable&rdquo; counts the WhatsApp messages Meta reported it charges for.
      </p>
    </div>
  );
}
