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

const UNSOLD_TABLES = Object.keys(UNSOLD_DAYS) as Array<keyof typeof UNSOLD_DAYS>;
const isUnsold = (table: StockTable): table is keyof typeof UNSOLD_DAYS => table in UNSOLD_DAYS;

/** A table's rows other than the unsold lists (read together by unsoldPieces); the long lists at most `limit` of them. */
async function rowsOf(period: Period, table: Exclude<StockTable, keyof typeof UNSOLD_DAYS>, limit: number | null): Promise<ListRows> {
  switch (table) {
    case 'locations':
      return whole(await stockByLocation());
    case 'reorder':
      return variantsToReorder(limit);
    case 'pieces':
      return piecesSold(period, limit);
    case 'variants':
      return variantsSold(period, limit);
  }
}

/** The `tables` asked for: whole for a CSV file (`limit` null), their first rows for the screen. */
export async function stockTables<Table extends StockTable>(period: Period, tables: readonly Table[], now: Date, limit: number | null = null): Promise<Record<Table, CountedTable>> {
  const unsoldDays = UNSOLD_TABLES.filter((table) => tables.includes(table as Table)).map((table) => UNSOLD_DAYS[table]);
  const [unsold, ...others] = await Promise.all([
    unsoldDays.length > 0 ? unsoldPieces(unsoldDays, lagosDay(now), limit) : null,
    ...tables.map((table) => (isUnsold(table) ? null : rowsOf(period, table, limit))),
  ]);
  return Object.fromEntries(
    tables.map((table, index) => [table, { columns: STOCK_COLUMNS[table], ...(isUnsold(table) ? unsold![UNSOLD_DAYS[table]] : others[index]!) }]),
  ) as Record<Table, CountedTable>;
}
