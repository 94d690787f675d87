'use client';
import { AdminScreenError, type SegmentErrorProps } from '@/components/admin/screen-error';

export default function TransfersError(props: SegmentErrorProps) {
  return <AdminScreenError {...props} title="Stock Transfers" message="Failed to load transfers." toastTitle="Error" />;
}
