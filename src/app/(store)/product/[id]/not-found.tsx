import type { Metadata } from 'next';
import { ProductNotFound } from '@/app/(store)/product/[id]/_components/product-not-found';

export const metadata: Metadata = { title: 'Product not found', robots: { index: false } };

// notFound() from the product page (unknown, malformed or inactive id): status 404.
export default function ProductNotFoundPage() {
  return <ProductNotFound />;
}
