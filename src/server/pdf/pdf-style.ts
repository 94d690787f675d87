import 'server-only';
import path from 'node:path';

// The look of the shop's PDFs (the receipts, the catalogue's barcode labels): the shop's colours
// (src/app/globals.css) and Inter. Server infrastructure, under the domains that draw a PDF
// (docs/architecture.md section 3, "Layers"), so none borrows it from another.
// The PDF standard fonts have no naira sign (₦, U+20A6), so Inter's static TTFs are embedded
// (subset by pdfkit to the glyphs used). Licence: SIL Open Font License 1.1, fonts/OFL.txt.
// Read from the source tree at run time, as the migrations are (the app runs from its folder).

const FONT_DIR = path.join(process.cwd(), 'src/server/pdf/fonts');

export const FONTS = {
  regular: path.join(FONT_DIR, 'Inter_400Regular.ttf'),
  semibold: path.join(FONT_DIR, 'Inter_600SemiBold.ttf'),
} as const;

export type FontName = keyof typeof FONTS;

export const COLOURS = {
  text: '#211d19',
  muted: '#6b6158',
  rule: '#e4dacb',
  band: '#f3ede3',
  indigo: '#1e2a4a',
} as const;

/** A4 with 50pt margins: the printable box every part lays itself out in. */
export const PAGE = { margin: 50, width: 595.28, height: 841.89 } as const;
export const CONTENT = { left: PAGE.margin, right: PAGE.width - PAGE.margin, width: PAGE.width - 2 * PAGE.margin, bottom: PAGE.height - PAGE.margin } as const;

// Tabular figures keep the columns of amounts aligned digit under digit. Measuring must use the
// same features as drawing: they change the text's width, and so where it wraps.
const TEXT_OPTIONS = { lineGap: 1.5, features: ['tnum'] } satisfies PDFKit.Mixins.TextOptions;

export type TextStyle = { font?: FontName; size?: number; colour?: string; align?: 'left' | 'right' | 'center'; width?: number };

/** Sets font, size and colour, then writes at (x, y); returns the y just below the text. */
export function write(doc: PDFKit.PDFDocument, text: string, x: number, y: number, style: TextStyle = {}): number {
  const { font = 'regular', size = 9.5, colour = COLOURS.text, align = 'left', width } = style;
  doc.font(font).fontSize(size).fillColor(colour).text(text, x, y, { ...TEXT_OPTIONS, width, align });
  return doc.y;
}

/** The height `text` takes in `style` at `width`, to lay out before drawing. */
export function measure(doc: PDFKit.PDFDocument, text: string, width: number, style: TextStyle = {}): number {
  const { font = 'regular', size = 9.5 } = style;
  return doc.font(font).fontSize(size).heightOfString(text, { ...TEXT_OPTIONS, width });
}

/** A small capitalised label over a block ('BILLED TO'). */
export function eyebrow(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width?: number, align: 'left' | 'right' = 'left'): number {
  doc.font('semibold').fontSize(7.5).fillColor(COLOURS.muted).text(text.toUpperCase(), x, y, { width, align, characterSpacing: 0.8 });
  return doc.y + 3;
}

export function rule(doc: PDFKit.PDFDocument, y: number, from: number = CONTENT.left, to: number = CONTENT.right, colour: string = COLOURS.rule) {
  doc.moveTo(from, y).lineTo(to, y).lineWidth(0.75).strokeColor(colour).stroke();
}
