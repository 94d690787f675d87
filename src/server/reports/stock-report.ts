import 'server-only';
import { requirePermission } from '@/server/auth/permissions';
import { lagosDay } from '@/lib/dates';
import { resolvePeriod, type Period, type PeriodParams } from '@/lib/reports/periods';
import type { ScreenRow, ScreenTable } from '@/lib/reports/screen-tables';
import { STOCK_COLUMNS, STOCK_TABLE_KEYS, UNSOLD_DAYS, type StockTable } from '@/lib/reports/stock-tables';
import { piecesSold, stockByLocation, unsoldPieces, variantsSold, variantsToReorder, variantsWithoutCost, type ListRows } from './stock-reads';

// Reports → Stock (docs/decisions/0082-what-each-figure-counts.md, "Stock and cost"): stock and its value as it is
// `now`, and the chosen period's sell-through and margins. The callers check the permission
// (readStockReport here; the export route through src/server/reports/screen-export.ts).

const whole = (rows: ScreenRow[]): ListRows => ({ rows, total: rows.length });

/** A table's rows; the long lists (unsold, to reorder) at most `limit` of them. */
async function rowsOf(period: Period, table: StockTable, now: Date, limit: number | null): Promise<ListRows> {
  switch (table) {
    case 'locations':
      return whole(await stockByLocation());
    case 'unsold-60':
    case 'unsold-90':
      return unsoldPieces(UNSOLD_DAYS[table], lagosDay(now), limit);
    case 'reorder':
      return variantsToReorder(limit);
    case 'pieces':
      return whole(await piecesSold(period));
    case 'variants':
      return whole(await variantsSold(period));
  }
}

/** One whole table, for its CSV file. */
export async function stockTable(period: Period, table: StockTable, now: Date): Promise<ScreenTable> {
  return { columns: STOCK_COLUMNS[table], rows: (await rowsOf(period, table, now, null)).rows };
}

/** Each table with how many rows it has in all: the screen shows the first `SCREEN_ROWS` of a long list, its CSV file all. */
export type StockReport = { period: Period; tables: Record<StockTable, ScreenTable & { total: number }>; variantsWithoutCost: number };
export const SCREEN_ROWS = 100;

export async function readStockReport(params: PeriodParams, now: Date = new Date()): Promise<StockReport> {
  await requirePermission('reports.read');
  const period = resolvePeriod(params, now);
  const read = async (table: StockTable) => ({ columns: STOCK_COLUMNS[table], ...(await rowsOf(period, table, now, SCREEN_ROWS)) });
  const [missing, ...tables] = await Promise.all([variantsWithoutCost(), ...STOCK_TABLE_KEYS.map(read)]);
  return { period, tables: Object.fromEntries(STOCK_TABLE_KEYS.map((table, index) => [table, tables[index]!])) as StockReport['tables'], variantsWithoutCost: missing };
}
