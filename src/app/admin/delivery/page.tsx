import type { Metadata } from 'next';
import { getAdminDelivery } from '@/server/delivery/admin-delivery-reads';
import { DeliveryScreen } from '@/app/admin/delivery/_components/delivery-screen';
import { requirePermissionPage } from '@/server/auth/permissions';

export const metadata: Metadata = { title: 'Delivery' };

// A failed read shows this segment's error.tsx.
export default async function AdminDeliveryPage() {
  await requirePermissionPage('delivery.manage');
  return <DeliveryScreen delivery={await getAdminDelivery()} />;
}
