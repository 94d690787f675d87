'use client';
import { AdminScreenError, type SegmentErrorProps } from '@/components/admin/screen-error';

export default function LocationStockError(props: SegmentErrorProps) {
  return <AdminScreenError {...props} title="Location Stock" message="Failed to load the location’s stock." toastTitle="Error" />;
}
