import { CsvError, parse, type Parser } from 'csv-parse';
import { type CsvSeparator, separatedInput } from './csv-separator';

// The CSV grammar (quoted cells, embedded line breaks, doubled quotes, CRLF or LF, a UTF-8 BOM, cells
// separated by commas or semicolons as the header line shows: csv-separator.ts) is csv-parse's,
// through its streaming parser, fed one input chunk at a time: the next chunk is asked for only once
// the records of the last one have been taken, so the file is never held whole, and a single row is
// capped. The parser is a Node stream: this module and the reader are for the server.

/** A longer row is refused: a real product row is a few KB, and the cap bounds what one row can hold. */
export const MAX_ROW_BYTES = 1024 * 1024;

/** One record, with the line of the file it starts on (the header is 1) and the file's separator. */
export type CsvRecord = { row: number; cells: string[]; separator: CsvSeparator };

/** The file stops being CSV at `row`: nothing from there on can be read. */
export type CsvBreak = { row: number; broken: string };

const LINE_BREAK = /\r\n|\r|\n/g;

export async function* csvRecords(input: AsyncIterable<string | Uint8Array>): AsyncGenerator<CsvRecord | CsvBreak> {
  const { separator, chunks } = await separatedInput(input, MAX_ROW_BYTES);
  // Records are taken as the parser finds them rather than read from its stream side: a stream that
  // fails drops the records it still holds, and those before a broken row must still be read.
  const found: string[][] = [];
  const parser = newParser(separator, found);

  // csv-parse's own line count is off for CRLF files: the line a record starts on is counted here.
  let row = 1;
  function* take(): Generator<CsvRecord> {
    for (const cells of found.splice(0)) {
      yield { row, cells, separator };
      row += 1;
      for (const cell of cells) row += cell.match(LINE_BREAK)?.length ?? 0;
    }
  }

  try {
    for await (const chunk of chunks) {
      const error = await written(parser, chunk);
      yield* take();
      if (error) {
        yield broken(row, error);
        return;
      }
    }
    const error = await ended(parser);
    yield* take();
    if (error) yield broken(row, error);
  } finally {
    // Also when the reader stops early: the for-await above has then closed the input.
    parser.destroy();
  }
}

function newParser(separator: CsvSeparator, found: string[][]): Parser {
  const parser = parse({
    bom: true,
    delimiter: separator,
    // Spaces or tabs around a cell, also between a closing quote and the separator ("Cupcakes"  ,), as
    // hand-kept files and some exporters pad them; a quoted cell keeps those inside its quotes.
    trim: true,
    // A spreadsheet may drop a row's empty trailing cells, or add some.
    relax_column_count: true,
    // A quote inside an unquoted cell (a 7" leg) is kept, as spreadsheets read it; inside a quoted cell
    // it must be doubled, as every spreadsheet writes it.
    relax_quotes: true,
    max_record_size: MAX_ROW_BYTES,
    on_record: (cells) => {
      found.push(cells);
      return null;
    },
  });
  // Failures come back through written() and ended(); this keeps them from also being thrown as events.
  parser.on('error', () => {});
  return parser;
}

/** Resolves once the parser has taken the chunk in: null, or the error that stopped it. */
function written(parser: Parser, chunk: string | Uint8Array): Promise<Error | null> {
  return new Promise((resolve) => parser.write(chunk, (error) => resolve(error ?? null)));
}

/** Resolves once the parser has read the last record (one without a final line break included). */
function ended(parser: Parser): Promise<Error | null> {
  return new Promise((resolve) => {
    parser.once('finish', () => resolve(null));
    parser.once('error', (error: Error) => resolve(error));
    parser.end();
  });
}

function broken(row: number, error: Error): CsvBreak {
  if (!(error instanceof CsvError)) throw error;
  const rest = 'nothing from this row on could be read';
  switch (error.code) {
    case 'CSV_MAX_RECORD_SIZE':
      return { row, broken: `This row is longer than 1 MB, the most a row may hold; ${rest}` };
    case 'CSV_QUOTE_NOT_CLOSED':
      return { row, broken: `A quoted cell on this row is never closed; ${rest}` };
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
      return { row, broken: `A quote (") inside a quoted cell on this row is not doubled; ${rest}` };
    default:
      return { row, broken: `This row is not valid CSV; ${rest}` };
  }
}
