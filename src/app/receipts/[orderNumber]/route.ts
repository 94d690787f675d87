import { z } from 'zod';
import { getSessionUserFromHeaders } from '@/server/auth/session';
import { isOrderNumber } from '@/server/account/queries';
import { receiptForOrder, receiptOrderIdFor } from '@/server/receipts/load-receipt';
import { renderReceiptPdf } from '@/server/receipts/render-receipt';

// GET /receipts/ORD-...: the order's receipt (a tax invoice when the shop is VAT registered) as a
// PDF download, for the order's owner or an admin. Anyone else, signed out included, gets the
// 404 a missing order gets, so a guessed number tells nothing (the link shows only on pages
// that already need sign-in). Made afresh from the stored order on every request.

const paramsSchema = z.object({ orderNumber: z.string().refine(isOrderNumber) });

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' } });

export async function GET(request: Request, { params }: { params: Promise<{ orderNumber: string }> }) {
  const parsed = paramsSchema.safeParse(await params);
  if (!parsed.success) return notFound();
  const viewer = await getSessionUserFromHeaders(request.headers);
  if (!viewer) return notFound();
  const orderId = await receiptOrderIdFor(parsed.data.orderNumber, viewer);
  const receipt = orderId ? await receiptForOrder(orderId) : null;
  if (!receipt) return notFound();
  const pdf = await renderReceiptPdf(receipt);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="receipt-${receipt.invoiceNumber}.pdf"`,
      'Content-Length': String(pdf.length),
      // A customer's name, address and purchases: never kept by a shared cache.
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
