import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { orderItems, orders, websiteSettings } from '@/server/db/schema';
import { SITE_DEFAULTS } from '@/lib/constants';
import { isOrderNumber } from '@/server/orders/order-number';
import { orderLineColumns } from '@/server/orders/order-line-columns';
import { pickupLocationColumns, pickupLocationJoin } from '@/server/orders/order-delivery-columns';
import { mayReadCustomerData, type CustomerDataViewer } from '@/server/auth/customer-data-access';
import { buildReceipt, type Receipt, type ReceiptSupplier } from './receipt';
import { buildPaymentHistory, type FinalReceipt } from './payment-history';
import { receiptPaymentRows, receiptRefundRows } from './ledger-rows';
import { receiptEInvoice } from '@/server/receipts/receipt-einvoice';

// A receipt is made on demand from the stored order, its lines and today's business details,
// so it always matches the order (docs/decisions/0012-receipts-and-vat.md).

/**
 * The id of the order behind a receipt link, for whoever may read the customer's data (its
 * owner, or staff as every admin screen lets them in); null for anyone else, exactly as for a
 * number that does not exist.
 */
export async function receiptOrderIdFor(orderNumber: string, viewer: CustomerDataViewer): Promise<string | null> {
  if (!isOrderNumber(orderNumber)) return null;
  const [order] = await db.select({ id: orders.id, userId: orders.userId }).from(orders).where(eq(orders.orderNumber, orderNumber));
  return order && (await mayReadCustomerData(viewer, order.userId)) ? order.id : null;
}

type ShopDetails = { supplier: ReceiptSupplier; depositPolicy: string | null };

async function shopDetails(): Promise<ShopDetails> {
  const [row] = await db
    .select({
      siteName: websiteSettings.siteName,
      legalName: websiteSettings.legalName,
      businessAddress: websiteSettings.businessAddress,
      taxId: websiteSettings.taxId,
      contactEmail: websiteSettings.contactEmail,
      contactPhone: websiteSettings.contactPhone,
      depositPolicy: websiteSettings.depositPolicy,
    })
    .from(websiteSettings)
    .limit(1);
  if (row) {
    const { depositPolicy, ...supplier } = row;
    return { supplier: { ...supplier, siteName: supplier.siteName || SITE_DEFAULTS.siteName }, depositPolicy };
  }
  const supplier: ReceiptSupplier = {
    siteName: SITE_DEFAULTS.siteName,
    legalName: null,
    businessAddress: null,
    taxId: null,
    contactEmail: null,
    contactPhone: null,
  };
  return { supplier, depositPolicy: null };
}

export type OrderReceiptSource = { receipt: Receipt; totalAmountKobo: number; depositKobo: number | null; depositPolicy: string | null };

/** The order's receipt before its payments, with what its payment receipts need. Checks nobody: callers do. */
export async function orderReceiptSource(orderId: string): Promise<OrderReceiptSource | null> {
  const [order] = await db
    .select({
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      customerPhone: orders.customerPhone,
      buyerBusinessName: orders.buyerBusinessName,
      buyerTin: orders.buyerTin,
      shippingAddress: orders.shippingAddress,
      subtotalKobo: orders.subtotalKobo,
      deliveryFeeKobo: orders.deliveryFeeKobo,
      discountCode: orders.discountCode,
      discountKobo: orders.discountKobo,
      totalAmountKobo: orders.totalAmountKobo,
      deliveryMethod: orders.deliveryMethod,
      deliveryState: orders.deliveryState,
      deliveryZoneName: orders.deliveryZoneName,
      deliveryWindowStart: orders.deliveryWindowStart,
      deliveryWindowEnd: orders.deliveryWindowEnd,
      pickupLocation: pickupLocationColumns,
      paymentStatus: orders.paymentStatus,
      depositKobo: orders.depositKobo,
      vatRateBasisPoints: orders.vatRateBasisPoints,
    })
    .from(orders)
    .leftJoin(...pickupLocationJoin)
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const [items, shop] = await Promise.all([
    db
      .select(orderLineColumns)
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      // The order My Account and the admin dialog list the lines in.
      .orderBy(asc(orderItems.productName), asc(orderItems.id)),
    shopDetails(),
  ]);
  const receipt = buildReceipt(order, items, shop.supplier);
  return { receipt, totalAmountKobo: order.totalAmountKobo, depositKobo: order.depositKobo, depositPolicy: shop.depositPolicy };
}

/**
 * The order's receipt, the final one: the order, then every payment, reversal and refund with
 * what was paid and what is still owed. Null when there is no such order. Checks nobody: callers do.
 */
export async function receiptForOrder(orderId: string): Promise<FinalReceipt | null> {
  const [source, payments, refunds, einvoice] = await Promise.all([
    orderReceiptSource(orderId),
    receiptPaymentRows(orderId),
    receiptRefundRows(orderId),
    receiptEInvoice(orderId),
  ]);
  if (!source) return null;
  const { receipt, totalAmountKobo, depositKobo } = source;
  return { ...receipt, history: buildPaymentHistory({ totalAmountKobo, depositKobo }, payments, refunds), einvoice };
}
