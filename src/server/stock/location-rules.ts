import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { uniqueViolation } from '@/server/db/errors';
import { stockLocations, locationOrder } from '@/server/db/schema';
import { ActionError } from '@/server/action-error';
import { recordAudit } from '@/server/audit/record-audit';

// What saving a location must keep true (docs/decisions/0064-stock-locations.md): names unique in any
// case, and always one location that sells online, where a variant's stock written as one number lands.

export type SavedLocation = { id: string; name: string };

/** Runs the save, turning a clash on the name into the form's message. */
export async function refuseDuplicateLocationName<T>(name: string, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (uniqueViolation(error) === 'stock_locations_name_unique') throw new ActionError(`A location called “${name}” already exists.`);
    throw error;
  }
}

/** Refuses a change that would leave no location selling online (the one being changed left aside). */
export async function keepOneOnline(tx: Transaction, changedId: string) {
  const [other] = await tx.select({ id: stockLocations.id }).from(stockLocations).where(and(ne(stockLocations.id, changedId), eq(stockLocations.sellsOnline, true))).limit(1);
  if (!other) throw new ActionError('At least one location must sell online: the website sells its stock.');
}

/** Where a new location goes in the order online orders take stock: last. */
export async function nextLocationPosition(tx: Transaction) {
  const [row] = await tx.select({ last: sql<number>`coalesce(max(${stockLocations.position}), -1)::int` }).from(stockLocations);
  return (row?.last ?? -1) + 1;
}

/** Every location in the shop's order, each given its place 0, 1, 2... (ties broken as the reads break them). */
export async function locationsInOrder(tx: Transaction) {
  return tx
    .select({ id: stockLocations.id, name: stockLocations.name })
    .from(stockLocations)
    .orderBy(...locationOrder())
    .for('update');
}

export async function recordLocationAudit(tx: Transaction, id: string, action: 'create' | 'update' | 'delete', before: object | null, after: object | null) {
  const name = (after ?? before) as { name?: string } | null;
  await recordAudit(tx, { entityType: 'stock_location', entityId: id, label: `Location ${name?.name ?? ''}`.trim(), action, before: before as Record<string, unknown> | null, after: after as Record<string, unknown> | null });
}
