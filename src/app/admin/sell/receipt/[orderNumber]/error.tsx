'use client';
import { AdminScreenError, type SegmentErrorProps } from '@/components/admin/screen-error';

export default function SaleReceiptError(props: SegmentErrorProps) {
  return <AdminScreenError {...props} title="Receipt" message="Failed to load the receipt." toastTitle="Error" />;
}
