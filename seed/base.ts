import 'server-only';
import type { Transaction } from '@/server/db/client';
import { categories, cmsPages, heroMedia, websiteSettings } from '@/server/db/schema';
import { PAGES } from './content/pages';
import { insertDeliveryZones } from './delivery';
import type { SeedMedia } from './media';
import { CATEGORIES, HERO_VIDEO_URL, SETTINGS } from './settings';

/** Inserts the settings row; false when another process got there first. */
export async function insertSettings(tx: Transaction) {
  const rows = await tx.insert(websiteSettings).values(SETTINGS).onConflictDoNothing().returning({ id: websiteSettings.id });
  return rows.length > 0;
}

/** Categories (parents before children), both hero media sections, the policy pages and delivery zones. */
export async function insertBaseContent(tx: Transaction, media: SeedMedia) {
  const row = (category: (typeof CATEGORIES)[number], parentId: string | null) => ({
    name: category.name,
    slug: category.slug,
    description: category.description,
    bannerImageUrl: media.categoryBanners.get(category.slug) ?? null,
    displayOrder: CATEGORIES.indexOf(category),
    parentId,
  });
  const parents = await tx
    .insert(categories)
    .values(CATEGORIES.filter((c) => !c.parent).map((c) => row(c, null)))
    .returning({ id: categories.id, slug: categories.slug });
  const parentId = new Map(parents.map((p) => [p.slug, p.id]));
  await tx.insert(categories).values(
    CATEGORIES.filter((c) => c.parent).map((c) => {
      const id = parentId.get(c.parent as string);
      if (!id) throw new Error(`Seed category ${c.slug} names an unknown parent ${c.parent}`);
      return row(c, id);
    }),
  );
  await tx.insert(heroMedia).values([
    { sectionName: 'hero_section_1', mediaType: 'video', mediaUrl: HERO_VIDEO_URL },
    { sectionName: 'hero_section_2', mediaType: 'image', mediaUrl: media.heroSection2 },
  ]);
  await tx.insert(cmsPages).values(PAGES.map((page) => ({ ...page, published: true })));
  await insertDeliveryZones(tx);
}
