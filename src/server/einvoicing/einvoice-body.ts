import 'server-only';
import { and, eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { einvoices, orders, payments, websiteSettings } from '@/server/db/schema';
import type { NrsConfig } from '@/server/env';
import { normaliseNigerianPhone } from '@/lib/nigeria';
import { invoiceBody, paymentMeansCode, postalAddressOf, type MbsParty } from '@/lib/einvoicing/invoice-body';
import { toMbsJson } from '@/lib/einvoicing/mbs-json';
import { buyerParty } from '@/lib/einvoicing/buyer-party';
import { orderLines, refundLine } from './einvoice-lines';

// The text of an invoice or credit note as it is sent to MBS (docs/decisions/0070-e-invoicing.md), built
// once from the order as it stands and kept: validating and signing must send the same text.

type EInvoiceRow = typeof einvoices.$inferSelect;

export async function einvoiceText(row: EInvoiceRow, nrs: Pick<NrsConfig, 'tin' | 'businessId'>): Promise<string> {
  const [order] = await db.select().from(orders).where(eq(orders.id, row.orderId));
  if (!order) throw new Error(`The order of e-invoice ${row.irn} no longer exists`);
  const [settings] = await db.select().from(websiteSettings).limit(1);
  const supplier: MbsParty = {
    party_name: settings?.legalName || settings?.siteName || 'The shop',
    tin: nrs.tin,
    email: settings?.contactEmail ?? '',
    telephone: (settings?.contactPhone && normaliseNigerianPhone(settings.contactPhone)) || undefined,
    postal_address: postalAddressOf(settings?.businessAddress ?? ''),
  };
  // A business by its name and TIN (B2B), a consumer by name and email, a walk-in without one by none.
  // A business MBS did not confirm is invoiced B2C (buyer-tin-check.ts): the person, not the business, is named.
  const customer = buyerParty(row.kind === 'B2B' ? order : { ...order, buyerBusinessName: null, buyerTin: null });
  const methods = await db.selectDistinct({ method: payments.method }).from(payments).where(and(eq(payments.orderId, order.id), eq(payments.status, 'succeeded')));
  const common = {
    businessId: nrs.businessId,
    irn: row.irn,
    issueDate: row.issueDate,
    issueTime: row.createdAt.toISOString().slice(11, 19),
    kind: row.kind,
    paymentStatus: row.paymentStatus,
    supplier,
    customer,
    vatRateBasisPoints: settings?.vatRateBasisPoints ?? 750,
    orderReference: order.orderNumber,
    paymentMeans: [...new Set(methods.map(({ method }) => paymentMeansCode(method)))].sort(),
  };
  if (row.typeCode === '381') {
    const [invoice] = await db.select().from(einvoices).where(and(eq(einvoices.orderId, row.orderId), eq(einvoices.typeCode, '380')));
    if (!invoice) throw new Error(`Credit note ${row.irn} has no invoice to correct`);
    const line = await refundLine(invoice.invoiceNumber, row.amountKobo);
    const built = invoiceBody({ ...common, typeCode: '381', lines: [line], discountKobo: 0, billingReference: { irn: invoice.irn, issueDate: invoice.issueDate } });
    return toMbsJson(built.body);
  }
  const built = invoiceBody({ ...common, typeCode: '380', lines: await orderLines(order.id, order.deliveryFeeKobo), discountKobo: order.discountKobo });
  // The invoice is for what the order costs, to the kobo: anything else is a bug, never sent.
  if (built.totalKobo !== order.totalAmountKobo) throw new Error(`E-invoice ${row.irn} adds up to ${built.totalKobo} kobo, its order to ${order.totalAmountKobo}`);
  return toMbsJson(built.body);
}
