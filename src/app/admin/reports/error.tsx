'use client';
import { AdminScreenError, type SegmentErrorProps } from '@/components/admin/screen-error';

export default function ReportsError(props: SegmentErrorProps) {
  return <AdminScreenError {...props} title="Reports" message="Failed to load the reports" toastTitle="Error" />;
}
