import type { Metadata } from 'next';
import { StaffScreen } from '@/app/admin/staff/_components/staff-screen';
import { requirePermissionPage } from '@/server/auth/permissions';
import { listStaff } from '@/server/staff/admin-staff-reads';
import { discountLimits } from '@/server/pos/discount-limit-reads';

export const metadata: Metadata = { title: 'Staff' };

export default async function AdminStaffPage() {
  const owner = await requirePermissionPage('staff.manage');
  const [overview, limits] = await Promise.all([listStaff(), discountLimits()]);
  return <StaffScreen overview={overview} currentUserId={owner.id} discountLimits={limits} />;
}
