'use client';
import { useEffect } from 'react';
import { ProductNotFound } from '@/components/store/product/product-not-found';

// The product could not be loaded (docs/product.md section 8): 'Failed to load product details.', then
// the 'Product not found' screen. The header and footer stay around it.
export default function ProductErrorPage({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ProductNotFound loadFailed />;
}
