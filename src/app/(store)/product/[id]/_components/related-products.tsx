import type { ProductCardData } from '@/server/catalog/product-reads';
import { Suspense } from 'react';
import { ProductCardSkeleton } from './product-card-skeleton';
import { SectionHeading } from '@/components/store/section-heading';
import { RelatedProductCard } from './related-product-card';

/** 'You May Also Like': up to 4 other pieces of the same category. */
export function RelatedProducts({ products }: { products: ProductCardData[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="container-page border-t border-border py-16 md:py-24">
      <SectionHeading id="related-heading" eyebrow="From the same collection" title="You May Also Like" />
      <ul className="mt-10 grid grid-cols-2 gap-x-4 gap-y-10 md:mt-14 md:gap-x-6 lg:grid-cols-4">
        {products.map((product) => (
          <li key={product.id}>
            <Suspense fallback={<ProductCardSkeleton />}>
              <RelatedProductCard product={product} />
            </Suspense>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function RelatedProductsSkeleton() {
  return (
    <div aria-hidden="true" className="container-page border-t border-border py-16 md:py-24">
      <div className="grid grid-cols-2 gap-x-4 gap-y-10 md:gap-x-6 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}
