import 'server-only';
import { mustEnrolTwoFactor } from './staff-two-factor';
import type { SessionUser } from './session';
import { roleCan, type Permission } from '@/lib/staff-roles';

// The one rule for every read of a customer's data on the shopper's side (My Account's order
// page, the receipt, the proof of transfer, a review's photos before approval): the customer's own, or
// staff whose role holds the permission of that data (orders.read, so not a content editor; a review's
// photos: reviews.manage, src/lib/staff-roles.ts). Staff pass as every
// admin screen lets them pass: with two-factor when the shop's "Require two-factor sign-in for
// staff" is on (src/server/auth/staff-two-factor.ts); otherwise an admin who has not enrolled
// would read here what every admin screen refuses them (docs/security.md).

export type CustomerDataViewer = Pick<SessionUser, 'id' | 'role'>;

/** Whether `viewer` may read the data of the account `ownerId` (null: an account since deleted). */
export async function mayReadCustomerData(viewer: CustomerDataViewer, ownerId: string | null, permission: Permission = 'orders.read'): Promise<boolean> {
  if (ownerId !== null && ownerId === viewer.id) return true;
  return roleCan(viewer.role, permission) && !(await mustEnrolTwoFactor(viewer.id));
}
