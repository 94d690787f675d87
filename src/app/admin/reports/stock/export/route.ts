import { stockTables } from '@/server/reports/stock-table';
import { screenExportResponse } from '@/server/reports/screen-export';
import { STOCK_TABLE_KEYS, STOCK_TABLES } from '@/lib/reports/stock-tables';

// GET /admin/reports/stock/export?table=&period=&from=&to=: one table of Reports → Stock as CSV (src/server/reports/screen-export.ts).
export function GET(request: Request) {
  return screenExportResponse(request, { screen: 'Stock', titles: STOCK_TABLES, keys: STOCK_TABLE_KEYS, read: async (period, table) => (await stockTables(period, [table], new Date()))[table] });
}
