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
