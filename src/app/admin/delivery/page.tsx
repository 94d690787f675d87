import type { Metadata } from 'next';
import { requireAdminPage } from '@/server/auth/session';
import { getAdminDelivery } from '@/server/delivery/admin-delivery';
import { logger } from '@/server/logger';
import { DeliveryScreen } from '@/components/admin/delivery/delivery-screen';

export const metadata: Metadata = { title: 'Delivery' };

export default async function AdminDeliveryPage() {
  await requireAdminPage();
  // A failed read is logged and the screen says so, with a way to try again.
  const delivery = await getAdminDelivery().catch((error: unknown) => {
    logger.error({ err: error }, 'Failed to load delivery zones');
    return null;
  });
  return <DeliveryScreen delivery={delivery} />;
}
