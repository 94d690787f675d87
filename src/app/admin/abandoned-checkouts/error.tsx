'use client';
import { AdminScreenError, type SegmentErrorProps } from '@/components/admin/screen-error';

export default function AbandonedCheckoutsError(props: SegmentErrorProps) {
  return <AdminScreenError {...props} title="Abandoned Checkouts" message="Failed to load abandoned checkouts" toastTitle="Error" />;
}
