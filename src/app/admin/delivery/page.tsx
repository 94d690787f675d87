import type { Metadata } from 'next';
import { requireAdminPage } from '@/server/auth/session';
import { getAdminDelivery } from '@/server/delivery/admin-delivery';
import { DeliveryScreen } from '@/components/admin/delivery/delivery-screen';

export const metadata: Metadata = { title: 'Delivery' };

// A failed read shows this segment's error.tsx.
export default async function AdminDeliveryPage() {
  await requireAdminPage();
  return <DeliveryScreen delivery={await getAdminDelivery()} />;
}
