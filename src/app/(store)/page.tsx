import { CollectionGrid } from '@/components/store/collection-grid';
import { Hero } from '@/components/store/hero';
import { loadStoreSettings } from '@/server/settings/store-settings';
import { listFeaturedProducts, type ProductCardData } from '@/server/catalog/queries';
import { DEFAULT_HERO_MEDIA, getHeroMedia, type HeroMedia } from '@/server/content/hero-media';
import { logger } from '@/server/logger';

// Home. A failed read is logged and that section falls back (spec: home load failures are
// logged and fall back to empty); the page itself always renders.

async function loadHeroMedia(): Promise<HeroMedia> {
  try {
    return await getHeroMedia('hero_section_1');
  } catch (error) {
    logger.error({ err: error }, 'Failed to load hero media; using the default video');
    return DEFAULT_HERO_MEDIA;
  }
}

async function loadFeaturedProducts(): Promise<ProductCardData[]> {
  try {
    return await listFeaturedProducts(8);
  } catch (error) {
    logger.error({ err: error }, 'Failed to load featured products');
    return [];
  }
}

export default async function HomePage() {
  const settings = await loadStoreSettings();
  const [heroMedia, featured] = await Promise.all([loadHeroMedia(), loadFeaturedProducts()]);
  return (
    <>
      <Hero
        media={heroMedia}
        eyebrow={`${settings.siteName} · Lagos`}
        title="Rooms that feel like home"
        text="Handcrafted furniture, made-to-measure curtains and interior design for Nigerian homes, delivered nationwide."
      />
      <CollectionGrid products={featured} />
    </>
  );
}
