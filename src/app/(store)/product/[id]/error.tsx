'use client';
import { lazy, Suspense, useEffect } from 'react';

// The product could not be loaded (docs/product.md section 8): 'Failed to load product details.', then
// the 'Product not found' screen. The header and footer stay around it. The screen's script loads
// when an error happens, not with every product page (as src/components/store/lazy-error-screen.tsx).
const ProductNotFound = lazy(() => import('@/app/(store)/product/[id]/_components/product-not-found').then((module) => ({ default: module.ProductNotFound })));

export default function ProductErrorPage({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Suspense fallback={null}>
      <ProductNotFound loadFailed />
    </Suspense>
  );
}
