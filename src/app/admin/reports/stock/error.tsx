'use client';
import { AdminScreenError, type SegmentErrorProps } from '@/components/admin/screen-error';

export default function StockReportError(props: SegmentErrorProps) {
  return <AdminScreenError {...props} title="Stock" message="Failed to load the stock report" toastTitle="Error" />;
}
