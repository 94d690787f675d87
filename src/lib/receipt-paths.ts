// Where receipts are downloaded (src/app/receipts): the order's receipt and each payment's.

/** '/receipts/ORD-…': the order's (final) receipt. */
export function orderReceiptPath(orderNumber: string): string {
  return `/receipts/${encodeURIComponent(orderNumber)}`;
}

/** '/receipts/ORD-…/payments/<payment id>': the receipt of one payment received. */
export function paymentReceiptPath(orderNumber: string, paymentId: string): string {
  return `${orderReceiptPath(orderNumber)}/payments/${encodeURIComponent(paymentId)}`;
}

/** 'receipt-ORD-…-P1.pdf': the name a receipt is saved under, as the route names it. */
export function receiptFileName(invoiceNumber: string): string {
  return `receipt-${invoiceNumber}.pdf`;
}
