'use client';
import { AdminScreenError, type SegmentErrorProps } from '@/components/admin/screen-error';

export default function ProductsError(props: SegmentErrorProps) {
  return <AdminScreenError {...props} title="Products" message="Failed to load products." />;
}
