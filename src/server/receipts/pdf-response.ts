import 'server-only';

// The receipt routes' answers: the PDF as a download; for a signed-out visitor (a receipt link in a
// mail), sign-in first and then back; for anyone else not allowed to see it, the plain 404 a
// missing order gets. Every number sends a signed-out visitor to sign in alike, so it tells nothing.

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

/** Sign in first, then back to this receipt (a relative next path, checked again by /auth). */
export function receiptSignIn(request: Request): Response {
  const { pathname } = new URL(request.url);
  return new Response(null, {
    status: 303,
    headers: { Location: `/auth?next=${encodeURIComponent(pathname)}`, 'Cache-Control': 'private, no-store' },
  });
}
