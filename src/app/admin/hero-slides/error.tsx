'use client';
import { AdminScreenError, type SegmentErrorProps } from '@/components/admin/screen-error';

export default function HeroSlidesError(props: SegmentErrorProps) {
  return <AdminScreenError {...props} title="Hero Slides" message="Error fetching slides" />;
}
