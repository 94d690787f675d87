'use client';
import { AdminScreenError, type SegmentErrorProps } from '@/components/admin/screen-error';

export default function NewProductError(props: SegmentErrorProps) {
  return <AdminScreenError {...props} title="Add Product" message="Failed to load categories." />;
}
