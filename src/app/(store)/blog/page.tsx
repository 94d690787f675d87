import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/store/page-placeholder';

export const metadata: Metadata = { title: 'Design Blog' };

export default function BlogPage() {
  return (
    <PagePlaceholder
      eyebrow="Journal"
      title="Design Blog"
      text="Ideas, room tours and styling notes from our studio are coming soon."
    />
  );
}
