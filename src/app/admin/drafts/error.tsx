'use client';
import { AdminScreenError, type SegmentErrorProps } from '@/components/admin/screen-error';

export default function DraftsError(props: SegmentErrorProps) {
  return <AdminScreenError {...props} title="Draft Orders" message="Failed to load the draft orders." toastTitle="Error" />;
}
