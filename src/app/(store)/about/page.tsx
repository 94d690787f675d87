import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/store/page-placeholder';

export const metadata: Metadata = { title: 'About Us' };

export default function AboutPage() {
  return (
    <PagePlaceholder
      eyebrow="Our story"
      title="About Us"
      text="Designers and craftspeople making homes across Nigeria beautiful, one room at a time."
    />
  );
}
