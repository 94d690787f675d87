import 'server-only';
import { logger } from '@/server/logger';
import { csvRow, csvStream } from '@/lib/csv';
import { koboToNairaDecimal } from '@/lib/money';
import type { ReportTable } from '@/lib/reports/figures';
import type { Period } from '@/lib/reports/periods';
import { keyLabel, tableCells, tableHeader, type Cell } from '@/lib/reports/table-columns';
import { readReportTable } from './report-tables';

// One Reports table as a CSV file, naira with two decimals. A table is a few hundred rows at most
// (aggregated), read in one query and streamed as the other exports are (src/lib/csv.ts). The caller
// (src/app/admin/reports/export/route.ts) has already checked the permission.

const cellText = (cell: Cell) => ('kobo' in cell ? koboToNairaDecimal(cell.kobo) : cell.count);

async function tableRows(period: Period, table: ReportTable) {
  return tableCells(await readReportTable(period, table));
}

export function reportCsvStream(period: Period, table: ReportTable): ReadableStream<Uint8Array> {
  return csvStream({
    header: tableHeader(table),
    firstBatchSize: Number.MAX_SAFE_INTEGER,
    batchSize: Number.MAX_SAFE_INTEGER,
    read: () => tableRows(period, table),
    line: (row) => csvRow([keyLabel(table, row.key), ...row.cells.map(cellText)]),
    cursorAfter: () => null,
    onError: (error) => logger.error({ err: error, table }, 'reports: the CSV export failed'),
  });
}
