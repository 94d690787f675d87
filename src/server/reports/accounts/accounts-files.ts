import 'server-only';
import ExcelJS from 'exceljs';
import { logger } from '@/server/logger';
import { csvRow, csvStream } from '@/lib/csv';
import { koboToNairaDecimal } from '@/lib/money';
import type { Period } from '@/lib/reports/periods';
import { ACCOUNTS_TABLE_KEYS, ACCOUNTS_TABLES, accountsHeader, accountsRows, NAIRA_FORMAT, nairaNumber, type AccountsCell, type AccountsTable } from '@/lib/reports/accounts-tables';
import { readAccountsData } from './accounts-data';

// The accountant's downloads: one table as a CSV file (naira with two decimals, as the Sales report's), or
// every table as one XLSX workbook, a sheet each, naira as numbers shown as currency. A period's tables
// are small (rows per month, day, refund or cash-up), so each is read whole and the workbook built in
// memory. The caller (src/app/admin/reports/accounts/export/route.ts) has already checked the permission.

const csvText = (cell: AccountsCell) => ('kobo' in cell ? koboToNairaDecimal(cell.kobo) : 'count' in cell ? cell.count : cell.text);

export function accountsCsvStream(period: Period, table: AccountsTable): ReadableStream<Uint8Array> {
  return csvStream({
    header: accountsHeader(table),
    firstBatchSize: Number.MAX_SAFE_INTEGER,
    batchSize: Number.MAX_SAFE_INTEGER,
    read: async () => accountsRows(table, await readAccountsData(period)),
    line: (row) => csvRow(row.cells.map(csvText)),
    cursorAfter: () => null,
    onError: (error) => logger.error({ err: error, table }, 'reports: the accountant’s CSV export failed'),
  });
}

/** The workbook's bytes: a sheet per table, its header row bold and kept in view, naira as currency. */
export async function accountsWorkbook(period: Period): Promise<Uint8Array<ArrayBuffer>> {
  const data = await readAccountsData(period);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Adire Living back office';
  for (const table of ACCOUNTS_TABLE_KEYS) {
    const sheet = workbook.addWorksheet(ACCOUNTS_TABLES[table], { views: [{ state: 'frozen', ySplit: 1 }] });
    const header = accountsHeader(table);
    sheet.addRow(header).font = { bold: true };
    for (const row of accountsRows(table, data)) {
      const added = sheet.addRow(row.cells.map((cell) => ('kobo' in cell ? nairaNumber(cell.kobo) : 'count' in cell ? cell.count : cell.text)));
      row.cells.forEach((cell, index) => {
        if ('kobo' in cell) added.getCell(index + 1).numFmt = NAIRA_FORMAT;
      });
    }
    // Wide enough for its heading and for ₦ amounts in the millions.
    sheet.columns.forEach((column, index) => {
      column.width = Math.max(16, header[index]!.length + 2);
    });
  }
  // A copy in an ArrayBuffer of its own, which a Response body takes (exceljs gives a Node Buffer).
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
