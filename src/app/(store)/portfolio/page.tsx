import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/store/page-placeholder';

export const metadata: Metadata = { title: 'Portfolio' };

export default function PortfolioPage() {
  return (
    <PagePlaceholder
      eyebrow="Our work"
      title="Portfolio"
      text="Homes, offices and hotels we have designed across Nigeria will be shown here soon."
      action={{ href: '/contact', label: 'Start your project' }}
    />
  );
}
