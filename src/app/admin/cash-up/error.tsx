'use client';
import { AdminScreenError, type SegmentErrorProps } from '@/components/admin/screen-error';

export default function CashUpError(props: SegmentErrorProps) {
  return <AdminScreenError {...props} title="Cash-up" message="Failed to load the day’s takings." toastTitle="Error" />;
}
