import { Suspense } from 'react';
import { Hero } from '@/app/(store)/(home)/_components/hero';
import { OrganizationJsonLd } from '@/components/store/organization-json-ld';
import { ClientReviews } from '@/app/(store)/(home)/_components/client-reviews';
import { OurCollection, OurCollectionSkeleton } from '@/app/(store)/(home)/_components/our-collection';
import { SlideShowcase } from '@/app/(store)/(home)/_components/slide-showcase';
import { TaglineBand } from '@/app/(store)/(home)/_components/tagline-band';
import { WordStrip } from '@/app/(store)/(home)/_components/word-strip';
import { loadHomeHeroMedia } from '@/server/content/hero-media-reads';
import { loadStoreSettings } from '@/server/settings/store-settings';

// Home, in the product's order. Every read falls back on failure (logged, docs/product.md section 8), so
// the page always renders; the product sections stream in behind their loading states.
export default async function HomePage() {
  const [settings, heroMedia] = await Promise.all([loadStoreSettings(), loadHomeHeroMedia()]);
  return (
    <>
      <OrganizationJsonLd />
      <Hero
        data-home-section="hero"
        media={heroMedia.hero_section_1}
        eyebrow={`${settings.siteName} · Lagos`}
        title="Rooms that feel like home"
        text="Handcrafted furniture, made-to-measure curtains and interior design for Nigerian homes, delivered nationwide."
        actions={[
          { label: 'Shop Now', href: '/shop' },
          { label: 'View collection', href: '#collection-heading' },
        ]}
      />
      <WordStrip />
      <Suspense fallback={<OurCollectionSkeleton />}>
        <OurCollection />
      </Suspense>
      <TaglineBand />
      <Suspense fallback={null}>
        <SlideShowcase />
      </Suspense>
      <Hero
        data-home-section="hero-2"
        headingLevel="h2"
        align="center"
        media={heroMedia.hero_section_2}
        eyebrow="Interior design studio"
        title="Let us design your whole home"
        text="From one room to a full home in Lekki, Maitama or GRA, our designers plan, source, make and install, on time and on budget."
        actions={[
          { label: 'Book a consultation', href: '/contact' },
          { label: 'See our work', href: '/portfolio' },
        ]}
      />
      <ClientReviews />
    </>
  );
}
