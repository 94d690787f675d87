import { db } from '@/server/db/client';
import { cmsPages } from '@/server/db/schema';
import { unique, type ActionRegistry } from './_registry';

// Valid inputs for the CMS page admin actions (src/server/content/actions/*-cms-page.ts).

async function insertPage() {
  const suffix = unique();
  const [row] = await db
    .insert(cmsPages)
    .values({ slug: `shipping-${suffix}`, title: `Shipping ${suffix}`, content: '<p>We deliver nationwide.</p>' })
    .returning({ id: cmsPages.id, slug: cmsPages.slug, title: cmsPages.title });
  return row!;
}

export const actions: ActionRegistry = {
  createCmsPageAction: async () => ({ slug: `returns-${unique()}`, title: 'Returns', metaDescription: '', content: '<p>Within 7 days.</p>' }),
  updateCmsPageAction: async () => {
    const page = await insertPage();
    return { id: page.id, slug: page.slug, title: `${page.title} (edited)`, metaDescription: 'Edited.', content: '<p>Edited.</p>', published: false };
  },
  deleteCmsPageAction: async () => ({ id: (await insertPage()).id }),
};
