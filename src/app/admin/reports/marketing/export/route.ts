import { readMarketingTable } from '@/server/reports/marketing-reads';
import { screenExportResponse } from '@/server/reports/screen-export';
import { MARKETING_TABLE_KEYS, MARKETING_TABLES } from '@/lib/reports/report-screens';

// GET /admin/reports/marketing/export?table=&period=&from=&to=&by=: one table of Reports → Marketing as CSV (src/server/reports/screen-export.ts).
export function GET(request: Request) {
  return screenExportResponse(request, { screen: 'Marketing', titles: MARKETING_TABLES, keys: MARKETING_TABLE_KEYS, read: readMarketingTable });
}
