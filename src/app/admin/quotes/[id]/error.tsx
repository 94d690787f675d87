'use client';
import { AdminScreenError, type SegmentErrorProps } from '@/components/admin/screen-error';

export default function QuoteError(props: SegmentErrorProps) {
  return <AdminScreenError {...props} title="Quote" message="Failed to load the quote" toastTitle="Error" />;
}
