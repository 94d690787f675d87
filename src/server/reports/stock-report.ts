import 'server-only';
import { requirePermission } from '@/server/auth/permissions';
import { resolvePeriod, type Period, type PeriodParams } from '@/lib/reports/periods';
import { STOCK_TABLE_KEYS, type StockTable } from '@/lib/reports/stock-tables';
import { variantsWithoutCost } from './stock-reads';
import { SCREEN_ROWS, stockTable, type CountedTable } from './stock-table';

// Reports → Stock for the screen (docs/decisions/0082-what-each-figure-counts.md, "Stock and cost"): every table,
// long lists cut to their first rows, and how many variants with stock have no cost.

export type StockReport = { period: Period; tables: Record<StockTable, CountedTable>; variantsWithoutCost: number };

export async function readStockReport(params: PeriodParams, now: Date = new Date()): Promise<StockReport> {
  await requirePermission('reports.read');
  const period = resolvePeriod(params, now);
  const [missing, ...tables] = await Promise.all([variantsWithoutCost(), ...STOCK_TABLE_KEYS.map((table) => stockTable(period, table, now, SCREEN_ROWS))]);
  return { period, tables: Object.fromEntries(STOCK_TABLE_KEYS.map((table, index) => [table, tables[index]!])) as StockReport['tables'], variantsWithoutCost: missing };
}
