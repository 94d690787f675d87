import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/page-header';
import { HeadlineFigures } from '../_components/headline-figures';
import { PeriodPicker } from '../_components/period-picker';
import { ReportNav } from '../_components/report-nav';
import { ScreenTableCard } from '../_components/screen-table-card';
import { requirePermissionPage } from '@/server/auth/permissions';
import { readStockReport } from '@/server/reports/stock-report';
import { SCREEN_ROWS } from '@/server/reports/stock-table';
import { LOW_STOCK_MAX } from '@/lib/catalog/low-stock';
import { listHref } from '@/lib/list-href';
import { formatNaira } from '@/lib/money';
import { periodParamsSchema } from '@/lib/reports/periods';
import { STOCK_TABLE_KEYS, STOCK_TABLES, type StockTable } from '@/lib/reports/stock-tables';
import { roleCan } from '@/lib/staff-roles';

export const metadata: Metadata = { title: 'Reports: stock' };

const EMPTY: Record<StockTable, string> = {
  locations: 'No stock location yet.',
  'unsold-60': 'No piece in stock has gone the last 60 days without a sale (pieces listed since are left out).',
  'unsold-90': 'No piece in stock has gone the last 90 days without a sale (pieces listed since are left out).',
  reorder: `No piece kept in stock is down to ${LOW_STOCK_MAX} or fewer.`,
  pieces: 'No sales in this period.',
  variants: 'No sales in this period.',
};

const count = (value: number) => value.toLocaleString('en-NG');

// Reports → Stock (docs/decisions/0082-what-each-figure-counts.md, "Stock and cost"): stock and its value at cost
// and at price as it is now, pieces not sold in 60 and 90 days, what to reorder, and the period's sell-through
// and margins. Its state is its URL.
export default async function StockReportPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const staff = await requirePermissionPage('reports.read');
  const { period, tables, piecesWithoutCost } = await readStockReport(periodParamsSchema.parse(await searchParams));
  const canExport = roleCan(staff.role, 'reports.export');
  const exportHref = (table: StockTable) =>
    canExport ? listHref('/admin/reports/stock/export', { table, period: period.preset, from: period.first, to: period.last }) : null;
  const total = tables.locations.rows.at(-1)!.cells as [string, number, number, number, number];
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title="Stock"
        description="Stock on hand now at every location, valued at cost and at the price a shopper pays now; sell-through and margins for the period, by the day each order was placed (Lagos time). Prices include VAT."
      />
      <ReportNav current="/admin/reports/stock" />
      <HeadlineFigures
        label="Stock at a glance"
        figures={[
          { label: 'Units on hand', value: count(total[1]), note: 'every location' },
          { label: 'Value at cost', value: formatNaira(total[2]), note: piecesWithoutCost > 0 ? 'known costs only' : 'every unit' },
          { label: 'Value at price', value: formatNaira(total[3]) },
          { label: 'Not sold in 90 days', value: count(tables['unsold-90'].total), note: 'pieces in stock' },
        ]}
      />
      {piecesWithoutCost > 0 ? (
        <p role="note" className="rounded-xl border border-accent/40 bg-accent/10 p-3 text-sm font-medium" data-testid="pieces-without-cost">
          {count(piecesWithoutCost)} {piecesWithoutCost === 1 ? 'piece has' : 'pieces have'} units in stock without a cost: their value at cost is not
          counted. Enter costs on each product’s form, or import them in the catalogue file’s Cost per item column.
        </p>
      ) : null}
      <PeriodPicker period={period} action="/admin/reports/stock" grouped={false} />
      {STOCK_TABLE_KEYS.map((table) => (
        <div key={table} className="flex flex-col gap-2">
          <ScreenTableCard title={STOCK_TABLES[table]} table={tables[table]} exportHref={exportHref(table)} empty={EMPTY[table]} />
          {tables[table].total > tables[table].rows.length ? (
            <p className="text-sm text-muted-foreground">
              The first {SCREEN_ROWS} of {count(tables[table].total)}; the CSV file has them all.
            </p>
          ) : null}
        </div>
      ))}
    </div>
  );
}
