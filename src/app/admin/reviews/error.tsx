'use client';
import { AdminScreenError, type SegmentErrorProps } from '@/components/admin/screen-error';

export default function ReviewsError(props: SegmentErrorProps) {
  return <AdminScreenError {...props} title="Reviews" message="Failed to load reviews" toastTitle="Error" />;
}
