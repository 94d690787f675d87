'use client';
import { AdminScreenError, type SegmentErrorProps } from '@/components/admin/screen-error';

export default function CategoriesError(props: SegmentErrorProps) {
  return <AdminScreenError {...props} title="Categories" message="Failed to load categories." />;
}
