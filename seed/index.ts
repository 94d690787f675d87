import 'server-only';
import type { Database } from '@/server/db/client';
import { getStorage, keyFromPublicUrl } from '@/server/media/storage';
import { insertBaseContent, insertSettings } from './base';
import { insertDemoContent } from './demo';
import { prepareMedia, type SeedMedia } from './media';
import { isEmpty } from './is-empty';

// Fills an empty database: base content always (settings, categories, hero media, policy
// pages), demo content on request (products, slides, FAQs, blog, portfolio). A database that
// already has settings or categories is left alone.

function mediaUrls(media: SeedMedia) {
  return [
    ...media.categoryBanners.values(),
    media.heroSection2,
    ...media.slides.values(),
    ...[...media.products.values()].flatMap((p) => [p.imageUrl, p.thumbnailUrl, ...p.additionalImages]),
    ...media.posts.values(),
    ...media.portfolio.flatMap((p) => [p.cover, ...p.images]),
  ];
}

/** Removes the files of a seed that did not commit, so they do not linger unreferenced. */
async function discardMedia(media: SeedMedia) {
  const storage = getStorage();
  await Promise.all(
    mediaUrls(media).map((url) => {
      const key = keyFromPublicUrl(url);
      return key ? storage.remove(key) : undefined;
    }),
  );
}

export async function seedDatabase(database: Database, options: { demo: boolean }): Promise<{ seeded: boolean }> {
  if (!(await isEmpty(database))) return { seeded: false };
  // Pictures first: rendering takes seconds and must not hold a transaction open.
  const media = await prepareMedia(options.demo);
  let seeded = false;
  try {
    // Inside the transaction only `tx` is used: a query on the global db would wait forever on PGlite.
    seeded = await database.transaction(async (tx) => {
      if (!(await insertSettings(tx))) return false;
      await insertBaseContent(tx, media);
      if (options.demo) await insertDemoContent(tx, media, new Date());
      return true;
    });
  } finally {
    if (!seeded) await discardMedia(media);
  }
  return { seeded };
}
