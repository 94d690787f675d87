'use client';
import { useEffect } from 'react';
import { ShopLoadError } from '@/app/(store)/shop/_components/shop-load-error';

// The shop could not be loaded (docs/product.md section 8: 'Failed to load products. Please try again.',
// title Error). The header and footer stay; Try again reloads the page from the server.
export default function ShopErrorPage({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ShopLoadError onRetry={() => window.location.reload()} />;
}
