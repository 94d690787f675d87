'use client';
import { AdminScreenError, type SegmentErrorProps } from '@/components/admin/screen-error';

export default function EinvoicingSettingsError(props: SegmentErrorProps) {
  return <AdminScreenError {...props} title="E-invoicing" message="Failed to load the e-invoicing settings" toastTitle="Error" />;
}
