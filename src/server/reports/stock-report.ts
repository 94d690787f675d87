import 'server-only';
import { requirePermission } from '@/server/auth/permissions';
import { resolvePeriod, type Period, type PeriodParams } from '@/lib/reports/periods';
import { STOCK_TABLE_KEYS, type StockTable } from '@/lib/reports/stock-tables';
import { piecesWithoutCost } from './stock-reads';
import { SCREEN_ROWS, stockTables, type CountedTable } from './stock-table';

// Reports → Stock for the screen (docs/decisions/0082-what-each-figure-counts.md, "Stock and cost"): every table,
// long lists cut to their first rows, and how many pieces with stock have no cost.

export type StockReport = { period: Period; tables: Record<StockTable, CountedTable>; piecesWithoutCost: number };

export async function readStockReport(params: PeriodParams, now: Date = new Date()): Promise<StockReport> {
  await requirePermission('reports.read');
  const period = resolvePeriod(params, now);
  const [missing, tables] = await Promise.all([piecesWithoutCost(), stockTables(period, STOCK_TABLE_KEYS, now, SCREEN_ROWS)]);
  return { period, tables, piecesWithoutCost: missing };
}
