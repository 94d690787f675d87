import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { db } from './client';

/**
 * Which page of a numbered back-office list to read. A page past the end (a bookmark, or the last row
 * just deleted) shows the last page; an empty list still has page 1.
 */
export function pageWindow(total: number, requested: number, pageSize: number) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(requested, pageCount);
  return { page, pageCount, pageSize, offset: (page - 1) * pageSize };
}

/**
 * The ids of one page of a list, in the list's order, as a subquery read from the sort's index alone:
 * the list then reads only those rows (`inArray(table.id, pageIds(...))`), so a deep page skips index
 * entries, not rows (docs/decisions/0030-admin-lists-at-a-million-orders.md).
 */
export function pageIds(
  table: PgTable & { id: PgColumn },
  where: SQL | undefined,
  orderBy: SQL[],
  { pageSize, offset }: { pageSize: number; offset: number },
) {
  return db
    .select({ id: table.id })
    .from(table)
    .where(where)
    .orderBy(...orderBy)
    .limit(pageSize)
    .offset(offset);
}
