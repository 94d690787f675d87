import type { Metadata } from 'next';
import { StaffScreen } from '@/app/admin/staff/_components/staff-screen';
import { requirePermissionPage } from '@/server/auth/permissions';
import { listStaff } from '@/server/staff/admin-staff-reads';

export const metadata: Metadata = { title: 'Staff' };

export default async function AdminStaffPage() {
  const owner = await requirePermissionPage('staff.manage');
  return <StaffScreen overview={await listStaff()} currentUserId={owner.id} />;
}
