import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { categories, einvoices, orderItems, orders, payments, products, websiteSettings } from '@/server/db/schema';
import type { NrsConfig } from '@/server/env';
import { pieceName } from '@/lib/catalog/piece-name';
import { normaliseNigerianPhone } from '@/lib/nigeria';
import { invoiceBody, paymentMeansCode, postalAddressOf, type InvoiceLineInput, type MbsParty } from '@/lib/einvoicing/invoice-body';
import { toMbsJson } from '@/lib/einvoicing/mbs-json';

// The text of an invoice or credit note as it is sent to MBS (docs/decisions/0070-e-invoicing.md), built
// once from the order as it stands and kept: validating and signing must send the same text.

/** Furniture and its parts (HS 9403), for every line until the catalogue names a code per category (decision 0070). */
const DEFAULT_HS_CODE = '9403';

type EInvoiceRow = typeof einvoices.$inferSelect;

export async function einvoiceText(row: EInvoiceRow, nrs: NrsConfig): Promise<string> {
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
  // MBS takes a B2C buyer by name and email; a walk-in who gave no email is named on no invoice.
  const customer: MbsParty | null = order.customerEmail
    ? { party_name: order.customerName, email: order.customerEmail, ...(order.customerPhone ? { telephone: order.customerPhone } : {}) }
    : null;
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
    const line: InvoiceLineInput = { name: `Refund on invoice ${invoice.invoiceNumber}`, sku: null, quantity: 1, unitPriceKobo: row.amountKobo, hsCode: DEFAULT_HS_CODE, productCategory: 'Refund' };
    const built = invoiceBody({ ...common, typeCode: '381', lines: [line], discountKobo: 0, billingReference: { irn: invoice.irn, issueDate: invoice.issueDate } });
    return toMbsJson(built.body);
  }
  const built = invoiceBody({ ...common, typeCode: '380', lines: await orderLines(order.id, order.deliveryFeeKobo), discountKobo: order.discountKobo });
  // The invoice is for what the order costs, to the kobo: anything else is a bug, never sent.
  if (built.totalKobo !== order.totalAmountKobo) throw new Error(`E-invoice ${row.irn} adds up to ${built.totalKobo} kobo, its order to ${order.totalAmountKobo}`);
  return toMbsJson(built.body);
}

/** The order's lines, delivery as a line of its own, each with the HS code and category it reports. */
async function orderLines(orderId: string, deliveryFeeKobo: number): Promise<InvoiceLineInput[]> {
  const items = await db
    .select({
      productName: orderItems.productName,
      variantLabel: orderItems.variantLabel,
      sku: orderItems.sku,
      quantity: orderItems.quantity,
      priceKobo: orderItems.priceKobo,
      category: categories.name,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(categories, eq(categories.slug, products.category))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productName), asc(orderItems.id));
  const lines: InvoiceLineInput[] = items.map((item) => ({
    name: pieceName(item.productName, [item.variantLabel]),
    sku: item.sku,
    quantity: item.quantity,
    unitPriceKobo: item.priceKobo,
    hsCode: DEFAULT_HS_CODE,
    productCategory: item.category ?? 'Furniture',
  }));
  if (deliveryFeeKobo > 0) lines.push({ name: 'Delivery', sku: null, quantity: 1, unitPriceKobo: deliveryFeeKobo, hsCode: DEFAULT_HS_CODE, productCategory: 'Delivery' });
  return lines;
}
