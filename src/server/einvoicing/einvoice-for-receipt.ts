import 'server-only';
import { and, eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { einvoices } from '@/server/db/schema';
import { einvoicingSource, type EinvoicingSource } from '@/server/einvoicing-settings/einvoicing-settings';
import { logger } from '@/server/logger';
import { cryptoKeysOf, qrPayload } from './einvoice-keys';

// What a receipt prints of the order's e-invoice (docs/decisions/0070-e-invoicing.md): its IRN and the QR
// code MBS reads once MBS has signed it, or that the IRN is pending until then; nothing when e-invoicing
// is off or no money has reached the order yet. crypto_keys.txt is read only for a signed invoice's QR
// code, and a file that cannot be read (moved, deleted, damaged) prints "IRN pending" and is logged:
// a receipt is never refused for it. Receipts ask through their port (src/server/receipts/receipt-einvoice.ts),
// which the composition root fills with this (src/server/composition/shop.ts).

/** The IRN with its QR code's text, or with null while the IRN is pending; null when the order has no invoice. */
export type EInvoiceForReceipt = { irn: string; qr: string | null } | null;

export async function einvoiceForReceipt(orderId: string): Promise<EInvoiceForReceipt> {
  const found = await einvoicingSource();
  if (!found) return null;
  const [invoice] = await db
    .select({ irn: einvoices.irn, state: einvoices.state, signedAt: einvoices.signedAt })
    .from(einvoices)
    .where(and(eq(einvoices.orderId, orderId), eq(einvoices.typeCode, '380')));
  if (!invoice) return null;
  if (!invoice.signedAt || invoice.state === 'refused') return { irn: invoice.irn, qr: null };
  return { irn: invoice.irn, qr: await qrCode(found, invoice.irn, invoice.signedAt) };
}

/** The QR code's text, or null (printed as "IRN pending") while crypto_keys.txt cannot be read. */
async function qrCode(found: EinvoicingSource, irn: string, signedAt: Date): Promise<string | null> {
  try {
    return qrPayload(await cryptoKeysOf(found), irn, signedAt);
  } catch (error) {
    logger.error({ err: error, irn }, 'A receipt prints "IRN pending": its QR code cannot be drawn from crypto_keys.txt');
    return null;
  }
}
