import 'server-only';
import { and, eq, like, ne, or } from 'drizzle-orm';
import type { Database, Transaction } from '@/server/db/client';
import { categories } from '@/server/db/schema';
import { ActionError } from '@/server/action-error';
import { databaseErrorCode } from '@/server/db/errors';
import { firstFreeSlug, slugify } from '@/lib/slugify';
import type { CategoryFieldRefusal } from '@/lib/schemas/category';

// The rules the category actions share: unique slugs, and a parent that is neither the
// category itself nor one of its own subcategories.

type Reader = Database | Transaction;

export function fieldRefusal(field: keyof CategoryFieldRefusal['fieldErrors'], message: string) {
  return new ActionError<CategoryFieldRefusal>(message, { fieldErrors: { [field]: [message] } });
}

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The slug to save. A slug the admin typed is kept as typed and refused if another category
 * has it. Left empty, it is made from the name ('Dining Chairs' -> 'dining-chairs') and, if
 * that is taken, suffixed -2, -3, … until it is free.
 */
export async function resolveSlug(reader: Reader, { typed, name, id }: { typed: string | null; name: string; id?: string }) {
  const others = id ? ne(categories.id, id) : undefined;
  if (typed) {
    const [holder] = await reader
      .select({ name: categories.name })
      .from(categories)
      .where(and(eq(categories.slug, typed), others))
      .limit(1);
    if (holder) throw slugTaken(typed, holder.name);
    return typed;
  }
  const base = slugify(name);
  if (!base) throw fieldRefusal('slug', 'Type a slug: the name has no letters or digits to make one from.');
  const rows = await reader
    .select({ slug: categories.slug })
    .from(categories)
    .where(and(or(eq(categories.slug, base), like(categories.slug, `${base}-%`)), others));
  return firstFreeSlug(base, new Set(rows.map((row) => row.slug)));
}

function slugTaken(slug: string, holder?: string) {
  return fieldRefusal('slug', `The slug "${slug}" is already used${holder ? ` by ${holder}` : ''}. Choose another one.`);
}

/**
 * Runs a write that saves a slug chosen by resolveSlug. Two admins saving the same new slug
 * at once both pass the check; the unique index stops the second. A made-up slug is then
 * simply chosen again; a typed one is refused as taken.
 */
export async function retryOnSlugClash<T>(typed: string | null, write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (databaseErrorCode(error) !== '23505') throw error;
      if (typed) throw slugTaken(typed);
      if (attempt >= 3) throw new ActionError('Another category was saved with the same slug at the same moment. Please try again.');
    }
  }
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
