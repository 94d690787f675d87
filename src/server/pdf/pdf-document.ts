import 'server-only';
import PDFDocument from 'pdfkit';
import { COLOURS, CONTENT, FONTS, PAGE, write } from './pdf-style';

// A PDF document in Inter, returned as bytes: the A4 pages of a receipt, numbered when there are
// several, and the sheets of barcode labels.

/** A receipt longer than a page says on each page whose it is and which page it is. */
function numberPages(doc: PDFKit.PDFDocument, invoiceNumber: string) {
  const { start, count } = doc.bufferedPageRange();
  if (count < 2) return;
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Inside the bottom margin, which pdfkit would otherwise answer with a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    write(doc, `${invoiceNumber} · page ${index - start + 1} of ${count}`, CONTENT.left, PAGE.height - 32, {
      size: 7.5,
      colour: COLOURS.muted,
      width: CONTENT.width,
      align: 'right',
    });
    doc.page.margins.bottom = margin;
  }
}

/**
 * A pdfkit document set in Inter (never a standard font, which has no naira sign), and its bytes, which
 * arrive once the caller ends it. Receipts and the catalogue's barcode labels are drawn on one.
 */
export function interDocument(options: PDFKit.PDFDocumentOptions): { doc: PDFKit.PDFDocument; bytes: Promise<Buffer> } {
  const doc = new PDFDocument({ ...options, font: FONTS.regular });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('semibold', FONTS.semibold);
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

export function renderPdf(info: { title: string; author: string; invoiceNumber: string }, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const { doc, bytes } = interDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: `${info.title} ${info.invoiceNumber}`, Author: info.author },
    // Kept until the end, so page numbers can be written once the page count is known.
    bufferPages: true,
  });
  draw(doc);
  numberPages(doc, info.invoiceNumber);
  doc.end();
  return bytes;
}
