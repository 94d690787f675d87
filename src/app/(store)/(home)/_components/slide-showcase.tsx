import Link from 'next/link';
import { ArrowRightIcon } from '@/components/ui/icons/arrow-right';
import { cn } from '@/lib/cn';
import type { ProductCardData } from '@/server/catalog/product-reads';
import { loadSlideFeatured } from '@/server/catalog/home-reads';
import { loadHeroSlides } from '@/server/content/hero-slide-reads';
import { SectionHeading } from '@/components/store/section-heading';
import { HomeProductCard } from './home-product-card';
import { SlideCarousel } from './slide-carousel';
import { SlidePanel } from './slide-panel';

function FeaturedBlock({ category, name, products }: { category: string; name: string; products: ProductCardData[] }) {
  return (
    <section aria-labelledby={`featured-${category}-heading`}>
      <div className="flex items-end justify-between gap-4 border-b border-border pb-4">
        <h3 id={`featured-${category}-heading`} className="text-2xl font-medium md:text-3xl">
          Featured {name}
        </h3>
        <Link
          href={`/shop?category=${encodeURIComponent(category)}`}
          className="group inline-flex min-h-11 shrink-0 items-center gap-2 text-sm font-semibold tracking-[0.14em] uppercase transition-colors hover:text-accent"
        >
          View All
          <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-1" />
        </Link>
      </div>
      {products.length > 0 ? (
        // A swipeable row on phones, a grid of five from large screens.
        <ul
          className={cn(
            '-mx-4 mt-8 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-px-4 px-4 pb-2 sm:-mx-6 sm:scroll-px-6 sm:px-6 lg:mx-0 lg:grid lg:gap-6 lg:overflow-visible lg:px-0 lg:pb-0',
            // Categories may feature 4 products: four columns then, so no column stands empty.
            products.length > 4 ? 'lg:grid-cols-5' : 'lg:grid-cols-4',
          )}
        >
          {products.map((product) => (
            <li key={product.id} className="home-strip-item">
              <HomeProductCard product={product} place="featured" />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-8 text-muted-foreground">New pieces for this room are on their way. Browse the shop in the meantime.</p>
      )}
    </section>
  );
}

/**
 * The active hero slides with the featured products of each slide's category, both read
 * on the server. No slides (or a failed read): the section is left out.
 */
export async function SlideShowcase() {
  const slides = await loadHeroSlides();
  if (slides.length === 0) return null;
  const byCategory = await loadSlideFeatured(slides.map((slide) => slide.category));
  const featured: Partial<Record<string, React.ReactNode>> = {};
  for (const slide of slides) {
    featured[slide.category] ??= (
      <FeaturedBlock category={slide.category} name={slide.categoryName} products={byCategory[slide.category] ?? []} />
    );
  }
  return (
    <section aria-labelledby="rooms-heading" data-home-section="slides" className="container-page py-16 md:py-24">
      <SectionHeading
        id="rooms-heading"
        eyebrow="Shop by room"
        title="Spaces to live in"
        text="Choose a room and see the pieces our designers would start with."
        className="mb-10 md:mb-14"
      />
      <SlideCarousel
        slides={slides.map((slide) => ({ id: slide.id, title: slide.title, category: slide.category, node: <SlidePanel slide={slide} /> }))}
        featured={featured}
      />
    </section>
  );
}
