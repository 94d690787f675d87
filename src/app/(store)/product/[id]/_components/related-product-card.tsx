'use client';
import { lazy } from 'react';
import type { ProductCardData } from '@/server/catalog/product-reads';

// Related pieces sit below the fold: their tiles are drawn by the server as usual, and the tile's
// script arrives while the page hydrates instead of among the product page's first scripts.
const LazyProductCard = lazy(() => import('@/components/store/product-card').then((module) => ({ default: module.ProductCard })));

export function RelatedProductCard({ product }: { product: ProductCardData }) {
  return <LazyProductCard product={product} />;
}
