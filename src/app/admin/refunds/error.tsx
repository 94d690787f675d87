'use client';
import { AdminScreenError, type SegmentErrorProps } from '@/components/admin/screen-error';

export default function RefundsError(props: SegmentErrorProps) {
  return <AdminScreenError {...props} title="Refunds Management" message="Failed to load refunds" toastTitle="Error" />;
}
