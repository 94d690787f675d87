import 'server-only';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ActionError } from '@/server/action-error';
import { recordAudit } from '@/server/audit/record-audit';
import type { Database, Transaction } from '@/server/db/client';
import { categories, importCategoryChoices } from '@/server/db/schema';
import { resolveSlug } from '@/server/db/unique-slug';
import { slugify } from '@/lib/slugify';
import { CATEGORY_LIMITS } from '@/lib/schemas/category';
import { type CategoryChoices, type CategoryOption, categoryKey, pathLabel } from '@/lib/catalog-csv/import-choices';
import type { ImportOrigin } from '@/lib/catalog-csv/read-catalogue-csv';
import { categoryAuditColumns, categoryLabel } from '../catalog-audit';
import { categorySlugs } from '../actions/category-rules';

// The import's category step (docs/decisions/0071-moving-a-shop-in.md). The preview lists the categories
// a file names that the shop lacks; the admin creates each (under the levels above it, "Home & Garden >
// Outdoor") or sends its products to an existing one, and picks where products naming none go. The import
// applies those choices first, in its transaction, and keeps them per platform so that the next file
// from the same shop goes through without asking again.

type Reader = Database | Transaction;

/** The file's category keys (categoryKey; '' for "none") that earlier imports of this platform decided, with the category's slug. */
export async function rememberedCategories(reader: Reader, origin: ImportOrigin): Promise<Map<string, { id: string; slug: string }>> {
  const rows = await reader
    .select({ key: importCategoryChoices.fileCategory, id: categories.id, slug: categories.slug })
    .from(importCategoryChoices)
    .innerJoin(categories, eq(categories.id, importCategoryChoices.categoryId))
    .where(eq(importCategoryChoices.origin, origin));
  return new Map(rows.map((row) => [row.key, { id: row.id, slug: row.slug }]));
}

/** Every category of the shop as "Parent > Child", in that order. */
export async function categoryOptions(reader: Reader): Promise<CategoryOption[]> {
  const rows = await reader.select({ id: categories.id, name: categories.name, parentId: categories.parentId }).from(categories);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const labelOf = (id: string): string => {
    const names: string[] = [];
    const seen = new Set<string>();
    for (let at = byId.get(id); at && !seen.has(at.id); at = at.parentId ? byId.get(at.parentId) : undefined) {
      seen.add(at.id);
      names.unshift(at.name);
    }
    return pathLabel(names);
  };
  return rows.map((row) => ({ id: row.id, label: labelOf(row.id) })).toSorted((a, b) => a.label.localeCompare(b.label, 'en'));
}

export type ChosenCategory = { key: string; path: string[]; categoryId: string | null };

/**
 * Creates the categories the admin chose to create, maps the others, and keeps every choice for the
 * platform's next file. Says, for each key, the slug its products go to ('' for products naming none).
 */
export async function applyCategoryChoices(tx: Transaction, origin: ImportOrigin, choices: { categories: ChosenCategory[]; uncategorisedId: CategoryChoices['uncategorisedId'] }) {
  const chosenIds = [...choices.categories.flatMap((choice) => (choice.categoryId ? [choice.categoryId] : [])), ...(choices.uncategorisedId ? [choices.uncategorisedId] : [])];
  const existing = chosenIds.length > 0 ? await tx.select({ id: categories.id, slug: categories.slug }).from(categories).where(inArray(categories.id, chosenIds)) : [];
  const slugOf = new Map(existing.map((row) => [row.id, row.slug]));
  if (chosenIds.some((id) => !slugOf.has(id))) throw new ActionError('A category chosen in the preview was deleted since. Preview the file again.');

  const decided = new Map<string, { id: string; slug: string }>();
  const created: string[] = [];
  for (const choice of choices.categories) {
    const category = choice.categoryId ? { id: choice.categoryId, slug: slugOf.get(choice.categoryId)! } : await createPath(tx, choice.path, created);
    decided.set(choice.key, category);
  }
  if (choices.uncategorisedId) decided.set('', { id: choices.uncategorisedId, slug: slugOf.get(choices.uncategorisedId)! });

  for (const [key, category] of decided) {
    await tx
      .insert(importCategoryChoices)
      .values({ origin, fileCategory: key, categoryId: category.id })
      .onConflictDoUpdate({ target: [importCategoryChoices.origin, importCategoryChoices.fileCategory], set: { categoryId: category.id, updatedAt: sql`now()` } });
  }
  return { slugs: new Map([...decided].map(([key, category]) => [key, category.slug])), created };
}

/** The path's categories, each found by name under the one above it or created there; says the last one. */
async function createPath(tx: Transaction, path: string[], created: string[]) {
  let parentId: string | null = null;
  let found: { id: string; slug: string } | null = null;
  for (const level of path) {
    const name = level.slice(0, CATEGORY_LIMITS.name);
    const [same]: { id: string; slug: string }[] = await tx
      .select({ id: categories.id, slug: categories.slug })
      .from(categories)
      .where(and(sql`lower(${categories.name}) = ${name.toLocaleLowerCase('en')}`, parentId ? eq(categories.parentId, parentId) : isNull(categories.parentId)))
      .limit(1);
    found = same ?? (await createCategory(tx, name, parentId));
    if (!same) created.push(name);
    parentId = found.id;
  }
  if (!found) throw new ActionError('A category to create has no name. Preview the file again.');
  return found;
}

async function createCategory(tx: Transaction, name: string, parentId: string | null) {
  // A name with no letters or digits ("★") still needs a slug.
  const slug = await resolveSlug(tx, categorySlugs, { typed: null, from: slugify(name) === '' ? 'category' : name });
  const [row] = await tx.insert(categories).values({ name, slug, parentId }).returning({ id: categories.id, ...categoryAuditColumns });
  const { id, ...after } = row!;
  await recordAudit(tx, { entityType: 'category', entityId: id, label: categoryLabel(after.name), action: 'create', before: null, after, details: { from: 'catalogue import' } });
  return { id, slug: after.slug };
}

/** Checks each choice's key is its path's, as the preview made it. */
export function chosenCategories(choices: { key: string; path: string[]; categoryId: string | null }[]): ChosenCategory[] {
  for (const choice of choices) {
    if (categoryKey(choice.path) !== choice.key || choice.path.length === 0) throw new ActionError('The category choices do not match the file. Preview the file again.');
  }
  return choices;
}
