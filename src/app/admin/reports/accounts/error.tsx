'use client';
import { AdminScreenError, type SegmentErrorProps } from '@/components/admin/screen-error';

export default function AccountsReportError(props: SegmentErrorProps) {
  return <AdminScreenError {...props} title="For the accountant" message="Failed to load the accountant’s report" toastTitle="Error" />;
}
