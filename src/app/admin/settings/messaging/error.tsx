'use client';
import { AdminScreenError, type SegmentErrorProps } from '@/components/admin/screen-error';

export default function MessagingSettingsError(props: SegmentErrorProps) {
  return <AdminScreenError {...props} title="Messaging" message="Failed to load the messaging settings" toastTitle="Error" />;
}
