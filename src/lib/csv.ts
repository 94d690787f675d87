// CSV for spreadsheets (RFC 4180: comma separated, CRLF line ends, quotes doubled), safe to
// open in Excel, LibreOffice or Google Sheets. A cell a shopper typed (a name, an address)
// that starts like a formula would run as one when the file is opened: `=HYPERLINK(...)`
// becomes a live link, `=cmd|...` once ran programs. Such cells get a leading apostrophe,
// which every spreadsheet reads as "this is text" and hides (OWASP, CSV injection).

export type CsvValue = string | number | null | undefined;

/** The characters a spreadsheet treats as the start of a formula: = + - @, tab and carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: defused if it starts like a formula, quoted when it holds a comma, quote or line break. */
export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of cells, ending in CRLF. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/**
 * Opens the file: Excel reads a CSV as the PC's legacy code page unless it starts with a
 * UTF-8 byte order mark, which would turn 'Ọlá' into mojibake.
 */
export const CSV_BOM = '\uFEFF';

/**
 * A CSV file written as it is read: the header row (after the BOM) first, then one batch of rows
 * per pull, so a large export never sits in memory at once. Each batch is read after the last row
 * of the one before (keyset paging: rows added during the export shift nothing); the first batch is
 * small so the download starts at once. The file ends with the first batch shorter than asked for.
 * A failed read is handed to `onError` (to be logged) and fails the stream.
 */
export function csvStream<Row, Cursor>({
  header,
  firstBatchSize,
  batchSize,
  read,
  line,
  cursorAfter,
  onError,
}: {
  header: readonly CsvValue[];
  firstBatchSize: number;
  batchSize: number;
  read: (after: Cursor | null, size: number) => Promise<Row[]>;
  line: (row: Row) => string;
  cursorAfter: (last: Row) => Cursor | null;
  onError: (error: unknown) => void;
}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: Cursor | null = null;
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(CSV_BOM + csvRow(header)));
        return;
      }
      try {
        const size = after ? batchSize : firstBatchSize;
        const rows = await read(after, size);
        if (rows.length > 0) controller.enqueue(encoder.encode(rows.map(line).join('')));
        const last = rows.at(-1);
        if (!last || rows.length < size) controller.close();
        else after = cursorAfter(last);
      } catch (error) {
        onError(error);
        controller.error(error);
      }
    },
  });
}
