'use client';
import { AdminScreenError, type SegmentErrorProps } from '@/components/admin/screen-error';

export default function MessagesError(props: SegmentErrorProps) {
  return <AdminScreenError {...props} title="Messages" message="Failed to load messages" toastTitle="Error" />;
}
