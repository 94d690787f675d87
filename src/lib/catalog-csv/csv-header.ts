import { type CsvBreak, type CsvRecord, csvRecords } from './csv-records';
import type { CsvSeparator } from './csv-separator';
import type { RowProblem } from './imported-product';

// The start every reader shares: the header row matched into the reader's columns, or the one problem
// that refuses the whole file.

type Records = AsyncGenerator<CsvRecord | CsvBreak>;
type ColumnMatch<T> = (header: readonly string[], separator: CsvSeparator) => { columns: T } | { missing: string };

/** The columns, or why the file cannot be read at all (empty, broken at its header, lacking a column): then nothing more is read. */
export async function matchedHeader<T>(records: Records, match: ColumnMatch<T>): Promise<{ columns: T } | { refused: RowProblem }> {
  const header = await records.next();
  if (header.done) return refuse(records, 1, 'The file is empty');
  if ('broken' in header.value) return refuse(records, header.value.row, header.value.broken);
  const matched = match(header.value.cells, header.value.separator);
  return 'missing' in matched ? refuse(records, 1, matched.missing) : matched;
}

async function refuse(records: Records, row: number, message: string): Promise<{ refused: RowProblem }> {
  await records.return(undefined);
  return { refused: { row, handle: null, message } };
}

/** Said of a product whose rows may run on past the row where the file stops being CSV. */
export const brokenOffMessage = (row: number) => `This product was not imported: the file breaks off at row ${row}`;

type Input = AsyncIterable<string | Uint8Array>;

/**
 * The header row's cells, read as the readers read it (csvRecords), and the input again from its first
 * byte: the input can be read only once, so the chunks the header took are kept and given again, then
 * the rest as it comes. A file without a readable header has no cells.
 */
export async function peekedHeader(input: Input): Promise<{ header: string[]; input: Input }> {
  const source = input[Symbol.asyncIterator]();
  const taken: (string | Uint8Array)[] = [];
  // Without return(): closing the records read here must not close the input the reader goes on with.
  const recording: Input = {
    [Symbol.asyncIterator]: () => ({
      next: async () => {
        const next = await source.next();
        if (!next.done) taken.push(next.value);
        return next;
      },
    }),
  };
  const records = csvRecords(recording);
  const header = await headerCells(records);
  await records.return(undefined);
  async function* replayed() {
    try {
      yield* taken;
      for (let next = await source.next(); !next.done; next = await source.next()) yield next.value;
    } finally {
      await source.return?.();
    }
  }
  return { header, input: replayed() };
}

/** The first row's cells; none when the file is empty or broken there. */
export async function headerCells(records: Records): Promise<string[]> {
  const first = await records.next();
  return first.done || 'broken' in first.value ? [] : first.value.cells;
}
