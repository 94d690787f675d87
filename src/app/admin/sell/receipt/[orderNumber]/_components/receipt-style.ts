// The till receipt's own stylesheet, rendered with the page and gone when it is left: an 80 mm roll
// (72 mm printable) in small monospaced black type. No browser takes "size: 80mm auto", so the page is
// as long as the receipt (receipt-page-size.tsx), A4's length until it is measured. The back office's
// frame (sidebar, top bar) is not drawn around it, on screen or on paper: every element that neither
// holds nor is the receipt is hidden, and those that hold it lose their layout. Browsers without :has()
// print the frame as well.
export const RECEIPT_STYLE = `
@page { size: 80mm 297mm; margin: 4mm; }
body:has(.till-receipt) { background: #fff; }
body:has(.till-receipt) :not(:has(.till-receipt), .till-receipt, .till-receipt *) { display: none !important; }
/* Not the hidden box the receipt streams into before it is shown. */
body:has(.till-receipt) :has(.till-receipt):not([hidden]) { all: unset; display: block; }
.till-receipt { box-sizing: border-box; width: 72mm; margin: 0 auto; padding: 8mm 0; color: #000; background: #fff;
  font: 11px/1.4 ui-monospace, 'SF Mono', Menlo, Consolas, 'DejaVu Sans Mono', monospace; }
.till-receipt h1 { font-family: inherit; font-size: 14px; font-weight: 700; text-align: center; margin: 0; }
.till-receipt p { margin: 0; }
.till-receipt .centre { text-align: center; }
.till-receipt .qr { display: block; width: 50mm; height: 50mm; margin: 2mm auto; }
.till-receipt .address { white-space: pre-line; }
.till-receipt .rule { border: 0; border-top: 1px dashed #000; margin: 6px 0; }
.till-receipt .row { display: flex; justify-content: space-between; gap: 8px; }
.till-receipt .row > :last-child { white-space: nowrap; text-align: right; }
.till-receipt .strong { font-weight: 700; }
.till-receipt .total { font-size: 13px; font-weight: 700; }
.till-receipt ul, .till-receipt dl { list-style: none; margin: 0; padding: 0; }
.till-receipt li + li { margin-top: 4px; }
.till-receipt dd { margin: 0; }
.till-receipt-actions { display: flex; gap: 8px; justify-content: center; margin-bottom: 6mm; font-family: system-ui, sans-serif; }
@media print {
  .till-receipt { margin: 0; padding: 0; }
  .till-receipt-actions { display: none !important; }
}
`;
