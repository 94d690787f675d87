'use client';
import { AdminScreenError, type SegmentErrorProps } from '@/components/admin/screen-error';

export default function MadeToOrderReportError(props: SegmentErrorProps) {
  return <AdminScreenError {...props} title="Made to order" message="Failed to load the made-to-order report" toastTitle="Error" />;
}
