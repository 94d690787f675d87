import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/store/page-placeholder';

export const metadata: Metadata = { title: 'FAQ' };

export default function FaqPage() {
  return (
    <PagePlaceholder
      eyebrow="Help"
      title="Frequently Asked Questions"
      text="Answers about delivery, custom orders and our design services are being gathered here."
      action={{ href: '/contact', label: 'Ask us a question' }}
    />
  );
}
