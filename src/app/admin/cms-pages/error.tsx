'use client';
import { AdminScreenError, type SegmentErrorProps } from '@/components/admin/screen-error';

export default function CmsPagesError(props: SegmentErrorProps) {
  return <AdminScreenError {...props} title="CMS Pages" message="Failed to load pages." toastTitle="Error" />;
}
