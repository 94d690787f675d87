import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/store/not-found-content';
import { StoreFrame } from '@/components/store/store-frame';

export const metadata: Metadata = { title: 'Page not found' };

// Any unknown path: the 404 inside the store's own frame (Next.js sends status 404).
export default function NotFound() {
  return (
    <StoreFrame>
      <NotFoundContent />
    </StoreFrame>
  );
}
