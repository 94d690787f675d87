'use client';
import { AdminScreenError, type SegmentErrorProps } from '@/components/admin/screen-error';

export default function SellError(props: SegmentErrorProps) {
  return <AdminScreenError {...props} title="Sell" message="Failed to load the Sell screen." toastTitle="Error" />;
}
