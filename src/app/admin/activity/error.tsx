'use client';
import { AdminScreenError, type SegmentErrorProps } from '@/components/admin/screen-error';

export default function ActivityError(props: SegmentErrorProps) {
  return <AdminScreenError {...props} title="Activity" message="Failed to load the activity log" toastTitle="Error" />;
}
