'use client';
import { AdminScreenError, type SegmentErrorProps } from '@/components/admin/screen-error';

export default function LocationsError(props: SegmentErrorProps) {
  return <AdminScreenError {...props} title="Locations" message="Failed to load locations." toastTitle="Error" />;
}
