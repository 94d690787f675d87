import type { DeliveryMethod } from '@/lib/constants';
import { formatDeliveryWindow } from '@/lib/delivery/format';

// How an order is delivered, as stored when it was placed: shown in My Account, the back
// office, the mails and the receipt with the same words.

export type OrderDelivery = {
  subtotalKobo: number;
  deliveryFeeKobo: number;
  /** A discount code's saving (total = subtotal + fee - discount); null code and 0: none. */
  discountCode: string | null;
  discountKobo: number;
  deliveryMethod: DeliveryMethod;
  deliveryState: string | null;
  deliveryZoneName: string | null;
  deliveryWindowStart: string | null;
  deliveryWindowEnd: string | null;
};

/** 'Delivery to Lagos' or 'Showroom pickup'. */
export function deliveryMethodText(order: Pick<OrderDelivery, 'deliveryMethod' | 'deliveryState'>): string {
  if (order.deliveryMethod === 'pickup') return 'Showroom pickup';
  return order.deliveryState ? `Delivery to ${order.deliveryState}` : 'Delivery';
}

/** 'Estimated delivery' or 'Ready for pickup', for the window's label. */
export function deliveryWindowLabel(order: Pick<OrderDelivery, 'deliveryMethod'>): string {
  return order.deliveryMethod === 'pickup' ? 'Ready for pickup' : 'Estimated delivery';
}

/** '12-19 Dec 2026', or null for orders placed before delivery was priced. */
export function deliveryWindowText(order: Pick<OrderDelivery, 'deliveryWindowStart' | 'deliveryWindowEnd'>): string | null {
  if (!order.deliveryWindowStart || !order.deliveryWindowEnd) return null;
  return formatDeliveryWindow(order.deliveryWindowStart, order.deliveryWindowEnd, { withYear: true });
}
