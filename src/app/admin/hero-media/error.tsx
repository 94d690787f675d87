'use client';
import { AdminScreenError, type SegmentErrorProps } from '@/components/admin/screen-error';

export default function HeroMediaError(props: SegmentErrorProps) {
  return <AdminScreenError {...props} title="Hero Media" message="Error fetching hero media: the settings could not be read. Please try again." />;
}
