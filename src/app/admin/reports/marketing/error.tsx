'use client';
import { AdminScreenError, type SegmentErrorProps } from '@/components/admin/screen-error';

export default function MarketingReportError(props: SegmentErrorProps) {
  return <AdminScreenError {...props} title="Marketing" message="Failed to load the marketing report" toastTitle="Error" />;
}
