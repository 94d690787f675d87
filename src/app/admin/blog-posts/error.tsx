'use client';
import { AdminScreenError, type SegmentErrorProps } from '@/components/admin/screen-error';

export default function BlogPostsError(props: SegmentErrorProps) {
  return <AdminScreenError {...props} title="Blog Posts" message="Failed to load blog posts." toastTitle="Error" />;
}
