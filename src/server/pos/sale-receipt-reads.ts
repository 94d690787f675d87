import 'server-only';
import { eq } from 'drizzle-orm';
import { requirePermission } from '@/server/auth/permissions';
import { db } from '@/server/db/client';
import { orders, stockLocations, users } from '@/server/db/schema';
import { isOrderNumber } from '@/server/orders/order-number';
import { orderReceiptSource } from '@/server/receipts/load-receipt';
import { receiptPaymentRows } from '@/server/receipts/ledger-rows';
import type { Receipt } from '@/server/receipts/receipt';
import { paymentMethodLabel } from '@/lib/payment-labels';
import { SHOWROOM_PAYMENT_LABELS, type ShowroomPaymentMethod } from '@/lib/schemas/showroom-sale';
import { WALK_IN } from './sale-pricing';
import { renderSVG } from 'uqr';
import { receiptEInvoice } from '@/server/receipts/receipt-einvoice';

// The till receipt of a showroom sale (/admin/sell/receipt/<order number>, printed on 80 mm paper): the
// A4 receipt's content (src/server/receipts/load-receipt.ts: the shop, the lines, the totals and VAT),
// with what the till adds: the time, the showroom, who sold it, a manual discount and each payment.

export type SaleReceiptPayment = { id: string; method: string; amountKobo: number; reference: string | null };

export type SaleReceipt = Pick<Receipt, 'title' | 'supplier' | 'lines' | 'subtotalKobo' | 'totalKobo' | 'vat'> & {
  orderNumber: string;
  soldAt: Date;
  locationName: string | null;
  staffName: string | null;
  /** Null for a walk-in. */
  customer: { name: string; phone: string | null } | null;
  /** The business billed, with its TIN ('Adire Interiors Ltd (TIN 12345678-0001)'); null for a person. */
  billedTo: string | null;
  discount: { label: string; amountKobo: number } | null;
  /** Money received: a reversal is a payment of its own, negative. */
  payments: SaleReceiptPayment[];
  paidKobo: number;
  balanceKobo: number;
  /** The order's e-invoice: its IRN, and the QR code MBS reads as an SVG once signed (null while pending). */
  einvoice: { irn: string; qrSvg: string | null } | null;
};

const methodLabel = (method: string) => SHOWROOM_PAYMENT_LABELS[method as ShowroomPaymentMethod] ?? paymentMethodLabel(method);

/** The order's till receipt; null for a number that is not an order. Staff read it as they read any receipt: with orders.read. */
export async function saleReceiptOf(orderNumber: string): Promise<SaleReceipt | null> {
  await requirePermission('orders.read');
  if (!isOrderNumber(orderNumber)) return null;
  const [order] = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      customerName: orders.customerName,
      customerPhone: orders.customerPhone,
      discountKobo: orders.discountKobo,
      manualDiscountReason: orders.manualDiscountReason,
      locationName: stockLocations.name,
      staffName: users.name,
    })
    .from(orders)
    .leftJoin(stockLocations, eq(stockLocations.id, orders.soldAtLocationId))
    .leftJoin(users, eq(users.id, orders.soldBy))
    .where(eq(orders.orderNumber, orderNumber));
  if (!order) return null;
  const [source, rows, einvoice] = await Promise.all([orderReceiptSource(order.id), receiptPaymentRows(order.id), receiptEInvoice(order.id)]);
  if (!source) return null;
  const { receipt } = source;
  // In the order they were taken: a sale's payments share one transaction's createdAt.
  const taken = (row: (typeof rows)[number]) => (row.paidAt ?? row.createdAt).getTime();
  const payments = rows
    .filter((row) => row.status === 'succeeded')
    .sort((a, b) => taken(a) - taken(b))
    .map((row) => ({ id: row.id, method: row.reversesPaymentId ? `Reversal (${methodLabel(row.method)})` : methodLabel(row.method), amountKobo: row.amountKobo, reference: row.reference }));
  const paidKobo = payments.reduce((sum, payment) => sum + payment.amountKobo, 0);
  const discountLabel = receipt.discount?.description ?? (order.manualDiscountReason ? `Discount: ${order.manualDiscountReason}` : 'Discount');
  return {
    title: receipt.title,
    supplier: receipt.supplier,
    lines: receipt.lines,
    subtotalKobo: receipt.subtotalKobo,
    totalKobo: receipt.totalKobo,
    vat: receipt.vat,
    orderNumber,
    soldAt: order.createdAt,
    locationName: order.locationName,
    staffName: order.staffName,
    customer: order.customerName === WALK_IN ? null : { name: order.customerName, phone: receipt.buyer.phone },
    billedTo: receipt.buyer.business,
    discount: order.discountKobo > 0 ? { label: discountLabel, amountKobo: order.discountKobo } : null,
    payments,
    einvoice: einvoice ? { irn: einvoice.irn, qrSvg: einvoice.qr ? renderSVG(einvoice.qr, { ecc: 'M', border: 2 }) : null } : null,
    paidKobo,
    balanceKobo: Math.max(0, receipt.totalKobo - paidKobo),
  };
}
