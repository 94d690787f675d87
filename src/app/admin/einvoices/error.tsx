'use client';
import { AdminScreenError, type SegmentErrorProps } from '@/components/admin/screen-error';

export default function EInvoicesError(props: SegmentErrorProps) {
  return <AdminScreenError {...props} title="E-invoices" message="Failed to load e-invoices" toastTitle="Error" />;
}
