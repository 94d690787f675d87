import 'server-only';
import { orders } from '@/server/db/schema';

/** The order's delivery columns (and its discount, which sits between subtotal and total), selected alike by My Account, the back office and the mails. */
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
};
