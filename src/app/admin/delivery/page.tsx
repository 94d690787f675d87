import type { Metadata } from 'next';
import { getAdminDelivery } from '@/server/delivery/admin-delivery';
import { DeliveryScreen } from '@/components/admin/delivery/delivery-screen';
import { requirePermissionPage } from '@/server/auth/permissions';

export const metadata: Metadata = { title: 'Delivery' };

// A failed read shows this segment's error.tsx.
export default async function AdminDeliveryPage() {
  await requirePermissionPage('delivery.manage');
  return <DeliveryScreen delivery={await getAdminDelivery()} />;
}
