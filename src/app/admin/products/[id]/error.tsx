'use client';
import { AdminScreenError, type SegmentErrorProps } from '@/components/admin/screen-error';

export default function EditProductError(props: SegmentErrorProps) {
  return <AdminScreenError {...props} title="Edit Product" message="Failed to load product." />;
}
