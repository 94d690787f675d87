import 'server-only';
import { requirePermission } from '@/server/auth/permissions';
import { lagosDay } from '@/lib/dates';
import { resolvePeriod, type Period, type PeriodParams } from '@/lib/reports/periods';
import type { ScreenTable } from '@/lib/reports/screen-tables';
import { STOCK_COLUMNS, STOCK_TABLE_KEYS, UNSOLD_DAYS, type StockTable } from '@/lib/reports/stock-tables';
import { piecesSold, stockByLocation, unsoldPieces, variantsSold, variantsToReorder, variantsWithoutCost } from './stock-reads';

// Reports → Stock (docs/decisions/0082-what-each-figure-counts.md, "Stock and cost"): stock and its value as it is
// `now`, and the chosen period's sell-through and margins. The callers check the permission
// (readStockReport here; the export route through src/server/reports/screen-export.ts).

async function rowsOf(period: Period, table: StockTable, now: Date) {
  switch (table) {
    case 'locations':
      return stockByLocation();
    case 'unsold-60':
    case 'unsold-90':
      return unsoldPieces(UNSOLD_DAYS[table], lagosDay(now));
    case 'reorder':
      return variantsToReorder();
    case 'pieces':
      return piecesSold(period);
    case 'variants':
      return variantsSold(period);
  }
}

export async function stockTable(period: Period, table: StockTable, now: Date): Promise<ScreenTable> {
  return { columns: STOCK_COLUMNS[table], rows: await rowsOf(period, table, now) };
}

export type StockReport = { period: Period; tables: Record<StockTable, ScreenTable>; variantsWithoutCost: number };

export async function readStockReport(params: PeriodParams, now: Date = new Date()): Promise<StockReport> {
  await requirePermission('reports.read');
  const period = resolvePeriod(params, now);
  const [missing, ...tables] = await Promise.all([variantsWithoutCost(), ...STOCK_TABLE_KEYS.map((table) => stockTable(period, table, now))]);
  return { period, tables: Object.fromEntries(STOCK_TABLE_KEYS.map((table, index) => [table, tables[index]!])) as Record<StockTable, ScreenTable>, variantsWithoutCost: missing };
}
