'use client';
import { AdminScreenError, type SegmentErrorProps } from '@/components/admin/screen-error';

export default function DeliveryError(props: SegmentErrorProps) {
  return <AdminScreenError {...props} title="Delivery" message="Failed to load delivery zones." toastTitle="Error" />;
}
