import 'server-only';

// What a receipt prints of the order's e-invoice: its IRN and QR code once MBS has signed it, "IRN pending"
// until then, nothing without one (docs/decisions/0070-e-invoicing.md, "The QR code"). E-invoicing answers
// (src/server/einvoicing/einvoice-for-receipt.ts); receipts do not import it, since it reads the order
// record below them: the composition root hands the answer in at start-up (src/server/composition/shop.ts).

/** The IRN with its QR code's text, or with null while the IRN is pending; null when the order has no invoice. */
export type ReceiptEInvoice = { irn: string; qr: string | null } | null;

export type ReceiptEInvoiceRead = (orderId: string) => Promise<ReceiptEInvoice>;

declare global {
  // On globalThis, as auth's flows are (src/server/auth/auth-flows.ts): Next.js may load this module
  // more than once in one process, and they share one registration.
  var __storeReceiptEInvoiceRead: ReceiptEInvoiceRead | undefined;
}

/** Called by the composition root at start-up; a later call replaces the read. */
export function registerReceiptEInvoiceRead(read: ReceiptEInvoiceRead) {
  globalThis.__storeReceiptEInvoiceRead = read;
}

/** The order's e-invoice as its receipt prints it. A process that never registered the read fails here rather than print a receipt without its IRN. */
export function receiptEInvoice(orderId: string): Promise<ReceiptEInvoice> {
  const read = globalThis.__storeReceiptEInvoiceRead;
  if (!read) throw new Error('Receipts cannot ask e-invoicing for the IRN: call composeTheShop() from src/server/composition/shop.ts at start-up.');
  return read(orderId);
}
