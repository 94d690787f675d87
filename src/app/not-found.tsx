import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/store/not-found-content';

export const metadata: Metadata = { title: 'Page not found' };

// notFound() outside the store (an admin page for an unknown id): the 404 without the store's
// frame. Unknown paths get the framed one from (store)/[...missing] (see there why).
export default function NotFound() {
  return (
    <main id="main-content" className="flex min-h-dvh flex-col">
      <NotFoundContent />
    </main>
  );
}
