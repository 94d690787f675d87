import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/store/page-placeholder';
import { categoryLabel } from '@/components/store/product-card';

export const metadata: Metadata = { title: 'Shop' };

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export default async function ShopPage({ searchParams }: { searchParams: Promise<{ category?: string | string[] }> }) {
  const { category } = await searchParams;
  const slug = typeof category === 'string' && SLUG.test(category) ? category : null;
  return (
    <PagePlaceholder
      eyebrow="Shop"
      title={slug ? categoryLabel(slug) : 'All Products'}
      text="Our full catalogue, with categories, filters and sorting, opens here very soon."
      action={{ href: '/', label: 'See our collection' }}
    />
  );
}
