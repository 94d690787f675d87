import 'server-only';
import { orderLineMeasurements, orderLineSwatch, orderLineVariant, type OrderLine } from '@/lib/order-line';
import { deliveryMethodText, deliveryWindowText, pickupLocationDetails, type OrderPickupLocation } from '@/lib/order-delivery';
import { formatLongDate } from '@/lib/dates';
import { statusLabel } from '@/lib/order-status';
import { vatBreakdown } from '@/lib/vat';
import { discountLineLabel } from '@/lib/discounts/discount-kinds';
import type { DeliveryMethod } from '@/lib/constants';
import { displayPhone } from '@/lib/nigeria';
import { businessBuyerOf, businessBuyerText } from '@/lib/schemas/business-buyer';

// What a receipt says, worked out from the stored order alone (docs/decisions/0012-receipts-and-vat.md):
// the PDF draws this and decides nothing, so what it prints can be tested without reading a PDF.

export type ReceiptOrder = {
  orderNumber: string;
  createdAt: Date;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  buyerBusinessName: string | null;
  buyerTin: string | null;
  shippingAddress: string;
  subtotalKobo: number;
  deliveryFeeKobo: number;
  discountCode: string | null;
  discountKobo: number;
  totalAmountKobo: number;
  deliveryMethod: DeliveryMethod;
  deliveryState: string | null;
  deliveryZoneName: string | null;
  deliveryWindowStart: string | null;
  deliveryWindowEnd: string | null;
  pickupLocation: OrderPickupLocation | null;
  paymentStatus: string;
  /** The VAT rate the order was charged at, 0 when the shop was not VAT registered (docs/decisions/0086-kept-sales-sums.md). */
  vatRateBasisPoints: number;
};

export type ReceiptOrderItem = Pick<OrderLine, 'productName' | 'color' | 'variantLabel' | 'sku' | 'quantity' | 'priceKobo' | 'measurements' | 'swatch'>;

export type ReceiptSupplier = {
  siteName: string;
  legalName: string | null;
  businessAddress: string | null;
  taxId: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
};

export type ReceiptLine = { description: string; quantity: number; unitPriceKobo: number; amountKobo: number; vatKobo: number | null };

export type Receipt = {
  /** 'Tax invoice' for a VAT-registered shop, else 'Receipt'. */
  title: string;
  supplier: { name: string; address: string | null; taxId: string | null; email: string | null; phone: string | null };
  invoiceNumber: string;
  /** The order's date in Lagos, e.g. '14 October 2026'. */
  invoiceDate: string;
  /** `business`: 'Adire Interiors Ltd (TIN 12345678-0001)' when a business bought (its e-invoice is B2B); else null. */
  buyer: { name: string; address: string; email: string; phone: string | null; business: string | null };
  lines: ReceiptLine[];
  /** `collectAt`: the pickup location's address and opening hours, under its name in `description`; empty otherwise. */
  delivery: { method: DeliveryMethod; description: string; collectAt: string[]; feeKobo: number; vatKobo: number | null; window: string | null };
  /** A discount's saving (a code's or one given by staff): a credit row with the VAT it takes off, so VAT is on what is charged. */
  discount: { description: string; amountKobo: number; vatKobo: number | null } | null;
  subtotalKobo: number;
  totalKobo: number;
  /** Null for a shop that is not VAT registered: its receipt shows no VAT at all. */
  vat: { rateBasisPoints: number; totalKobo: number } | null;
  paymentStatus: string;
};

/**
 * 'Ikoyi Sofa — Indigo (SKU AL-SOF-001-IN)', or the name alone for a piece sold in one form without a SKU;
 * a piece made to measure adds its size and cut ('… — 240 cm wide × 270 cm drop: 3 widths of fabric, 8.4 m, lined'),
 * a swatch what it is ('Lekki Linen Sectional — Swatch: Velvet (Fabric)', docs/decisions/0059-fabric-samples.md).
 */
export function lineDescription(item: Pick<ReceiptOrderItem, 'productName' | 'color' | 'variantLabel' | 'sku' | 'measurements' | 'swatch'>): string {
  const variant = orderLineVariant(item);
  const extra = orderLineMeasurements(item) ?? orderLineSwatch(item);
  return `${item.productName}${variant ? ` — ${variant}` : ''}${item.sku ? ` (SKU ${item.sku})` : ''}${extra ? ` — ${extra}` : ''}`;
}

/** 'Delivery to Lagos (zone Lagos)', 'Pickup at Lekki showroom' ('Showroom pickup' before locations), or plain 'Delivery' on orders from before zones. */
export function deliveryDescription(order: Pick<ReceiptOrder, 'deliveryMethod' | 'deliveryState' | 'deliveryZoneName' | 'pickupLocation'>): string {
  if (order.deliveryMethod === 'pickup') return deliveryMethodText(order);
  if (!order.deliveryState) return 'Delivery';
  return order.deliveryZoneName ? `Delivery to ${order.deliveryState} (zone ${order.deliveryZoneName})` : `Delivery to ${order.deliveryState}`;
}

function businessText(order: Pick<ReceiptOrder, 'buyerBusinessName' | 'buyerTin'>): string | null {
  const business = businessBuyerOf(order);
  return business && businessBuyerText(business);
}

export function buildReceipt(order: ReceiptOrder, items: readonly ReceiptOrderItem[], supplier: ReceiptSupplier): Receipt {
  const amounts = items.map((item) => item.priceKobo * item.quantity);
  // VAT at the rate the order was charged at, per line, on the delivery fee and on any discount (a negative
  // amount: the VAT it takes off), each rounded; the total is their sum (src/lib/vat.ts), the VAT contained in
  // what is charged, as the reports and the e-invoice count it.
  const discounted = order.discountKobo > 0;
  const grossAmounts = [...amounts, order.deliveryFeeKobo, ...(discounted ? [-order.discountKobo] : [])];
  const vatCharged = order.vatRateBasisPoints > 0;
  const vat = vatCharged ? vatBreakdown(grossAmounts, order.vatRateBasisPoints) : null;
  const lineVat = (index: number) => (vat ? vat.lines[index]!.vatKobo : null);
  return {
    title: vatCharged ? 'Tax invoice' : 'Receipt',
    supplier: {
      name: supplier.legalName || supplier.siteName,
      address: supplier.businessAddress,
      taxId: supplier.taxId,
      email: supplier.contactEmail,
      phone: supplier.contactPhone,
    },
    invoiceNumber: order.orderNumber,
    invoiceDate: formatLongDate(order.createdAt),
    buyer: {
      name: order.customerName,
      address: order.shippingAddress,
      email: order.customerEmail,
      phone: order.customerPhone && displayPhone(order.customerPhone),
      business: businessText(order),
    },
    lines: items.map((item, index) => ({
      description: lineDescription(item),
      quantity: item.quantity,
      unitPriceKobo: item.priceKobo,
      amountKobo: amounts[index]!,
      vatKobo: lineVat(index),
    })),
    delivery: {
      method: order.deliveryMethod,
      description: deliveryDescription(order),
      collectAt: order.deliveryMethod === 'pickup' && order.pickupLocation ? pickupLocationDetails(order.pickupLocation) : [],
      feeKobo: order.deliveryFeeKobo,
      vatKobo: lineVat(items.length),
      window: deliveryWindowText(order),
    },
    discount: discounted
      ? { description: order.discountCode ? discountLineLabel(order.discountCode) : 'Discount', amountKobo: -order.discountKobo, vatKobo: lineVat(items.length + 1) }
      : null,
    subtotalKobo: order.subtotalKobo,
    totalKobo: order.totalAmountKobo,
    vat: vat ? { rateBasisPoints: order.vatRateBasisPoints, totalKobo: vat.totalVatKobo } : null,
    paymentStatus: statusLabel(order.paymentStatus),
  };
}
