'use client';
import { AdminScreenError, type SegmentErrorProps } from '@/components/admin/screen-error';

export default function InboxError(props: SegmentErrorProps) {
  return <AdminScreenError {...props} title="Inbox" message="Failed to load the inbox" toastTitle="Error" />;
}
