import type { Metadata } from 'next';
import { listAdminLocations } from '@/server/stock/location-reads';
import { LocationsScreen } from '@/app/admin/locations/(list)/_components/locations-screen';
import { requirePermissionPage } from '@/server/auth/permissions';
import { roleCan } from '@/lib/staff-roles';

export const metadata: Metadata = { title: 'Locations' };

// Counting and moving stock is stock.manage; adding, changing, ordering and deleting the locations
// themselves is locations.manage. A failed read shows this segment's error.tsx.
export default async function AdminLocationsPage() {
  const staff = await requirePermissionPage('stock.manage');
  return <LocationsScreen locations={await listAdminLocations()} canManage={roleCan(staff.role, 'locations.manage')} />;
}
