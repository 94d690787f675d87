'use client';
import { AdminScreenError, type SegmentErrorProps } from '@/components/admin/screen-error';

export default function QuotesError(props: SegmentErrorProps) {
  return <AdminScreenError {...props} title="Quotes" message="Failed to load quotes" toastTitle="Error" />;
}
