import { Parser } from 'htmlparser2';

// A product's description is plain text (its lines kept); Shopify's Body (HTML) is HTML. Import reads
// the HTML as the text a shopper sees; export writes the text as HTML that reads back the same.
// Reading goes through htmlparser2, a real HTML tokenizer, so quoted attributes holding ">" and the
// insides of <script> and <style> never leak into the text (docs/security.md, "Descriptions imported
// from HTML").

/** Elements whose contents are never text a shopper reads. */
const HIDDEN = new Set(['script', 'style', 'template', 'noscript', 'head', 'title', 'iframe', 'object', 'svg', 'select', 'textarea']);
/** Elements that start and end a line of their own. */
const BLOCK = new Set(['p', 'div', 'li', 'ul', 'ol', 'dl', 'dt', 'dd', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr', 'table', 'blockquote', 'pre', 'section', 'article', 'header', 'footer', 'figure', 'figcaption', 'address', 'hr']);
const CELL = new Set(['td', 'th']);
const CELL_SEPARATOR = ' | ';
/** Whitespace HTML folds into one space. A no-break space is not folded (textToHtml keeps runs of spaces with it) and reads as a space. */
const FOLDED_SPACE = /[ \t\n\r\f]+/g;

/** The text a shopper sees: markup dropped, <br> and blocks as line breaks, table cells apart, entities decoded. */
export function htmlToText(html: string): string {
  let text = '';
  let hiddenDepth = 0;
  let cellDepth = 0;
  const currentLine = () => text.slice(text.lastIndexOf('\n') + 1).trim();
  // A paragraph or line break inside a table cell would split its row: there it is a space.
  const space = () => {
    if (!text.endsWith(' ')) text += ' ';
  };
  const endLine = () => {
    if (cellDepth > 0) space();
    else if (currentLine() !== '') text += '\n';
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (HIDDEN.has(name)) hiddenDepth += 1;
        else if (BLOCK.has(name)) endLine();
        else if (CELL.has(name)) {
          if (currentLine() !== '') text += CELL_SEPARATOR;
          cellDepth += 1;
        }
      },
      onclosetag(name) {
        if (HIDDEN.has(name)) hiddenDepth = Math.max(0, hiddenDepth - 1);
        else if (CELL.has(name)) cellDepth = Math.max(0, cellDepth - 1);
        else if (name === 'br' && cellDepth > 0) space();
        else if (name === 'br') text += '\n';
        else if (BLOCK.has(name)) endLine();
      },
      ontext(data) {
        // The HTML source's own line breaks are spaces; only the markup breaks lines.
        if (hiddenDepth === 0) text += data.replace(FOLDED_SPACE, ' ').replace(/\u00a0/g, ' ');
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return text
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
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
