import 'server-only';
import { orderItems } from '@/server/db/schema';
import type { OrderLine } from '@/lib/order-line';

// An order's line as the order details (admin and My Account) and the receipt read it.
export const orderLineColumns = {
  id: orderItems.id,
  productName: orderItems.productName,
  color: orderItems.color,
  variantLabel: orderItems.variantLabel,
  sku: orderItems.sku,
  quantity: orderItems.quantity,
  priceKobo: orderItems.priceKobo,
  totalKobo: orderItems.totalKobo,
  measurements: orderItems.measurements,
  swatch: orderItems.swatch,
} satisfies { [Key in keyof OrderLine]: unknown };
