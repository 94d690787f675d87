import Link from 'next/link';
import { ArrowRight } from 'lucide-react';
import type { ProductCardData } from '@/server/catalog/queries';
import { ProductCard } from './product-card';
import { SectionHeading } from './section-heading';

/** 'Our Collection': a grid of featured products (the home tabs build on this later). */
export function CollectionGrid({ products }: { products: ProductCardData[] }) {
  return (
    <section aria-labelledby="collection-heading" className="container-page py-16 md:py-24">
      <SectionHeading
        id="collection-heading"
        eyebrow="Handpicked for you"
        title="Our Collection"
        text="Sofas, beds, tables and soft furnishings made to live with for years, chosen by our design team."
      />
      {products.length > 0 ? (
        <ul className="mt-10 grid grid-cols-2 gap-x-4 gap-y-10 md:mt-14 md:gap-x-6 lg:grid-cols-4">
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-10 text-center text-muted-foreground">
          New pieces are arriving soon. In the meantime, explore everything in the shop.
        </p>
      )}
      <div className="mt-12 flex justify-center">
        <Link
          href="/shop"
          className="group inline-flex min-h-11 items-center gap-2 border-b border-foreground pb-1 text-sm font-semibold tracking-[0.14em] uppercase transition-colors hover:border-accent hover:text-accent"
        >
          View all products
          <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
        </Link>
      </div>
    </section>
  );
}
