'use client';
import { AdminScreenError, type SegmentErrorProps } from '@/components/admin/screen-error';

export default function CustomersError(props: SegmentErrorProps) {
  return <AdminScreenError {...props} title="Customers Management" message="Failed to load customers" toastTitle="Error" />;
}
