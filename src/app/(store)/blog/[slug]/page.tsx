import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/store/page-placeholder';

export const metadata: Metadata = { title: 'Design Blog' };

export default async function BlogPostPage({ params }: { params: Promise<{ slug: string }> }) {
  await params;
  return (
    <PagePlaceholder
      eyebrow="Design Blog"
      title="Stories from the studio"
      text="This article will be published here shortly."
      action={{ href: '/blog', label: 'Back to Blog' }}
    />
  );
}
