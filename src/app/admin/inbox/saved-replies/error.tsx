'use client';
import { AdminScreenError, type SegmentErrorProps } from '@/components/admin/screen-error';

export default function SavedRepliesError(props: SegmentErrorProps) {
  return <AdminScreenError {...props} title="Saved replies" message="Failed to load the saved replies" toastTitle="Error" />;
}
