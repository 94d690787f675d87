'use client';
import { AdminScreenError, type SegmentErrorProps } from '@/components/admin/screen-error';

export default function OrdersError(props: SegmentErrorProps) {
  return <AdminScreenError {...props} title="Orders Management" message="Failed to load orders" toastTitle="Error" />;
}
