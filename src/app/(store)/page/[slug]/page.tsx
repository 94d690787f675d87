import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/store/page-placeholder';
import { categoryLabel } from '@/components/store/product-card';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function titleFor(slug: string) {
  return SLUG.test(slug) ? categoryLabel(slug) : 'Information';
}

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  const { slug } = await params;
  return { title: titleFor(slug) };
}

export default async function CmsPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  return (
    <PagePlaceholder
      eyebrow="Information"
      title={titleFor(slug)}
      text="This page is being written and will be published here soon."
      action={{ href: '/', label: 'Return to Home' }}
    />
  );
}
