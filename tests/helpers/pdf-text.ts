import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// Reads a PDF's text back as a person sees it, for tests: each page's lines top to bottom, the
// pieces of a line left to right joined by ' | ' (a table row reads 'Sofa | 2 | ₦450,000.00').
// pdfjs-dist's legacy build is the one that runs on Node 20.

type Piece = { text: string; x: number; y: number };

export async function pdfLines(bytes: Uint8Array): Promise<string[]> {
  // pdfjs takes ownership of the buffer it is given: pass a copy.
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const lines: string[] = [];
  try {
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      const pieces: Piece[] = [];
      for (const item of content.items) {
        if ('str' in item && item.str.trim()) pieces.push({ text: item.str.trim(), x: item.transform[4], y: Math.round(item.transform[5]) });
      }
      const rows = new Map<number, Piece[]>();
      for (const piece of pieces) rows.set(piece.y, [...(rows.get(piece.y) ?? []), piece]);
      // PDF y grows upwards: the top line has the largest y.
      for (const y of [...rows.keys()].sort((a, b) => b - a)) {
        lines.push(rows.get(y)!.sort((a, b) => a.x - b.x).map((piece) => piece.text).join(' | '));
      }
    }
  } finally {
    await document.destroy();
  }
  return lines;
}
