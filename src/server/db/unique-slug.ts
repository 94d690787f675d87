import 'server-only';
import { and, eq, like, ne, or } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '@/server/db/client';
import { ActionError } from '@/server/action-error';
import { databaseErrorCode } from '@/server/db/errors';
import { firstFreeSlug, slugify, type SlugRefusal } from '@/lib/slugify';
export type { SlugRefusal } from '@/lib/slugify';

// Unique URL slugs for the records that have one (categories, blog posts, CMS pages): a typed
// slug is kept as typed and refused when taken; an empty one is made from the record's name
// or title and suffixed -2, -3, … until it is free.

type Reader = Database | Transaction;

export type SlugTable = {
  table: PgTable;
  id: PgColumn;
  slug: PgColumn;
  /** What the admin calls a holder in the refusal: its name or title. */
  label: PgColumn;
  /** 'category', 'post', 'page': used in messages. */
  noun: string;
  /** The field a slug is made from when left empty: 'name' or 'title'. */
  source: string;
};

export function slugRefusal(message: string) {
  return new ActionError<SlugRefusal>(message, { fieldErrors: { slug: [message] } });
}

function slugTaken(slug: string, holder?: string) {
  return slugRefusal(`The slug "${slug}" is already used${holder ? ` by ${holder}` : ''}. Choose another one.`);
}

/** The slug to save for a record (`id` when it already exists, so it does not clash with itself). */
export async function resolveSlug(
  reader: Reader,
  target: SlugTable,
  { typed, from, id }: { typed: string | null; from: string; id?: string },
): Promise<string> {
  const others = id ? ne(target.id, id) : undefined;
  if (typed) {
    const [holder] = await reader
      .select({ label: target.label })
      .from(target.table)
      .where(and(eq(target.slug, typed), others))
      .limit(1);
    if (holder) throw slugTaken(typed, String(holder.label));
    return typed;
  }
  const base = slugify(from);
  if (!base) throw slugRefusal(`Type a slug: the ${target.source} has no letters or digits to make one from.`);
  const rows = await reader
    .select({ slug: target.slug })
    .from(target.table)
    .where(and(or(eq(target.slug, base), like(target.slug, `${base}-%`)), others));
  return firstFreeSlug(base, new Set(rows.map((row) => String(row.slug))));
}

/**
 * Runs a write that saves a slug chosen by resolveSlug. Two admins saving the same new slug
 * at once both pass the check; the unique index stops the second. A made-up slug is then
 * simply chosen again; a typed one is refused as taken.
 */
export async function retryOnSlugClash<T>(target: SlugTable, typed: string | null, write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (databaseErrorCode(error) !== '23505') throw error;
      if (typed) throw slugTaken(typed);
      if (attempt >= 3) throw new ActionError(`Another ${target.noun} was saved with the same slug at the same moment. Please try again.`);
    }
  }
}
