import 'server-only';

// The receipt routes' two answers: the PDF as a download, or the plain 404 that anyone not
// allowed to see it gets, the same as for an order that does not exist.

export const receiptNotFound = () =>
  new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' } });

/** The PDF as an attachment named `receipt-<invoice number>.pdf`. */
export function receiptPdfResponse(pdf: Buffer, invoiceNumber: string): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="receipt-${invoiceNumber}.pdf"`,
      'Content-Length': String(pdf.length),
      // A customer's name, address and purchases: never kept by a shared cache.
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
