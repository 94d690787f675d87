import type { DeliveryMethod } from '@/lib/constants';
import { formatDeliveryWindow } from '@/lib/delivery/format';

// How an order is delivered, as stored when it was placed: shown in My Account, the back
// office, the mails and the receipt with the same words.

/**
 * Where a pickup order is collected (docs/decisions/0064-stock-locations.md); null for delivery and for
 * pickups placed before locations, collected at the shop's contact address.
 */
export type OrderPickupLocation = { name: string; address: string; openingHours: string };

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
  pickupLocation: OrderPickupLocation | null;
};

/** 'Delivery to Lagos', 'Pickup at Lekki showroom', or 'Showroom pickup' for a pickup from before locations. */
export function deliveryMethodText(order: Pick<OrderDelivery, 'deliveryMethod' | 'deliveryState' | 'pickupLocation'>): string {
  if (order.deliveryMethod === 'pickup') return order.pickupLocation ? `Pickup at ${order.pickupLocation.name}` : 'Showroom pickup';
  return order.deliveryState ? `Delivery to ${order.deliveryState}` : 'Delivery';
}

/** The location's address and opening hours, one a line under its name, as the order pages, mails and receipt print them. */
export function pickupLocationDetails(location: OrderPickupLocation): string[] {
  return [location.address, location.openingHours ? `Opening hours: ${location.openingHours}` : ''].filter(Boolean);
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
