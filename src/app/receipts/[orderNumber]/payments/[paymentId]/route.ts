import { z } from 'zod';
import { getSessionUserFromHeaders } from '@/server/auth/session';
import { isOrderNumber } from '@/server/account/account-reads';
import { receiptOrderIdFor } from '@/server/receipts/load-receipt';
import { paymentReceiptFor } from '@/server/receipts/load-payment-receipt';
import { receiptNotFound, receiptPdfResponse, receiptSignIn } from '@/server/receipts/pdf-response';
import { renderPaymentReceiptPdf } from '@/server/receipts/render-payment-receipt';
import { oneLine } from '@/lib/schemas/fields';

// GET /receipts/ORD-.../payments/<payment id>: the receipt of one payment received for the order
// (a deposit, a balance, or a payment; docs/decisions/0012-receipts-and-vat.md) as a PDF named by
// its number, ORD-...-P<n>. Who may read it is decided as for the order's receipt (its owner or an
// admin); anyone else, and any payment that is not money received for this order (another
// order's, an attempt, a reversal), gets the same 404 as a missing order.

const paramsSchema = z.object({ orderNumber: oneLine().refine(isOrderNumber), paymentId: z.uuid() });

export async function GET(request: Request, { params }: { params: Promise<{ orderNumber: string; paymentId: string }> }) {
  const parsed = paramsSchema.safeParse(await params);
  if (!parsed.success) return receiptNotFound();
  const viewer = await getSessionUserFromHeaders(request.headers);
  if (!viewer) return receiptSignIn(request);
  const orderId = await receiptOrderIdFor(parsed.data.orderNumber, viewer);
  const receipt = orderId ? await paymentReceiptFor(orderId, parsed.data.paymentId) : null;
  if (!receipt) return receiptNotFound();
  return receiptPdfResponse(await renderPaymentReceiptPdf(receipt), receipt.invoiceNumber);
}
