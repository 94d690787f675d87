'use client';
import { AdminScreenError, type SegmentErrorProps } from '@/components/admin/screen-error';

export default function NewDraftError(props: SegmentErrorProps) {
  return <AdminScreenError {...props} title="New Draft Order" message="Failed to open a new draft order." toastTitle="Error" />;
}
