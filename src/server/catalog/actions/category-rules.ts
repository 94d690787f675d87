import 'server-only';
import type { Transaction } from '@/server/db/client';
import { categories } from '@/server/db/schema';
import { ActionError } from '@/server/action-error';
import type { SlugTable } from '@/server/db/unique-slug';
import type { CategoryFieldRefusal } from '@/lib/schemas/category';
import { hsCodeRefusal } from '@/server/einvoicing-settings/mbs-lists';

// The rules the category actions share: unique slugs, and a parent that is neither the
// category itself nor one of its own subcategories.

export function fieldRefusal(field: keyof CategoryFieldRefusal['fieldErrors'], message: string) {
  return new ActionError<CategoryFieldRefusal>(message, { fieldErrors: { [field]: [message] } });
}

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The categories' slugs: unique, made from the name when left empty (src/server/db/unique-slug.ts). */
export const categorySlugs: SlugTable = {
  table: categories,
  id: categories.id,
  slug: categories.slug,
  label: categories.name,
  noun: 'category',
  source: 'name',
};

/** Refuses an HS code MBS's kept list does not hold (docs/decisions/0070-e-invoicing.md, "HS codes"). */
export async function checkHsCode(tx: Transaction, hsCode: string | null | undefined) {
  const problem = await hsCodeRefusal(tx, hsCode);
  if (problem) throw fieldRefusal('hsCode', problem);
}

/**
 * Refuses a parent that is the category itself or one of its own descendants (the tree
 * would become a loop). Every category row is locked first, so two admins moving categories
 * under each other at the same moment are checked one after the other.
 */
export async function checkParent(tx: Transaction, { id, parentId }: { id?: string; parentId: string | null }) {
  if (!parentId) return;
  if (id && parentId === id) throw fieldRefusal('parentId', 'A category cannot be its own parent.');
  const rows = await tx.select({ id: categories.id, name: categories.name, parentId: categories.parentId }).from(categories).for('update');
  const byId = new Map(rows.map((row) => [row.id, row]));
  if (!byId.has(parentId)) throw fieldRefusal('parentId', 'The chosen parent no longer exists. Choose another one.');
  if (!id) return;
  const seen = new Set<string>();
  for (let at: string | null = parentId; at && !seen.has(at); at = byId.get(at)?.parentId ?? null) {
    seen.add(at);
    if (at === id) {
      const parent = byId.get(parentId)?.name ?? 'that category';
      throw fieldRefusal('parentId', `${parent} is inside this category, so it cannot be its parent.`);
    }
  }
}
