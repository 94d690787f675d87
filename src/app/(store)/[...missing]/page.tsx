import { notFound } from 'next/navigation';

// Any path no route serves: the 404 of (store)/not-found.tsx, inside the store's frame. Drawing
// it here rather than in the root not-found.tsx keeps the frame out of the root's not-found
// fallback, which Next.js sends in the payload of every page (about 11 KB of each page's HTML).
export default function MissingPage() {
  notFound();
}
