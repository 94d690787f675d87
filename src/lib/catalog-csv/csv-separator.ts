// A spreadsheet set to a language that writes decimal commas (most of Europe) saves its "CSV" with
// semicolons between the cells. A file's separator is the one its header line uses more, counted
// outside quotes: Shopify's column names hold neither, so a header has many of one and none of the other.

export type CsvSeparator = ',' | ';';

const QUOTE = 0x22;
const COMMA = 0x2c;
const SEMICOLON = 0x3b;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/** Reads the bytes of the file's start, chunk by chunk, until its first line ends. */
class HeaderSeparator {
  private quoted = false;
  private commas = 0;
  private semicolons = 0;
  /** The header line has ended: `separator` is final. */
  ended = false;

  read(bytes: Uint8Array): void {
    // A byte below 0x80 is never part of a UTF-8 multi-byte character, so bytes can be compared one by one.
    for (const byte of bytes) {
      if (this.ended) return;
      if (byte === QUOTE) this.quoted = !this.quoted;
      else if (this.quoted) continue;
      else if (byte === LINE_FEED || byte === CARRIAGE_RETURN) this.ended = true;
      else if (byte === COMMA) this.commas += 1;
      else if (byte === SEMICOLON) this.semicolons += 1;
    }
  }

  /** Commas unless the header has more semicolons. */
  get separator(): CsvSeparator {
    return this.semicolons > this.commas ? ';' : ',';
  }
}

/**
 * The file's separator, read from its header line, and its bytes from the start. Reads no more of the
 * input than the chunks that hold the header line (at most `headerLimit` bytes; past that the parser
 * refuses the row). Stopping the returned chunks closes the input.
 */
export async function separatedInput(input: AsyncIterable<string | Uint8Array>, headerLimit: number) {
  const source = input[Symbol.asyncIterator]();
  const header = new HeaderSeparator();
  const head: Uint8Array[] = [];
  let size = 0;
  while (!header.ended && size <= headerLimit) {
    const next = await source.next();
    if (next.done) break;
    const bytes = asBytes(next.value);
    header.read(bytes);
    head.push(bytes);
    size += bytes.length;
  }
  async function* chunks(): AsyncGenerator<Uint8Array> {
    try {
      if (head.length > 0) yield Buffer.concat(head);
      for (let next = await source.next(); !next.done; next = await source.next()) yield asBytes(next.value);
    } finally {
      await source.return?.();
    }
  }
  return { separator: header.separator, chunks: chunks() };
}

const asBytes = (chunk: string | Uint8Array): Uint8Array => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
