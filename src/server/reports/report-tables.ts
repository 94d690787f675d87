import 'server-only';
import type { Period } from '@/lib/reports/periods';
import { REPORT_TABLE_KEYS, type FiguresRow, type ReportTable, type SalesFigures } from '@/lib/reports/figures';
import type { TableRows as TableData } from '@/lib/reports/table-columns';
import { periodFigures, salesFigures, type Grouping } from './sale-sums';
import { byBucket, lineSales, moneyByMethod, ORDER_GROUPINGS } from './sales-breakdowns';

// A period's report, read for the Reports screen (every table at once) and for one table's CSV file.
// The callers check the permission (src/server/reports/sales-report.ts, src/app/admin/reports/export/route.ts).


const rowsOf = (figures: Map<string, SalesFigures>): FiguresRow[] => [...figures].map(([key, value]) => ({ key, figures: value }));

async function figuresTable(period: Period, grouping: Grouping): Promise<TableData> {
  return { kind: 'figures', rows: rowsOf(await salesFigures(period, grouping)) };
}

/** The screen shows the biggest pieces, variants and categories; a table's CSV has them all. */
export const SCREEN_LINE_ROWS = 50;

/** One table of the period; a lines table's first `lineRows` rows (all with null). */
export async function readReportTable(period: Period, table: ReportTable, lineRows: number | null = null): Promise<TableData> {
  switch (table) {
    case 'periods':
      return figuresTable(period, byBucket(period.bucket));
    case 'channel':
    case 'location':
    case 'staff':
    case 'delivery-state':
      return figuresTable(period, ORDER_GROUPINGS[table]);
    case 'category':
    case 'piece':
    case 'variant':
      return { kind: 'lines', ...(await lineSales(period, table, lineRows)) };
    case 'payment-method':
      return { kind: 'money', rows: await moneyByMethod(period) };
  }
}

export type SalesReport = {
  period: Period;
  current: SalesFigures;
  previous: SalesFigures;
  tables: Record<ReportTable, TableData>;
};

export async function readWholeReport(period: Period): Promise<SalesReport> {
  const [current, previous, ...data] = await Promise.all([
    periodFigures(period),
    periodFigures(period.previous),
    ...REPORT_TABLE_KEYS.map((table) => readReportTable(period, table, SCREEN_LINE_ROWS)),
  ]);
  return { period, current, previous, tables: Object.fromEntries(REPORT_TABLE_KEYS.map((table, index) => [table, data[index]!])) as SalesReport['tables'] };
}
