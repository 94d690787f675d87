'use client';
import { AdminScreenError, type SegmentErrorProps } from '@/components/admin/screen-error';

export default function FaqsError(props: SegmentErrorProps) {
  return <AdminScreenError {...props} title="Manage FAQs" message="Failed to load FAQs." toastTitle="Error" />;
}
