import type { Metadata } from 'next';
import { FileSpreadsheet } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin/page-header';
import { Button } from '@/components/ui/button';
import { PeriodPicker } from '../_components/period-picker';
import { ReportNav } from '../_components/report-nav';
import { ReportCard } from '../_components/report-table';
import { requirePermissionPage } from '@/server/auth/permissions';
import { readAccountsReport } from '@/server/reports/accounts/accounts-report';
import { listHref } from '@/lib/list-href';
import { formatNaira } from '@/lib/money';
import { ACCOUNTS_TABLE_KEYS, ACCOUNTS_TABLES, accountsHeader, accountsRows, type AccountsCell, type AccountsTable } from '@/lib/reports/accounts-tables';
import { periodParamsSchema } from '@/lib/reports/periods';
import { roleCan } from '@/lib/staff-roles';

export const metadata: Metadata = { title: 'Reports: for the accountant' };

const EMPTY: Record<AccountsTable, string> = {
  vat: 'No VAT charged or reported in this period.',
  open: 'Every e-invoice of this period was accepted by NRS.',
  refunds: 'No refunds processed in this period.',
  'cash-ups': 'No cash-ups in this period.',
  payments: 'No money received or refunded in this period.',
};

const cellText = (cell: AccountsCell) => ('kobo' in cell ? formatNaira(cell.kobo) : 'count' in cell ? cell.count.toLocaleString('en-NG') : cell.text);

// Reports → For the accountant (docs/decisions/0082-what-each-figure-counts.md, "For the accountant"): VAT by
// month as charged and as reported to NRS, refunds and credit notes, cash-ups and payments, each a CSV file,
// and all as one workbook. Its state is its URL.
export default async function AccountsReportPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const staff = await requirePermissionPage('reports.read');
  const { period, data } = await readAccountsReport(periodParamsSchema.parse(await searchParams));
  const exportHref = roleCan(staff.role, 'reports.export')
    ? (table: AccountsTable | 'workbook') => listHref('/admin/reports/accounts/export', { table, period: period.preset, from: period.first, to: period.last })
    : null;
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title="For the accountant"
        description="VAT by the month it belongs to, as charged on receipts and as reported to NRS; refunds and their credit notes; cash-ups; money received by method and day. Lagos time."
        actions={
          exportHref ? (
            <Button asChild variant="subtle">
              <a href={exportHref('workbook')} download>
                <FileSpreadsheet aria-hidden="true" className="size-4" />
                Workbook (XLSX)
              </a>
            </Button>
          ) : null
        }
      />
      <ReportNav current="/admin/reports/accounts" />
      <PeriodPicker period={period} action="/admin/reports/accounts" grouped={false} />
      {ACCOUNTS_TABLE_KEYS.map((table) => (
        <ReportCard
          key={table}
          title={ACCOUNTS_TABLES[table]}
          header={accountsHeader(table)}
          rows={accountsRows(table, data).map(({ key, cells: [first, ...rest] }) => ({
            key,
            label: cellText(first!),
            cells: rest.map((cell) => ({ text: cellText(cell), number: !('text' in cell) })),
          }))}
          exportHref={exportHref?.(table) ?? null}
          empty={EMPTY[table]}
        />
      ))}
    </div>
  );
}
