import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/store/not-found-content';

export const metadata: Metadata = { title: 'Page not found' };

// notFound() from a store page: the store frame stays around it.
export default function StoreNotFound() {
  return <NotFoundContent />;
}
