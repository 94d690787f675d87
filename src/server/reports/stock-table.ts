import 'server-only';
import { lagosDay } from '@/lib/dates';
import type { Period } from '@/lib/reports/periods';
import type { ScreenRow, ScreenTable } from '@/lib/reports/screen-tables';
import { STOCK_COLUMNS, UNSOLD_DAYS, type StockTable } from '@/lib/reports/stock-tables';
import { piecesSold, stockByLocation, unsoldPieces, variantsSold, variantsToReorder, type ListRows } from './stock-reads';

// One table of Reports → Stock (docs/decisions/0082-what-each-figure-counts.md, "Stock and cost"): stock and its
// value as it is `now`, or the period's sell-through and margins. The callers check the permission
// (src/server/reports/stock-report.ts for the screen; the export route through src/server/reports/screen-export.ts).

/** Each table with how many rows it has in all: the screen shows the first SCREEN_ROWS of a long list, its CSV file all. */
export const SCREEN_ROWS = 100;
export type CountedTable = ScreenTable & { total: number };

const whole = (rows: ScreenRow[]): ListRows => ({ rows, total: rows.length });

/** A table's rows; the long lists (all but the locations) at most `limit` of them. */
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
      return piecesSold(period, limit);
    case 'variants':
      return variantsSold(period, limit);
  }
}

/** One table: whole for its CSV file (`limit` null), its first rows for the screen. */
export async function stockTable(period: Period, table: StockTable, now: Date, limit: number | null = null): Promise<CountedTable> {
  return { columns: STOCK_COLUMNS[table], ...(await rowsOf(period, table, now, limit)) };
}
