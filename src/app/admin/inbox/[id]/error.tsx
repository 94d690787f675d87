'use client';
import { AdminScreenError, type SegmentErrorProps } from '@/components/admin/screen-error';

export default function ConversationError(props: SegmentErrorProps) {
  return <AdminScreenError {...props} title="Conversation" message="Failed to load the conversation" toastTitle="Error" />;
}
