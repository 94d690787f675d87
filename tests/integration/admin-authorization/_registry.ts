import { randomBytes } from 'node:crypto';
import { db } from '@/server/db/client';
import { categories, heroSlides, products } from '@/server/db/schema';
import { newProduct } from '../../helpers/factories';

// Shared by the registry files of tests/integration/admin-authorization.test.ts. Files whose
// name starts with '_' are helpers, not registries.

/**
 * One entry per admin action, named as the action's export: it returns an input the action
 * accepts from an admin, inserting any rows it needs first. It is called once per caller,
 * so each call must make its own rows (a delete consumes them).
 */
export type ActionRegistry = Record<string, () => Promise<unknown>>;

/** Arguments for an admin query that takes any; queries without parameters need no entry. */
export type QueryRegistry = Record<string, () => Promise<unknown[]>>;

export const unique = () => randomBytes(4).toString('hex');

/** A category of its own, so limits counted per category (featured products) never interfere. */
export async function insertCategory(fields: Partial<typeof categories.$inferInsert> = {}) {
  const suffix = unique();
  const [row] = await db
    .insert(categories)
    .values({ name: `Test category ${suffix}`, slug: `test-${suffix}`, ...fields })
    .returning({ id: categories.id, slug: categories.slug, name: categories.name });
  return row!;
}

/** A category with a fixed slug (the hero slides' list), made once. */
export async function ensureCategory(slug: string) {
  await db
    .insert(categories)
    .values({ name: slug.charAt(0).toUpperCase() + slug.slice(1), slug })
    .onConflictDoNothing({ target: categories.slug });
}

export async function insertProduct(fields: Partial<typeof products.$inferInsert> = {}) {
  const category = fields.category ?? (await insertCategory()).slug;
  const { id, name } = await newProduct({ name: `Test product ${unique()}`, priceKobo: 45_000_00, stockQuantity: 5, ...fields, category });
  return { id, name, category };
}

export async function insertHeroSlide(fields: Partial<typeof heroSlides.$inferInsert> = {}) {
  await ensureCategory('sofas');
  const [row] = await db
    .insert(heroSlides)
    .values({ title: `Slide ${unique()}`, imageUrl: `/media/hero-slides/${unique()}.webp`, category: 'sofas', ...fields })
    .returning({ id: heroSlides.id, title: heroSlides.title, imageUrl: heroSlides.imageUrl, category: heroSlides.category });
  return row!;
}
