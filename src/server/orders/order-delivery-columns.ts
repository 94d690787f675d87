import 'server-only';
import { eq } from 'drizzle-orm';
import { orders, stockLocations } from '@/server/db/schema';

/** Where a pickup order is collected: null (a left join that found no location) for delivery and older pickups. */
export const pickupLocationColumns = { name: stockLocations.name, address: stockLocations.address, openingHours: stockLocations.openingHours };

/** The join pickupLocationColumns reads from: `.leftJoin(...pickupLocationJoin)`. */
export const pickupLocationJoin = [stockLocations, eq(stockLocations.id, orders.pickupLocationId)] as const;

/**
 * The order's delivery columns (and its discount, which sits between subtotal and total), selected alike by My Account,
 * the back office and the mails; the query joins pickupLocationJoin.
 */
export const orderDeliveryColumns = {
  subtotalKobo: orders.subtotalKobo,
  deliveryFeeKobo: orders.deliveryFeeKobo,
  discountCode: orders.discountCode,
  discountKobo: orders.discountKobo,
  deliveryMethod: orders.deliveryMethod,
  deliveryState: orders.deliveryState,
  deliveryZoneName: orders.deliveryZoneName,
  deliveryWindowStart: orders.deliveryWindowStart,
  deliveryWindowEnd: orders.deliveryWindowEnd,
  pickupLocation: pickupLocationColumns,
};
