'use client';
import { AdminScreenError, type SegmentErrorProps } from '@/components/admin/screen-error';

export default function PortfolioError(props: SegmentErrorProps) {
  return <AdminScreenError {...props} title="Portfolio" message="Failed to load portfolio items." toastTitle="Error" />;
}
