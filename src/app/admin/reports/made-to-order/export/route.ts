import { readMadeToOrderTable } from '@/server/reports/made-to-order-reads';
import { screenExportResponse } from '@/server/reports/screen-export';
import { lagosDay } from '@/lib/dates';
import { MADE_TO_ORDER_TABLE_KEYS, MADE_TO_ORDER_TABLES } from '@/lib/reports/report-screens';

// GET /admin/reports/made-to-order/export?table=&period=&from=&to=&by=: one table of Reports → Made to order as CSV (src/server/reports/screen-export.ts).
export function GET(request: Request) {
  return screenExportResponse(request, {
    screen: 'Made to order',
    titles: MADE_TO_ORDER_TABLES,
    keys: MADE_TO_ORDER_TABLE_KEYS,
    read: (period, table) => readMadeToOrderTable(period, table, lagosDay(new Date())),
  });
}
