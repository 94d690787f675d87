'use client';
import { AdminScreenError, type SegmentErrorProps } from '@/components/admin/screen-error';

export default function DiscountsError(props: SegmentErrorProps) {
  return <AdminScreenError {...props} title="Discounts" message="Failed to load discount codes" toastTitle="Error" />;
}
