import 'server-only';
import { and, eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { einvoices } from '@/server/db/schema';
import { configuredCryptoKeys, qrPayload } from './einvoice-keys';

// What a receipt prints of the order's e-invoice (docs/decisions/0070-e-invoicing.md): its IRN and the QR
// code MBS reads once MBS has signed it, or that the IRN is pending until then; nothing when e-invoicing
// is off or no money has reached the order yet.

export type ReceiptEInvoice = { irn: string; qr: string } | { irn: string; qr: null } | null;

export async function receiptEInvoice(orderId: string): Promise<ReceiptEInvoice> {
  const keys = await configuredCryptoKeys();
  if (!keys) return null;
  const [invoice] = await db
    .select({ irn: einvoices.irn, state: einvoices.state, signedAt: einvoices.signedAt })
    .from(einvoices)
    .where(and(eq(einvoices.orderId, orderId), eq(einvoices.typeCode, '380')));
  if (!invoice) return null;
  if (!invoice.signedAt || invoice.state === 'refused') return { irn: invoice.irn, qr: null };
  return { irn: invoice.irn, qr: qrPayload(keys, invoice.irn, invoice.signedAt) };
}
