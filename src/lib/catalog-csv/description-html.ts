// A product's description is plain text (its lines kept); Shopify's Body (HTML) is HTML. Import reads
// the HTML as the text a shopper sees (tags dropped, <br> and the ends of paragraphs, list items and
// headings as line breaks, entities decoded); export writes the text as HTML that reads back the same.

const NAMED_ENTITIES = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', ' '],
]);

const BLOCK_END = /<\/(p|div|li|h[1-6]|tr|blockquote)\s*>/gi;

export function htmlToText(html: string): string {
  return (
    html
      // In HTML a line break in the source is a space; only the markup breaks lines.
      .replace(/\s+/g, ' ')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(BLOCK_END, '\n')
      .replace(/<[^>]*>/g, '')
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => decoded(name) ?? entity)
      .split('\n')
      .map((line) => line.trim())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

function decoded(name: string): string | undefined {
  if (name.startsWith('#')) {
    const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
  }
  return NAMED_ENTITIES.get(name.toLowerCase());
}

/** Escaped, each line break a <br>, a run of spaces kept by &nbsp; (HTML would fold it into one). */
export function textToHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/ {2,}/g, (run) => ` ${'&nbsp;'.repeat(run.length - 1)}`)
    .replace(/\r?\n/g, '<br>');
}
