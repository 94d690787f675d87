import { z } from 'zod';
import { getSessionUserFromHeaders } from '@/server/auth/session';
import { isOrderNumber } from '@/server/account/account-reads';
import { receiptForOrder, receiptOrderIdFor } from '@/server/receipts/load-receipt';
import { receiptNotFound, receiptPdfResponse, receiptSignIn } from '@/server/receipts/pdf-response';
import { renderReceiptPdf } from '@/server/receipts/render-receipt';
import { oneLine } from '@/lib/schemas/fields';

// GET /receipts/ORD-...: the order's receipt (a tax invoice when the shop is VAT registered), the
// final one listing every payment, as a PDF download, for the order's owner or an admin. A
// signed-out visitor signs in first (the payment mails link here); anyone else gets the 404 a
// missing order gets, so a guessed number tells nothing. Made afresh from the stored order on
// every request. Each payment's own receipt: ./payments/[paymentId]/route.ts.

const paramsSchema = z.object({ orderNumber: oneLine().refine(isOrderNumber) });

export async function GET(request: Request, { params }: { params: Promise<{ orderNumber: string }> }) {
  const parsed = paramsSchema.safeParse(await params);
  if (!parsed.success) return receiptNotFound();
  const viewer = await getSessionUserFromHeaders(request.headers);
  if (!viewer) return receiptSignIn(request);
  const orderId = await receiptOrderIdFor(parsed.data.orderNumber, viewer);
  const receipt = orderId ? await receiptForOrder(orderId) : null;
  if (!receipt) return receiptNotFound();
  return receiptPdfResponse(await renderReceiptPdf(receipt), receipt.invoiceNumber);
}
