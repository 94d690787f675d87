'use client';
import { AdminScreenError, type SegmentErrorProps } from '@/components/admin/screen-error';

export default function StaffError(props: SegmentErrorProps) {
  return <AdminScreenError {...props} title="Staff" message="Failed to load the staff" toastTitle="Error" />;
}
